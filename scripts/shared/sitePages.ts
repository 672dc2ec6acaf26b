import path from "path";

import models from "../../content/en/models.json";
import site from "../../content/en/site.json";
import useCases from "../../content/en/use-cases.json";
import { SPECIMEN_SLUG } from "../../src/content/specimen";
import { readBlockPages } from "../../src/gatsby/blockPages";
import { DEFAULT_LOCALE, LOCALES, localizePath } from "../../src/i18n/locales";
import type { Locale, LocaleCode } from "../../src/i18n/locales";
import { UI_STRINGS } from "../../src/i18n/strings";
import type { UiStrings } from "../../src/i18n/uiStrings";

/** The content the suites expect, read from the files editors change, so edits never break tests. */
export const content = { site, models: models.items, useCases: useCases.items };

/**
 * The pages editors make from blocks (content/en/pages/<slug>.json), each with the languages it
 * is translated into, read as the build reads them: a new page is tested the moment it is added.
 */
export const BLOCK_PAGES = readBlockPages(path.join(__dirname, "..", "..", "content"));

/** The routes the specification names: the home page and the two legal pages, each a template. */
export const SEED_PAGES: readonly string[] = ["/", "/terms", "/privacy"];

/** Every page the build must have, with the path a visitor types (English's; see `localePages`). */
export const PAGES: readonly string[] = [
  ...SEED_PAGES,
  ...BLOCK_PAGES.map(({ slug }) => `/${slug}`),
];

/** The pages editors made from blocks, by the path a visitor types: "/faq". */
export const EDITORS_PAGES: readonly string[] = BLOCK_PAGES.map(({ slug }) => `/${slug}`);

/**
 * The specimen page (src/content/specimen.ts): every block type, each text at its schema's
 * maximum and each list full, in every language of the site. Built with the site and served to
 * the suites from .specimens/public/, never from public/.
 */
export const SPECIMEN_PAGE = `/${SPECIMEN_SLUG}`;

/**
 * What the heavy suites (layout, dark, forced colours, print, text size and spacing, both fonts)
 * sweep: each template once per language, at the limits its schema allows. The seed routes keep
 * their own sweeps; the pages editors make are proven by the specimen, which has every block
 * they can use at its limits, and each gets the checks about its own content in
 * e2e/pages.test.ts. So the suites grow with the code, not with the content (docs/testing.md).
 */
export const TEMPLATE_PAGES: readonly string[] = [...SEED_PAGES, SPECIMEN_PAGE];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 667 },
} as const;

/** A path no page has: the host answers with the 404 page. */
export const NOT_FOUND_PATH = "/no-such-page";

/** One of the site's pages in one locale, with the words it should show. */
export type LocalePage = {
  /** The path in this locale: "/de/terms", "/ar/no-such-page". */
  path: string;
  /** The same page's English path, as in PAGES (or NOT_FOUND_PATH). */
  page: string;
  locale: SiteLocale;
};

/** What a suite is given for one locale: its pages and words. */
export type SiteLocale = Locale & {
  /** The site's own words in this locale (menu, buttons, footer), from src/i18n/strings.ts. */
  strings: UiStrings;
  /** The locale's home page: "/" or "/de/". */
  home: string;
  /** The locale's own path of an English one: "/terms" → "/de/terms". */
  localize: (path: string) => string;
};

const siteLocale = (locale: Locale): SiteLocale => ({
  ...locale,
  strings: UI_STRINGS[locale.code],
  home: localizePath(locale.code, "/"),
  localize: (path) => localizePath(locale.code, path),
});

/** Every locale of the site (src/i18n/languages.json), English first. */
export const SITE_LOCALES: SiteLocale[] = LOCALES.map(siteLocale);

/** A language's script, as Unicode names it ("Latn", "Jpan", "Arab"), from its code. */
export const scriptOf = (code: string): string => new Intl.Locale(code).maximize().script ?? code;

/**
 * The languages the heavy suites sweep in full (layout, axe, CSP, print, forced colours, the
 * hosts, the menu, the cards' icons, no JavaScript): English, the source, and the first
 * translation in each script (German, Japanese, Arabic), in the order src/i18n/languages.json lists
 * them. What breaks a layout in a language is its script and direction (mirroring, unspaced
 * lines, other glyphs) and its words' lengths; a script's first translation proves the first for
 * every language written in it. A language added later in a script already swept (French, after
 * German) is a CHECKED_LOCALE; one in a new script (Chinese, Hebrew) is swept in full.
 */
export const SWEPT_LOCALES: SiteLocale[] = SITE_LOCALES.filter(
  (locale, index) =>
    locale.code === DEFAULT_LOCALE ||
    SITE_LOCALES.findIndex(
      (other) => other.code !== DEFAULT_LOCALE && scriptOf(other.code) === scriptOf(locale.code),
    ) === index,
);

/**
 * The other languages: what is theirs alone is proven for each, and nothing else
 * (docs/testing.md, "Every language, within CI's time"): its words at the schemas' limits on the
 * home page and the specimen in both fonts (`layout-limits`), its header at every width
 * (`header-fit`), and each of its pages' policy, axe, languages, script and pictures (`pages`),
 * links, HTML and byte budgets.
 */
export const CHECKED_LOCALES: SiteLocale[] = SITE_LOCALES.filter(
  (locale) => !SWEPT_LOCALES.includes(locale),
);

export const siteLocaleOf = (code: LocaleCode): SiteLocale =>
  SITE_LOCALES.find((locale) => locale.code === code) ?? siteLocale(LOCALES[0] as Locale);

/**
 * Every page of every locale, the unknown path under each locale's folder included (a host serves
 * that locale's 404.html there). Derived from src/i18n/languages.json, never listed by hand, so a
 * new locale is tested the moment it is added.
 */
export function localePages(
  locales: readonly SiteLocale[] = SITE_LOCALES,
  pages: ReadonlyArray<LocalePage["page"]> = [...PAGES, NOT_FOUND_PATH],
): LocalePage[] {
  return locales.flatMap((locale) =>
    pages
      .filter((page) => existsIn(page, locale.code))
      .map((page) => ({ path: locale.localize(page), page, locale })),
  );
}

/** Every template page (TEMPLATE_PAGES) of every locale, and each locale's 404 page. */
export const templatePages = (locales: readonly SiteLocale[] = SITE_LOCALES): LocalePage[] =>
  localePages(locales, [...TEMPLATE_PAGES, NOT_FOUND_PATH]);

/** Whether a page exists in a language: a page made from blocks only once it is translated. */
export const existsIn = (page: string, code: LocaleCode): boolean =>
  BLOCK_PAGES.find(({ slug }) => `/${slug}` === page)?.locales.includes(code) ?? true;

/** English, the source, whose strings the single-locale suites use. */
export const ENGLISH = siteLocaleOf(DEFAULT_LOCALE);

/** The widths every page is looked at: the narrowest phone, a phone, a tablet, a laptop, a desktop. */
export const KEY_WIDTHS = [320, 375, 768, 1280, 1920] as const;
