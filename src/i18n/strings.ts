/**
 * The site's own words around the content, in every locale: navigation, buttons, labels and
 * notices. Each locale's are in strings/<locale>.json (strings/en.json is the source), typed
 * here: a locale's file that lacks a word is a compile error naming it. The site's pages never
 * import this module: the build (gatsby-node.ts) puts each page's locale's strings in its page
 * context, so a page ships its own language's strings and no other's. The editor at /admin/
 * imports it whole, for its previews in every language. `{product}`, `{tagline}` and `{date}` are
 * filled in where the strings are used.
 */
import type { LocaleCode } from "./locales";
import ar from "./strings/ar.json";
import de from "./strings/de.json";
import en from "./strings/en.json";
import ja from "./strings/ja.json";

/** The words of a store button, before and after the store's name; one of them may be empty. */
export type BadgeWords = { before: string; after: string };

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
  /**
   * A store button's words around the store's name, which is never translated: "Download on the"
   * before "App Store" in English, "からダウンロード" after it in Japanese. They are drawn in this
   * order (the name in large type) and a screen reader announces them in the same order. Each
   * language's wording is the stores' own badge's (README, "Languages").
   */
  appStoreBadge: BadgeWords;
  googlePlayBadge: BadgeWords;
  /** The home page's heading and title: the product's name and its tagline. */
  productTitle: string;
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

export const UI_STRINGS: Record<LocaleCode, UiStrings> = { en, de, ja, ar };
