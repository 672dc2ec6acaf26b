import { jsonShape } from "../../content/jsonShape";
import { isJsonName, jsonFile, pageFile } from "../../content/layout";
import type { JsonName } from "../../content/schemaRules";
import { RECORD } from "../../content/translations";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../i18n/locales";
import type { LanguageCode, LocaleCode } from "../../i18n/locales";
import { jsonUnits } from "../../i18n/translationUnits";
import { pageUnits } from "../../content/pageUnits";
import type { TranslationUnit } from "../../i18n/translationUnits";
import { plainValue } from "../blocks/decapValue";
import type { EntryMap } from "../entryParts";
import { PAGES_COLLECTION, SLUG_FIELD, pageSlugOf } from "../pagesCollection";

/**
 * The translation units of the entry being edited, as the content checks see them
 * (src/i18n/translationUnits.ts), and the record (`translatedFrom`) a translation should hold
 * once saved. The editor's widgets read the entry (Decap's Immutable.js values) through here.
 */

/** Decap's entry (an Immutable.js Map), as src/cms/entryParts.ts reads it. */
export type { EntryMap };

/** What the widgets here read of their props. */
export type EntryProps = {
  entry?: EntryMap;
  getEntry?: () => EntryMap;
  collection?: { get: (key: string) => unknown };
  locale?: string;
};

const isTranslation = (locale: unknown): locale is LocaleCode =>
  locale !== DEFAULT_LOCALE && (LOCALE_CODES as readonly unknown[]).includes(locale);

/** The entry as the widget's props have it now: Decap 3.6 hands it over as `entry`, later ones as `getEntry`. */
export const entryOf = (props: EntryProps): EntryMap | undefined =>
  props.getEntry?.() ?? props.entry;

/** What the widgets edit: one of the JSON files, or a page made from blocks. */
export type EditedName = JsonName | typeof PAGES_COLLECTION;

const isEdited = (name: unknown): name is EditedName =>
  isJsonName(name) || name === PAGES_COLLECTION;

/** The file being edited, and the language of the pane the widget is in, when it is a translation. */
export function editedTranslation(props: EntryProps) {
  const name = props.collection?.get("name");
  const entry = entryOf(props);
  if (!entry || !isEdited(name) || !isTranslation(props.locale)) return undefined;
  return { name, locale: props.locale, entry };
}

/** A page's slug: its entry's ("pages/faq"), or the one typed for a new page. */
export const pageSlugIn = (entry: EntryMap): string =>
  pageSlugOf(entry.get("slug")) || String(entry.getIn(["data", SLUG_FIELD]) ?? "");

/** The units of one translation of the entry: its texts against English's, each with its state. */
export function entryUnits(
  entry: EntryMap,
  name: EditedName,
  locale: LocaleCode,
): TranslationUnit[] {
  if (name === PAGES_COLLECTION) {
    return pageUnits({
      locale,
      file: pageFile(locale, pageSlugIn(entry)),
      english: plainValue(entry.get("data")),
      translation: plainValue(entry.getIn(["i18n", locale, "data"])),
    });
  }
  return jsonUnits({
    locale,
    file: jsonFile(locale, name),
    shape: jsonShape(name),
    english: plainValue(entry.get("data")),
    translation: plainValue(entry.getIn(["i18n", locale, "data"])),
  });
}

/** The translation's record as it is in the entry now. */
export const recordOf = (entry: EntryMap, locale: LocaleCode): unknown =>
  plainValue(entry.getIn(["i18n", locale, "data", RECORD]));

/**
 * Where a unit's English is in the record: a text of the file by its name, a card's under its id,
 * a page's by its key ("blocks/pro/questions/billing/answer", after the "#" of its id).
 */
export function recordPath(unit: TranslationUnit): string[] {
  if (unit.card) return ["items", unit.card.id, unit.field];
  if (unit.block) return unit.id.slice(unit.id.indexOf("#") + 1).split("/");
  return [unit.field];
}

type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function setPath(tree: Tree, [key, ...rest]: string[], text: string): Tree {
  if (key === undefined) return tree;
  if (rest.length === 0) return { ...tree, [key]: text };
  const inner = tree[key];
  return { ...tree, [key]: setPath(isTree(inner) ? inner : {}, rest, text) };
}

/**
 * The record a translation should hold now. It starts as it was when the entry was opened
 * (`loaded`), and takes the English of now for every text translated since then (its text
 * differs from the text it was opened with) and every text confirmed "still correct" against the
 * English of now (`confirmed`: unit id → the English that was confirmed). A text changed back is
 * recorded as it was.
 */
export function recordNow(input: {
  loadedRecord: unknown;
  loaded: TranslationUnit[];
  now: TranslationUnit[];
  confirmed: ReadonlyMap<string, string>;
}): Tree {
  const opened = new Map(input.loaded.map((unit) => [unit.id, unit.target]));
  let record: Tree = isTree(input.loadedRecord) ? input.loadedRecord : {};
  for (const unit of input.now) {
    if (!unit.target?.trim()) continue;
    const translated = unit.target !== opened.get(unit.id);
    const stillCorrect = input.confirmed.get(unit.id) === unit.source;
    if (translated || stillCorrect) record = setPath(record, recordPath(unit), unit.source);
  }
  return record;
}

/** Two records alike, whatever the order of their keys; no record is an empty one. */
export function sameRecord(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    isTree(value)
      ? Object.keys(value)
          .sort()
          .map((key) => [key, canonical(value[key])])
      : value;
  return JSON.stringify(canonical(a ?? {})) === JSON.stringify(canonical(b ?? {}));
}

/** Sent by a "Still correct" button to the pane's record (TranslationRecordControl). */
export const STILL_CORRECT = "octopus:still-correct";

export type StillCorrectDetail = { locale: LanguageCode; id: string; source: string };

export function confirmStillCorrect(detail: StillCorrectDetail): void {
  window.dispatchEvent(new CustomEvent<StillCorrectDetail>(STILL_CORRECT, { detail }));
}
