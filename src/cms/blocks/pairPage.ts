import { setPageText } from "../../content/pageTranslation";
import {
  isObject,
  pageTexts,
  recordedFor,
  translatedAt,
  withRecorded,
} from "../../content/pageTexts";
import { RECORD } from "../../content/translations";

/**
 * A page's translation as the editor keeps and saves it: made again from the English page as it
 * is now, with every text the translation gives for a text English has, paired by block and item
 * id, in English's order, and the record of the English each was translated from. A block, item
 * or text English no longer has (removed, or its id changed) is left out, with its record, so a
 * save never writes a translation the content checks refuse for an id English does not have. A
 * text left empty is not written: the page is then not yet complete in that language.
 */

type Fields = Record<string, unknown>;

export function pairPage(english: unknown, translation: unknown): Fields {
  const texts = pageTexts(english);
  const keys = texts.map(({ key }) => key);
  const paired: Fields = {};
  const source = isObject(translation) ? translation : {};
  if ("$schema" in source) paired.$schema = source.$schema;
  let record: Fields | undefined;
  for (const { key } of texts) {
    const { value } = translatedAt(source, key);
    if (value !== undefined && value.trim() !== "") setPageText(paired, key, value, keys);
    const recorded = recordedFor(source, key);
    if (recorded !== undefined) record = withRecorded(record, key, recorded);
  }
  if (record) paired[RECORD] = record;
  return paired;
}

export type { Fields };
