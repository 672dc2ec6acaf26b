/**
 * The site's own words around the content, in every locale: navigation, buttons, labels and
 * notices. Each locale's are in strings/<locale>.json (strings/en.json is the source), typed
 * here: a locale's file that lacks a word is a compile error naming it. The site's pages never
 * import this module: the build (src/gatsby/pages.ts) puts each page's locale's strings in its
 * page context, so a page ships its own language's strings and no other's. The editor at /admin/
 * imports it whole, for its previews in every language. `{product}`, `{tagline}` and `{date}` are
 * filled in where the strings are used.
 */
import type { DraftCode, LocaleCode } from "./locales";
import ar from "./strings/ar.json";
import de from "./strings/de.json";
import en from "./strings/en.json";
import ja from "./strings/ja.json";

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
   * A store button's words, with `{store}` where the store's name goes (it is never translated):
   * "Download on the {store}", "{store} からダウンロード". The words before the name are drawn
   * above it and those after it below, so what is drawn and what a screen reader announces read
   * in the language's order. Each language's wording is the stores' own badge's (README,
   * "Languages").
   */
  appStoreBadge: string;
  googlePlayBadge: string;
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

/**
 * The words of the languages still being translated (locales.ts, DraftCode). Typed in full, so a
 * word a draft's file lacks is a compile error here; an empty one ("") is a word to translate,
 * which `npm run i18n:status` counts. i18n:import moves a draft to UI_STRINGS when it is complete.
 */
export const DRAFT_STRINGS: Record<DraftCode, UiStrings> = {};
