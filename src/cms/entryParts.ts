import { isJsonName, jsonFile, pageFile } from "../content/layout";
import type { Problem } from "../content/checkContent";
import { DEFAULT_LOCALE, TRANSLATIONS } from "../i18n/locales";
import { rememberEnglishPage } from "./blocks/editedPage";
import type { Translations } from "./contentGate";
import { PAGES_COLLECTION, SLUG_FIELD, pageSlugOf } from "./pagesCollection";

/**
 * An entry of the editor (Decap's, Immutable.js) as the files a save writes, for the content
 * gate (contentGate.ts) in cms.tsx: the file the entry is saved to, its data, and each
 * translation's data (Decap keeps them under "i18n").
 */

export type EntryMap = {
  get: (key: string) => unknown;
  getIn: (path: string[]) => unknown;
};

type DataMap = { toJS: () => Record<string, unknown> };

/** Each translation's data, by locale. */
function translationsOf(entry: EntryMap): Translations {
  const translations: Translations = {};
  for (const { code } of TRANSLATIONS) {
    const translated = entry.getIn(["i18n", code, "data"]) as DataMap | undefined;
    if (translated) translations[code] = translated.toJS();
  }
  return translations;
}

/**
 * The file an entry is saved to, and its data. A new legal page has none yet (Decap names it as
 * it writes it), so it is checked under a name no saved file can have. A JSON file is all its
 * languages: English's file and each translation's; so is a page made from blocks, whose files
 * are named by its slug: the entry's once saved, else the one typed for it.
 */
export function entryParts(entry: EntryMap) {
  const collection = String(entry.get("collection"));
  const data = (entry.get("data") as DataMap).toJS();
  if (collection === PAGES_COLLECTION) {
    const slug = pageSlugOf(entry.get("slug")) || String(data[SLUG_FIELD] ?? "");
    // Its translations are written from the English page being saved (blocks/editedPage.ts).
    rememberEnglishPage(data);
    return {
      collection,
      path: pageFile(DEFAULT_LOCALE, slug),
      data,
      translations: translationsOf(entry),
      isNew: entry.get("newRecord") === true,
    };
  }
  if (isJsonName(collection)) {
    const path = jsonFile(DEFAULT_LOCALE, collection);
    return { collection, path, data, translations: translationsOf(entry), isNew: false };
  }
  const path = entry.get("path");
  return {
    collection,
    path: typeof path === "string" && path ? path : undefined,
    data,
    translations: {},
    isNew: false,
  };
}

/** A new page at the address of one already published would write over it. */
export function newPageClash(
  { isNew, path }: ReturnType<typeof entryParts>,
  published: Readonly<Record<string, string>>,
): Problem | undefined {
  if (!isNew || !path || !(path in published)) return undefined;
  return {
    file: path,
    message: "a page is already at this address. Choose another address for the new page.",
  };
}

/** The slug of the page an entry being deleted (or unpublished) is; undefined: not a page. */
export const deletedPage = (entry: EntryMap): string | undefined =>
  entry.get("collection") === PAGES_COLLECTION ? pageSlugOf(entry.get("slug")) : undefined;
