import { DEFAULT_LOCALE, LOCALE_CODES, isLocaleCode } from "../i18n/locales";
import type { LanguageCode, LocaleCode } from "../i18n/locales";
import type { JsonName } from "./schemaRules";

/**
 * Where the content lives and how a locale's content is put together, for everything that reads
 * it: the content checks, the build (GraphQL nodes and resolvers), the editor and its previews.
 *
 * - JSON: content/<locale>/<name>.json, one folder per locale (content/de/models.json).
 * - Legal texts: content/legal/<name>.mdx is English's; content/legal/<locale>/<name>.mdx is its
 *   translation (content/legal/de/terms.mdx).
 * - A translation holds only the texts its schema marks translatable; everything else is
 *   English's, the source (localizedSite, localizedCards).
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

/**
 * Is this, by its path from the site's root, a content file the checks read? A legal text is
 * content/legal/<name>.mdx (English) or content/legal/<folder>/<name>.mdx (a translation; the
 * checks refuse a folder that is no locale of the site), and never a path that leaves the folder.
 */
export const isContentFile = (file: string): boolean =>
  LOCALE_CODES.some((locale) => JSON_FILES.some((name) => file === jsonFile(locale, name))) ||
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

/** A JSON object as the content has it: site.json, or one card. */
export type Fields = Record<string, unknown>;

/** A card of use-cases.json or models.json: matched across locales by its id. */
export type Card = Fields & { id?: unknown };

/**
 * site.json in a locale as its pages read it: English's, with the texts the translation gives.
 */
export const localizedSite = <T extends Fields>(english: T, translation: Fields): T => ({
  ...english,
  ...Object.fromEntries(Object.entries(translation).filter(([, value]) => value !== undefined)),
});

/**
 * A locale's cards as its pages show them: the cards of English, in English's order and with
 * English's other fields (comingSoon), each with the texts its translation gives (matched by id).
 * The content checks make sure that every card has its translation; a text a translation lacks
 * would show in English rather than not at all.
 */
export function localizedCards(english: Card[], translated: Card[], cardFields: string[]): Card[] {
  const byId = new Map(translated.map((card) => [card.id, card]));
  return english.map((card) => {
    const translation = byId.get(card.id);
    if (!translation) return card;
    const texts = cardFields.filter((field) => field in translation);
    return { ...card, ...Object.fromEntries(texts.map((field) => [field, translation[field]])) };
  });
}
