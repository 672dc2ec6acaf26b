/**
 * The languages of the site. English is the source: its content is complete, and every other
 * locale translates it (content/<locale>/, CONTENT.md → "Translations"). Nothing here reads
 * files, so the content checks, the build and the editor share it.
 */
export type LocaleCode = "en" | "de" | "ja" | "ar";

export type Locale = {
  code: LocaleCode;
  /** The language named in itself, as a language switcher shows it. */
  name: string;
  /** The language named in English, for messages to editors and developers. */
  englishName: string;
  dir: "ltr" | "rtl";
};

export const DEFAULT_LOCALE: LocaleCode = "en";

export const LOCALES: Locale[] = [
  { code: "en", name: "English", englishName: "English", dir: "ltr" },
  { code: "de", name: "Deutsch", englishName: "German", dir: "ltr" },
  { code: "ja", name: "日本語", englishName: "Japanese", dir: "ltr" },
  { code: "ar", name: "العربية", englishName: "Arabic", dir: "rtl" },
];

export const LOCALE_CODES: LocaleCode[] = LOCALES.map(({ code }) => code);

/** The locales that translate English. */
export const TRANSLATIONS: Locale[] = LOCALES.filter(({ code }) => code !== DEFAULT_LOCALE);

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
