/**
 * The site's own words around the content, in every locale: navigation, buttons, labels and
 * notices. The site's pages never import this module: the build (gatsby-node.ts) puts each page's
 * locale's strings in its page context, so a page ships its own language's strings and no other's.
 * The editor at /admin/ imports it whole, for its previews in every language.
 * `{product}` and `{date}` are filled in where the strings are used.
 */
import type { LocaleCode } from "./locales";

export type UiStrings = {
  sectionTitles: { useCases: string; models: string };
  sectionLinks: { models: string; useCases: string };
  skipLink: string;
  mainNav: string;
  menu: string;
  login: string;
  loginMore: string;
  comingSoon: string;
  footerNav: string;
  footerLegal: string;
  footerDownload: string;
  privacy: string;
  terms: string;
  appStoreBadge: { small: string; large: string };
  googlePlayBadge: { small: string; large: string };
  lastUpdated: string;
  backHome: string;
  englishGoverns: string;
  /** Above a translated legal text, followed by a link to the English one (englishVersion). */
  translationNotice: string;
  englishVersion: string;
  notFoundTitle: string;
  notFoundText: string;
  language: string;
  homeLabel: string;
};

export const UI_STRINGS: Record<LocaleCode, UiStrings> = {
  en: {
    sectionTitles: {
      useCases: "Where Octopus Can Help",
      models: "Explore the Leading AI Models",
    },
    sectionLinks: {
      models: "AI Models",
      useCases: "Use Cases",
    },
    skipLink: "Skip to main content",
    mainNav: "Main",
    menu: "Menu",
    login: "Login",
    loginMore: " to Chat",
    comingSoon: "Coming Soon",
    footerNav: "Footer",
    footerLegal: "Legal",
    footerDownload: "Download",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    appStoreBadge: {
      small: "Download on the",
      large: "App Store",
    },
    googlePlayBadge: {
      small: "Get it on",
      large: "Google Play",
    },
    lastUpdated: "Last updated: {date}",
    backHome: "Back to Home",
    englishGoverns: "This page is available in English only. The English version applies.",
    translationNotice:
      "This is a translation. If it differs from the English version, the English version applies.",
    englishVersion: "Read the English version",
    notFoundTitle: "Page not found",
    notFoundText:
      "There is no page at this address. It may have moved, or the link may be mistyped.",
    language: "Language",
    homeLabel: "{product} home",
  },
  de: {
    sectionTitles: {
      useCases: "Wobei Octopus dir hilft",
      models: "Entdecke die führenden KI-Modelle",
    },
    sectionLinks: {
      models: "KI-Modelle",
      useCases: "Einsatzbereiche",
    },
    skipLink: "Zum Hauptinhalt springen",
    mainNav: "Hauptnavigation",
    menu: "Menü",
    login: "Anmelden",
    loginMore: " für den Chat",
    comingSoon: "Demnächst",
    footerNav: "Fußzeile",
    footerLegal: "Rechtliches",
    footerDownload: "Download",
    privacy: "Datenschutzerklärung",
    terms: "Nutzungsbedingungen",
    appStoreBadge: {
      small: "Laden im",
      large: "App Store",
    },
    googlePlayBadge: {
      small: "Jetzt bei",
      large: "Google Play",
    },
    lastUpdated: "Zuletzt aktualisiert: {date}",
    backHome: "Zurück zur Startseite",
    englishGoverns: "Diese Seite gibt es nur auf Englisch. Maßgeblich ist die englische Fassung.",
    translationNotice:
      "Dies ist eine Übersetzung. Weicht sie von der englischen Fassung ab, ist die englische Fassung maßgeblich.",
    englishVersion: "Zur englischen Fassung",
    notFoundTitle: "Seite nicht gefunden",
    notFoundText:
      "Unter dieser Adresse gibt es keine Seite. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.",
    language: "Sprache",
    homeLabel: "{product} – Startseite",
  },
  ja: {
    sectionTitles: {
      useCases: "Octopusでできること",
      models: "主要なAIモデルを使いこなそう",
    },
    sectionLinks: {
      models: "AIモデル",
      useCases: "活用シーン",
    },
    skipLink: "メインコンテンツへスキップ",
    mainNav: "メイン",
    menu: "メニュー",
    login: "ログイン",
    loginMore: "してチャット",
    comingSoon: "近日公開",
    footerNav: "フッター",
    footerLegal: "規約・ポリシー",
    footerDownload: "ダウンロード",
    privacy: "プライバシーポリシー",
    terms: "利用規約",
    appStoreBadge: {
      small: "ダウンロード",
      large: "App Store",
    },
    googlePlayBadge: {
      small: "で手に入れよう",
      large: "Google Play",
    },
    lastUpdated: "最終更新日：{date}",
    backHome: "ホームに戻る",
    englishGoverns: "このページは英語版のみです。英語版の内容が適用されます。",
    translationNotice: "このページは翻訳版です。英語版と内容が異なる場合は、英語版が優先されます。",
    englishVersion: "英語版を読む",
    notFoundTitle: "ページが見つかりません",
    notFoundText:
      "このアドレスにページはありません。移動したか、リンクのURLが間違っている可能性があります。",
    language: "言語",
    homeLabel: "{product} ホーム",
  },
  ar: {
    sectionTitles: {
      useCases: "كيف يساعدك Octopus",
      models: "اكتشف أبرز نماذج الذكاء الاصطناعي",
    },
    sectionLinks: {
      models: "نماذج الذكاء الاصطناعي",
      useCases: "الاستخدامات",
    },
    skipLink: "انتقل إلى المحتوى الرئيسي",
    mainNav: "الرئيسية",
    menu: "القائمة",
    login: "تسجيل الدخول",
    loginMore: " إلى الدردشة",
    comingSoon: "قريبًا",
    footerNav: "التذييل",
    footerLegal: "الشؤون القانونية",
    footerDownload: "التنزيل",
    privacy: "سياسة الخصوصية",
    terms: "شروط الاستخدام",
    appStoreBadge: {
      small: "حمّله من",
      large: "App Store",
    },
    googlePlayBadge: {
      small: "احصل عليه من",
      large: "Google Play",
    },
    lastUpdated: "آخر تحديث: {date}",
    backHome: "العودة إلى الصفحة الرئيسية",
    englishGoverns: "هذه الصفحة متاحة باللغة الإنجليزية فقط، والنسخة الإنجليزية هي المعتمدة.",
    translationNotice:
      "هذه الصفحة مترجمة. وإذا اختلفت عن النسخة الإنجليزية، فالنسخة الإنجليزية هي المعتمدة.",
    englishVersion: "اقرأ النسخة الإنجليزية",
    notFoundTitle: "الصفحة غير موجودة",
    notFoundText: "لا توجد صفحة على هذا العنوان. ربما نُقلت، أو ربما يحتوي الرابط على خطأ.",
    language: "اللغة",
    homeLabel: "الصفحة الرئيسية لـ {product}",
  },
};
