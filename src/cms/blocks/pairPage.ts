import { setPageText } from "../../content/pageTranslationWriter";
import { recordedFor, translatableKeys, translatedAt, withRecorded } from "../../content/pageTexts";
import { RECORD } from "../../content/translations";
import { isObject } from "../../types/fields";
import type { Fields } from "../../types/fields";

/**
 * A page's translation as the editor keeps and saves it: made again from the English page as it
 * is now, with every text the translation gives at a place English has (translatableKeys: the
 * translatable fields of its blocks and items, paired by id), in English's order, and the record
 * of the English each was translated from.
 *
 * The rule: a translated text goes only when its own field is cleared, or when English no longer
 * has its block or item (removed, or its id changed), so a save never writes an id the content
 * checks refuse. An edit to an English text never takes a translation with it, not even while
 * the English field is empty, cleared to be typed again: the translation waits for it, and its
 * record says what it was made from (a stale notice once English differs). A text left empty is
 * not written: the page is then not yet complete in that language.
 */

export function pairPage(english: unknown, translation: unknown): Fields {
  const keys = translatableKeys(english);
  const paired: Fields = {};
  const source = isObject(translation) ? translation : {};
  if ("$schema" in source) paired.$schema = source.$schema;
  let record: Fields | undefined;
  for (const key of keys) {
    const { value } = translatedAt(source, key);
    if (value !== undefined && value.trim() !== "") setPageText(paired, key, value, keys);
    const recorded = recordedFor(source, key);
    if (recorded !== undefined) record = withRecorded(record, key, recorded);
  }
  if (record) paired[RECORD] = record;
  return paired;
}

export type { Fields };
