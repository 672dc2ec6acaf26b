import { readFileSync } from "fs";
import path from "path";

import { fill } from "../i18n/fill";
import { DEFAULT_LOCALE, TRANSLATIONS, localeByCode, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";
import { UI_STRINGS } from "../i18n/strings";

type SiteTexts = { productName?: string; tagline: string; description: string };

/** What a web app manifest says in one language (gatsby-plugin-manifest's options). */
type ManifestTexts = {
  lang: LocaleCode;
  dir: "ltr" | "rtl";
  start_url: string;
  name: string;
  short_name: string;
  description: string;
};

const readSite = (contentDir: string, locale: LocaleCode) =>
  JSON.parse(readFileSync(path.join(contentDir, locale, "site.json"), "utf8")) as SiteTexts;

/**
 * The manifest's texts in English (the plugin's root options) and in each translation (its
 * `localize` list): gatsby-plugin-manifest writes /manifest_de.webmanifest and the like, and links
 * each page to the one whose start_url begins its path, so /de/… installs as "Octopus: Dein
 * persönlicher KI-Chatbot" and opens /de/. The texts come from content/<locale>/site.json, the
 * product's name from English's, as on the pages.
 */
export function manifestTexts(contentDir: string): {
  english: ManifestTexts;
  localize: ManifestTexts[];
} {
  const english = readSite(contentDir, DEFAULT_LOCALE);
  const productName = english.productName ?? "";
  const texts = (lang: LocaleCode, dir: "ltr" | "rtl", site: SiteTexts): ManifestTexts => ({
    lang,
    dir,
    start_url: localizePath(lang, "/"),
    name: fill(UI_STRINGS[lang].productTitle, { product: productName, tagline: site.tagline }),
    short_name: productName,
    description: site.description,
  });
  return {
    english: texts(DEFAULT_LOCALE, localeByCode(DEFAULT_LOCALE).dir, english),
    localize: TRANSLATIONS.map(({ code, dir }) => texts(code, dir, readSite(contentDir, code))),
  };
}
