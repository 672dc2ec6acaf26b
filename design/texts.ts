import type { LocaleCode } from "../src/i18n/locales";

/**
 * The words in the design sources, per locale: the chat app's interface and the sample chat in
 * the app screenshot (screenshot/chat.html), and the social card's lines (social/card.html). Each
 * `data-text` element of a source takes the text of its name; HTML is allowed where the source
 * has markup (the bold day names). Model names and the product name stay as they are.
 */
export type DesignTexts = {
  chat: Record<
    | "ask"
    | "answerTitle"
    | "day1"
    | "day2"
    | "day3"
    | "answerTip"
    | "copy"
    | "regenerate"
    | "compare"
    | "askShorter"
    | "shortAnswer"
    | "webSearch"
    | "image"
    | "documents"
    | "placeholder",
    string
  >;
  card: Record<"lead" | "stores", string>;
};

/**
 * The texts of each language's screenshot and social card. A language without its own (a new one,
 * npm run i18n:add) shows English's images: its site.json names English's files.
 */
export const DESIGN_TEXTS: Partial<Record<LocaleCode, DesignTexts>> = {
  en: {
    chat: {
      ask: "Plan a 3-day trip to Lisbon on a budget",
      answerTitle: "3 days in Lisbon for under €300",
      day1: "<b>Day 1 · Alfama:</b> ride tram 28, free views at Miradouro de Santa Luzia, fado dinner (~€25).",
      day2: "<b>Day 2 · Belém:</b> pastéis de nata, the Monastery (free on Sundays), sunset at LX Factory.",
      day3: "<b>Day 3 · Sintra:</b> €2.40 train, Pena Palace park ticket, picnic lunch.",
      answerTip: "Stay in a hostel in Baixa (~€30/night) and buy a Viva Viagem card for transport.",
      copy: "Copy",
      regenerate: "↻ Regenerate",
      compare: "⇄ Compare",
      askShorter: "Make it shorter",
      shortAnswer:
        "Day 1: Alfama and tram 28 · Day 2: Belém · Day 3: Sintra by train. About €280 in all.",
      webSearch: "Web Search",
      image: "Image",
      documents: "Documents",
      placeholder: "Message Octopus…",
    },
    card: {
      lead: "GPT-4o, Claude, Gemini, Grok, Qwen and DeepSeek in one app: chat, write, code, search and create images.",
      stores: "On the App Store and Google Play",
    },
  },
  de: {
    chat: {
      ask: "Plane 3 Tage Lissabon mit kleinem Budget",
      answerTitle: "3 Tage Lissabon für unter 300 €",
      day1: "<b>Tag 1 · Alfama:</b> Tram 28, Gratis-Aussicht am Miradouro de Santa Luzia, Fado zum Abendessen (ca. 25 €).",
      day2: "<b>Tag 2 · Belém:</b> Pastéis de Nata, Kloster (sonntags gratis), Sonnenuntergang an der LX Factory.",
      day3: "<b>Tag 3 · Sintra:</b> Zug für 2,40 €, Park des Pena-Palasts, Picknick.",
      answerTip:
        "Hostel in der Baixa (ca. 30 €/Nacht), dazu die Viva-Viagem-Karte für Bus und Bahn.",
      copy: "Kopieren",
      regenerate: "↻ Neu erstellen",
      compare: "⇄ Vergleichen",
      askShorter: "Bitte kürzer",
      shortAnswer:
        "Tag 1: Alfama und Tram 28 · Tag 2: Belém · Tag 3: Sintra per Zug. Insgesamt ca. 280 €.",
      webSearch: "Websuche",
      image: "Bild",
      documents: "Dokumente",
      placeholder: "Nachricht an Octopus …",
    },
    card: {
      lead: "GPT-4o, Claude, Gemini, Grok, Qwen und DeepSeek in einer App: chatten, schreiben, programmieren, recherchieren und Bilder erstellen.",
      stores: "Im App Store und bei Google Play",
    },
  },
  ja: {
    chat: {
      ask: "リスボン3日間の節約旅行プランを立てて",
      answerTitle: "300ユーロ以下で楽しむリスボン3日間",
      day1: "<b>1日目・アルファマ：</b>28番トラムに乗車、サンタ・ルジア展望台の景色は無料、夜はファドディナー（約25ユーロ）。",
      day2: "<b>2日目・ベレン：</b>エッグタルトを味わい、修道院へ（日曜は無料）、夕日はLXファクトリーで。",
      day3: "<b>3日目・シントラ：</b>電車は2.40ユーロ、ペーナ宮殿の庭園チケット、ランチはピクニックで。",
      answerTip:
        "宿はバイシャ地区のホステル（1泊約30ユーロ）、移動にはViva Viagemカードが便利です。",
      copy: "コピー",
      regenerate: "↻ 再生成",
      compare: "⇄ 比較",
      askShorter: "もっと短くして",
      shortAnswer:
        "1日目：アルファマと28番トラム・2日目：ベレン・3日目：電車でシントラへ。合計約280ユーロ。",
      webSearch: "ウェブ検索",
      image: "画像",
      documents: "ドキュメント",
      placeholder: "Octopusにメッセージを送信…",
    },
    card: {
      lead: "GPT-4o、Claude、Gemini、Grok、Qwen、DeepSeekをひとつのアプリで。チャット、文章作成、コーディング、検索、画像生成まで。",
      stores: "App StoreとGoogle Playで配信中",
    },
  },
  ar: {
    chat: {
      ask: "خطّط لي رحلة اقتصادية إلى لشبونة لمدة 3 أيام",
      answerTitle: "3 أيام في لشبونة بأقل من 300 يورو",
      day1: "<b>اليوم الأول · ألفاما:</b> جولة في الترام 28، وإطلالة مجانية من ميرادورو دي سانتا لوزيا، وعشاء مع موسيقى الفادو (نحو 25 يورو).",
      day2: "<b>اليوم الثاني · بيليم:</b> حلوى باستيل دي ناتا، والدير (مجاني يوم الأحد)، والغروب في LX Factory.",
      day3: "<b>اليوم الثالث · سينترا:</b> قطار بـ 2.40 يورو، وتذكرة حديقة قصر بينا، وغداء في نزهة.",
      answerTip: "أقم في نُزل في حي بايشا (نحو 30 يورو لليلة)، واشترِ بطاقة Viva Viagem للتنقل.",
      copy: "نسخ",
      regenerate: "↻ إعادة الإنشاء",
      compare: "⇄ مقارنة",
      askShorter: "اجعلها أقصر",
      shortAnswer:
        "اليوم الأول: ألفاما والترام 28 · اليوم الثاني: بيليم · اليوم الثالث: سينترا بالقطار. نحو 280 يورو إجمالًا.",
      webSearch: "بحث الويب",
      image: "صورة",
      documents: "مستندات",
      placeholder: "راسل Octopus…",
    },
    card: {
      lead: "GPT-4o وClaude وGemini وGrok وQwen وDeepSeek في تطبيق واحد: دردشة وكتابة وبرمجة وبحث وإنشاء صور.",
      stores: "متوفر على App Store وGoogle Play",
    },
  },
};
