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
import type { UiStrings } from "./uiStrings";
import ar from "./strings/ar.json";
import de from "./strings/de.json";
import en from "./strings/en.json";
import ja from "./strings/ja.json";

export type { UiStrings };

export const UI_STRINGS: Record<LocaleCode, UiStrings> = { en, de, ja, ar };

/**
 * The words of the languages still being translated (locales.ts, DraftCode). Typed in full, so a
 * word a draft's file lacks is a compile error here; an empty one ("") is a word to translate,
 * which `npm run i18n:status` counts. i18n:import moves a draft to UI_STRINGS when it is complete.
 */
export const DRAFT_STRINGS: Record<DraftCode, UiStrings> = {};
