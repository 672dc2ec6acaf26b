/**
 * The site's own words around the content, in every locale: navigation, buttons, labels and
 * notices. Each locale's are in strings/<locale>.json (strings/en.json is the source), typed by
 * UiStrings: a locale's file that lacks a word is a compile error naming it. The site's pages
 * never import this module: the build (src/gatsby/pages.ts) puts each page's locale's strings in
 * its page context, so a page ships its own language's strings and no other's. The editor at
 * /admin/ imports it whole, for its previews in every language. `{product}`, `{tagline}` and
 * `{date}` are filled in where the strings are used.
 */
export type { UiStrings } from "./uiStrings";

/**
 * Every language's words, each file imported by name (webpack and Jest bundle only what the code
 * names) in the module that `npm run generate:languages` writes from src/i18n/languages.json:
 *
 * - UI_STRINGS: the site's languages' (`Record<LocaleCode, UiStrings>`);
 * - DRAFT_STRINGS: the words of the languages still being translated (locales.ts, DraftCode),
 *   typed in full too, so a word a draft's file lacks is a compile error; an empty one ("") is a
 *   word to translate, which `npm run i18n:status` counts. i18n:import moves a draft to UI_STRINGS
 *   when it is complete.
 */
export { DRAFT_STRINGS, UI_STRINGS } from "./languages.generated";
