import type { DraftCode, LocaleCode } from "./languages.generated";
import languages from "./languages.json";

/**
 * The languages of the site. English is the source: its content is complete, and every other
 * locale translates it (content/<locale>/, docs/editing.md → "Translations"). The list is data,
 * src/i18n/languages.json, which `npm run i18n:add` and i18n:import write; this module gives it
 * to the site typed. The list is imported, not read from a folder at run time, so the content
 * checks, the build and the editor share it.
 *
 * The codes' types come from languages.generated.ts, which `npm run generate:languages` writes
 * from the list (a JSON import types a code as any string). Only its types are imported here,
 * never its values: that module imports every language's words, which a page must not ship.
 *
 * - LocaleCode: the site's languages.
 * - DraftCode: languages being translated, not yet on the site (`npm run i18n:add <code>` adds
 *   one): their files exist (content/<code>/, src/i18n/strings/<code>.json) for the translators'
 *   tools, but no page, language switch, hreflang or sitemap entry names them, and the build does
 *   not read them. `npm run i18n:import` makes one a language of the site once every text is
 *   translated.
 */
export type { DraftCode, LocaleCode };

/** A language the translators' tools work on: the site's, and the drafts. */
export type LanguageCode = LocaleCode | DraftCode;

export type Locale<Code extends LanguageCode = LocaleCode> = {
  code: Code;
  /** The language named in itself, as a language switcher shows it. */
  name: string;
  /** The language named in English, for messages to editors and developers. */
  englishName: string;
  dir: "ltr" | "rtl";
};

export const DEFAULT_LOCALE: LocaleCode = "en";

/**
 * The list's entries as the languages they are: the JSON import types a code and a direction as
 * any string, and languageModule.test.ts keeps the generated codes to the list's, as
 * languagesJson.test.ts keeps the list's directions to "ltr" and "rtl".
 */
export const LOCALES: Locale[] = languages.site as Locale[];

export const DRAFT_LOCALES: Array<Locale<DraftCode>> = languages.drafts as Array<Locale<DraftCode>>;

export const LOCALE_CODES: LocaleCode[] = LOCALES.map(({ code }) => code);

/** The locales that translate English. */
export const TRANSLATIONS: Locale[] = LOCALES.filter(({ code }) => code !== DEFAULT_LOCALE);

/** Every language the translators' tools work on: the site's translations, then the drafts. */
export const TRANSLATED_LANGUAGES: Array<Locale<LanguageCode>> = [
  ...TRANSLATIONS,
  ...DRAFT_LOCALES,
];

export const isLocaleCode = (value: string): value is LocaleCode =>
  (LOCALE_CODES as string[]).includes(value);

/**
 * A page's path in a locale: English keeps the path, the others take their code in front.
 * "/terms/" → "/de/terms/", "/" → "/de/", "/#ai-models" → "/de/#ai-models".
 */
export function localizePath(locale: LocaleCode, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  return `/${locale}${path}`;
}

export const localeByCode = (code: LocaleCode): Locale =>
  LOCALES.find((locale) => locale.code === code) ?? (LOCALES[0] as Locale);

/**
 * The languages a page names as its alternates (hreflang links, the sitemap's xhtml:link): those
 * in which the page is in its own language, all of them unless `textLocales` says otherwise. A
 * page with the English text in place of its own, and a text in one language only, name none.
 */
export function alternateLocales(page: {
  englishOnly?: boolean;
  textLocales?: LocaleCode[] | null;
}): Locale[] {
  if (page.englishOnly) return [];
  const own = page.textLocales ?? LOCALE_CODES;
  const locales = LOCALES.filter(({ code }) => own.includes(code));
  return locales.length > 1 ? locales : [];
}
