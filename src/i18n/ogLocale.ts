import type { LocaleCode } from "./locales";

/** Open Graph's names of the site's locales (language_TERRITORY), as Facebook names them. */
const OG_LOCALES: Partial<Record<LocaleCode, string>> = {
  en: "en_US",
  de: "de_DE",
  ja: "ja_JP",
  ar: "ar_AR",
};

/**
 * A locale's Open Graph name: from the list above, or for a language added later the territory
 * its speakers are likeliest in ("fr" → "fr_FR"). Only that fallback asks Intl: the first
 * `Intl.Locale#maximize()` loads ICU's likely-subtags data, which cost a 4× phone 70 ms in one
 * task while the page hydrated (Seo renders in the browser too, through Gatsby's Head API).
 */
export function ogLocale(code: LocaleCode): string {
  const listed = OG_LOCALES[code];
  if (listed) return listed;
  const likely = new Intl.Locale(code).maximize();
  return `${likely.language}_${likely.region ?? likely.language.toUpperCase()}`;
}
