/**
 * The site's own words around the content (navigation, buttons, labels, notices), as every
 * language's file (strings/<code>.json) must give them. A module of its own that imports nothing,
 * so that the languages' generated module (languages.generated.ts), strings.ts and the components
 * can all type the words by it without importing one another.
 */
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
