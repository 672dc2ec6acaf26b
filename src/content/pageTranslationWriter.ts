import { DEFAULT_LOCALE } from "../i18n/locales";
import { pageFileLocale, pageSlug } from "./layout";
import { withRecorded } from "./pageTexts";
import { RECORD } from "./translations";
import { isObject } from "../types/fields";
import type { Fields } from "../types/fields";

/**
 * Writing a page's translation (content/<locale>/pages/<slug>.json) as the translators' tools do:
 * a text put at its place by block and item id, the block or item made when the translation has
 * none yet, in English's order, and the English it was made from recorded beside it. Nothing here
 * reads files: i18n:import and i18n:add hand it the parsed file.
 */

/** Is this a page's file, English's or a translation's (content/<locale>/pages/<slug>.json)? */
export const isPageFile = (file: string): boolean => pageSlug(file) !== null;

/** The slugs of the English pages among these paths (a snapshot's files), in name order. */
export const englishPageSlugs = (paths: string[]): string[] =>
  paths
    .flatMap((file) => {
      const slug = pageSlug(file);
      return slug !== null && pageFileLocale(file) === DEFAULT_LOCALE ? [slug] : [];
    })
    .sort();

/** A new translation's first line: its schema, as English's has it. */
export const newPageTranslation = (): Fields => ({ $schema: "../../schemas/page.schema.json" });

/**
 * Where an entry of a list goes, so that new ones keep English's order: before the first entry
 * that English has after it. Entries English does not have stay where they are.
 */
function insertInOrder(list: Fields[], entry: Fields, rank: (id: unknown) => number): void {
  const at = list.findIndex((other) => rank(other.id) > rank(entry.id));
  if (at < 0) list.push(entry);
  else list.splice(at, 0, entry);
}

/** The entry of `list` with this id, made (in English's order) when there is none. */
function entryWith(holder: Fields, list: string, id: string, rank: (id: unknown) => number) {
  const entries = Array.isArray(holder[list]) ? (holder[list] as unknown[]).filter(isObject) : [];
  holder[list] = entries;
  let entry = entries.find((candidate) => candidate.id === id);
  if (!entry) {
    entry = { id };
    insertInOrder(entries, entry, rank);
  }
  return entry;
}

/**
 * Puts one text into a page's translation at its key ("title", "blocks/intro/text",
 * "blocks/pro/questions/billing/answer"). `englishKeys`: every key of the English page, in its
 * order (pageTexts), which places a new block or item.
 */
export function setPageText(page: Fields, key: string, value: string, englishKeys: string[]) {
  const rankOf = (prefix: string) => (id: unknown) => {
    const at = englishKeys.findIndex((candidate) =>
      candidate.startsWith(`${prefix}${String(id)}/`),
    );
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const [first = "", blockId, ...rest] = key.split("/");
  if (blockId === undefined) {
    page[first] = value;
    return;
  }
  const block = entryWith(page, "blocks", blockId, rankOf("blocks/"));
  if (rest.length === 1) {
    block[rest[0] ?? ""] = value;
    return;
  }
  const [list = "", itemId = "", field = ""] = rest;
  entryWith(block, list, itemId, rankOf(`blocks/${blockId}/${list}/`))[field] = value;
}

/** Puts a translated text and the English it was made from (`translatedFrom`) into the page. */
export function importPageText(
  page: Fields,
  text: { key: string; source: string; target: string },
  englishKeys: string[],
): void {
  setPageText(page, text.key, text.target, englishKeys);
  page[RECORD] = withRecorded(page[RECORD], text.key, text.source);
}

/** A translation's fields in English's order ($schema, title, description, blocks), the record last. */
export function orderedPage(page: Fields): Fields {
  const first = ["$schema", "title", "description", "blocks"].filter((key) => key in page);
  const rest = Object.keys(page).filter((key) => !first.includes(key) && key !== RECORD);
  const keys = [...first, ...rest, ...(RECORD in page ? [RECORD] : [])];
  return Object.fromEntries(keys.map((key) => [key, page[key]]));
}
