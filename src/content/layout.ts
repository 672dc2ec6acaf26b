import { DEFAULT_LOCALE, DRAFT_LOCALES, LOCALE_CODES, isLocaleCode } from "../i18n/locales";
import type { LanguageCode, LocaleCode } from "../i18n/locales";
import type { JsonName } from "./schemaRules";

/**
 * Where the content lives and how a locale's content is put together, for everything that reads
 * it: the content checks, the build (GraphQL nodes and resolvers), the editor and its previews.
 *
 * - JSON: content/<locale>/<name>.json, one folder per locale (content/de/models.json).
 * - Legal texts: content/legal/<name>.mdx is English's; content/legal/<locale>/<name>.mdx is its
 *   translation (content/legal/de/terms.mdx).
 * - Pages made from blocks: content/<locale>/pages/<slug>.json, English's and each translation's
 *   (content/de/pages/faq.json); the file's name is the page's address (/faq/, /de/faq/).
 * - A translation holds only the texts its schema marks translatable; everything else is
 *   English's, the source (englishFallback.ts).
 */

/** The JSON files the site reads, each with content/schemas/<name>.schema.json. */
export const JSON_FILES: JsonName[] = ["site", "use-cases", "models"];

/** Where a locale's JSON file is: content/en/site.json, content/de/models.json, … */
/** Is this the name of one of the JSON content files ("site", "use-cases", "models")? */
export const isJsonName = (name: unknown): name is JsonName =>
  (JSON_FILES as readonly unknown[]).includes(name);

export const jsonFile = (locale: LanguageCode, name: JsonName): string =>
  `content/${locale}/${name}.json`;

/** The legal texts' folder under content/. */
const LEGAL_FOLDER = "legal";
export const LEGAL_DIR = `content/${LEGAL_FOLDER}/`;

/** The folder of the pages made from blocks in each language's folder: content/<locale>/pages/. */
export const PAGES_FOLDER = "pages";

/** The languages that may have pages: the site's, and the drafts being translated. */
const PAGE_LANGUAGES: string[] = [...LOCALE_CODES, ...DRAFT_LOCALES.map(({ code }) => code)];

/** Where a page made from blocks is in a language: content/en/pages/faq.json, content/de/pages/faq.json. */
export const pageFile = (locale: LanguageCode, slug: string): string =>
  `content/${locale}/${PAGES_FOLDER}/${slug}.json`;

const PAGE_FILE = new RegExp(`^content/([^/]+)/${PAGES_FOLDER}/([^/\\\\]*)\\.json$`);

/**
 * The slug of a page's file ("faq" for content/de/pages/faq.json), or null: not a page's file.
 * The name is taken as it is, even one the checks refuse ("FAQ", "index"), so they can say why.
 */
export function pageSlug(file: string): string | null {
  const match = PAGE_FILE.exec(file);
  return match?.[1] && PAGE_LANGUAGES.includes(match[1]) ? (match[2] ?? null) : null;
}

/** The language of a page's file ("de" for content/de/pages/faq.json), or null: not a page's file. */
export const pageFileLocale = (file: string): LanguageCode | null =>
  pageSlug(file) === null ? null : (file.split("/")[1] as LanguageCode);

/**
 * The locale of a page by its folder under content/, as Gatsby's File node gives it
 * (relativeDirectory "de/pages" for content/de/pages/faq.json); null: not a page's folder.
 */
export function pagesLocale(relativeDirectory: string): LocaleCode | null {
  const [folder = "", pages, ...deeper] = relativeDirectory.split("/");
  return pages === PAGES_FOLDER && deeper.length === 0 && isLocaleCode(folder) ? folder : null;
}

/**
 * Is this, by its path from the site's root, a content file the checks read? A legal text is
 * content/legal/<name>.mdx (English) or content/legal/<folder>/<name>.mdx (a translation; the
 * checks refuse a folder that is no locale of the site), and never a path that leaves the folder.
 * A page is content/<language>/pages/<name>.json, with no folder below pages/.
 */
export const isContentFile = (file: string): boolean =>
  LOCALE_CODES.some((locale) => JSON_FILES.some((name) => file === jsonFile(locale, name))) ||
  pageSlug(file) !== null ||
  (file.startsWith(LEGAL_DIR) &&
    file.endsWith(".mdx") &&
    file.slice(LEGAL_DIR.length).split("/").length <= 2 &&
    // No way out of content/legal/: no "..", "." or empty part.
    file
      .slice(LEGAL_DIR.length)
      .split("/")
      .every((part) => part !== "" && part !== "." && part !== ".."));

/** The legal texts among these paths (English's and translations), in name order. */
export const legalFiles = (paths: string[]): string[] =>
  paths.filter((file) => isContentFile(file) && file.startsWith(LEGAL_DIR)).sort();

/** The translation's folder of a legal file ("de" for content/legal/de/terms.mdx), or null. */
export const legalTranslationFolder = (file: string): string | null => {
  const parts = file.slice(LEGAL_DIR.length).split("/");
  return parts.length === 2 ? (parts[0] ?? null) : null;
};

/**
 * The locale of a JSON file by its folder under content/, as Gatsby's File node gives it
 * (relativeDirectory "de" for content/de/models.json); null: not a locale's folder.
 */
export const jsonLocale = (relativeDirectory: string): LocaleCode | null =>
  isLocaleCode(relativeDirectory) ? relativeDirectory : null;

/**
 * The locale of a legal text by its folder under content/: "legal" → "en", "legal/de" → "de";
 * null: not a legal text's folder.
 */
export function legalLocale(relativeDirectory: string): LocaleCode | null {
  const [top, folder, ...deeper] = relativeDirectory.split("/");
  if (top !== LEGAL_FOLDER || deeper.length > 0) return null;
  if (folder === undefined) return DEFAULT_LOCALE;
  return isLocaleCode(folder) && folder !== DEFAULT_LOCALE ? folder : null;
}
