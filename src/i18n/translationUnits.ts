import type { LanguageCode } from "./locales";
import { isObject } from "../types/fields";

/**
 * Every text a language translates, one unit each, with what it was translated from: the shared
 * model of the content checks (stale translations), `npm run i18n:status`, the translators' XLIFF
 * files and the editor. Nothing here reads files, so it runs in the build and in the browser.
 *
 * A translation records, beside its texts, the English each was translated from
 * (`translatedFrom`): in a content file as one field of the file, mirroring its texts (a card's
 * under its id); in the site's own words as a file beside the language's. When the English
 * changes, the recorded English no longer matches, and the translation is stale until someone
 * translates it again or confirms it is still correct, which records the English of now.
 */

/** What is known of a translated text. */
export type UnitState = "translated" | "stale" | "missing";

export type TranslationUnit = {
  /**
   * Stable across exports and languages: the file by its English name, then the text:
   * "use-cases.json#web-search/description", "site.json#tagline", "words#sectionTitles.models",
   * "legal/terms.mdx#title", "pages/faq.json#blocks/pro/questions/billing/answer".
   */
  id: string;
  locale: LanguageCode;
  /** The translation's file, from the site's root: "content/de/use-cases.json". */
  file: string;
  /** Where the text is in that file (a JSON pointer, or the front matter's key). */
  pointer: string;
  /** The field's name ("description"), or the word's path ("sectionTitles.models"). */
  field: string;
  /** The card the text belongs to, by id and English name. */
  card?: { id: string; name: string };
  /** A page's block the text belongs to, and its item there (a question, a card), by id. */
  block?: { id: string; type: string };
  item?: { list: string; id: string };
  /** Written in Markdown (a page's text block, an answer): its marks and links are kept. */
  markdown?: boolean;
  /** The English text now. */
  source: string;
  /** The translation now; undefined or "" when there is none. */
  target?: string;
  /** The English the translation was made from, as recorded; undefined when not recorded. */
  recorded?: string;
  /** The schema's limit, in characters. */
  maxLength?: number;
  /** What the text is, for a translator (the schema's description of the field). */
  about?: string;
  state: UnitState;
};

/** The state of a text from its translation and records: what the checks and tools report. */
export function stateOf(source: string, target: unknown, recorded: unknown): UnitState {
  if (typeof target !== "string" || target.trim() === "") return "missing";
  // A translation with no record cannot be shown current: it is reported for a look, once.
  return recorded === source ? "translated" : "stale";
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

/** How a JSON content file's texts are laid out, from its schema. */
export type JsonShape = {
  /** The file's name: "use-cases.json". */
  name: string;
  fields: string[];
  cardFields: string[];
  /** A field's limit and description, from its schema. */
  fieldSchema: (field: string, inCard: boolean) => { maxLength?: number; about?: string };
};

/**
 * The units of one JSON content file in a language: its own texts, then each English card's, in
 * English's order. `english` has passed its checks; `translation` may be anything (a missing file
 * is `undefined`: every text missing).
 */
export function jsonUnits(input: {
  locale: LanguageCode;
  file: string;
  shape: JsonShape;
  english: unknown;
  translation: unknown;
}): TranslationUnit[] {
  const { locale, file, shape, english } = input;
  const translation = isObject(input.translation) ? input.translation : {};
  const record = isObject(translation.translatedFrom) ? translation.translatedFrom : {};
  const units: TranslationUnit[] = [];
  if (!isObject(english)) return units;
  for (const field of shape.fields) {
    const source = text(english[field]);
    if (source === undefined) continue;
    units.push({
      id: `${shape.name}#${field}`,
      locale,
      file,
      pointer: `/${field}`,
      field,
      source,
      target: text(translation[field]),
      recorded: text(record[field]),
      ...shape.fieldSchema(field, false),
      state: stateOf(source, translation[field], record[field]),
    });
  }
  if (shape.cardFields.length === 0 || !Array.isArray(english.items)) return units;
  const cards = Array.isArray(translation.items) ? translation.items.filter(isObject) : [];
  const recordedCards = isObject(record.items) ? record.items : {};
  for (const englishCard of english.items.filter(isObject)) {
    const id = text(englishCard.id);
    if (id === undefined) continue;
    const index = cards.findIndex((card) => card.id === id);
    const card = cards[index] ?? {};
    const recordedCard = isObject(recordedCards[id]) ? recordedCards[id] : {};
    for (const field of shape.cardFields) {
      const source = text(englishCard[field]);
      if (source === undefined) continue;
      units.push({
        id: `${shape.name}#${id}/${field}`,
        locale,
        file,
        pointer: index < 0 ? "/items" : `/items/${index}/${field}`,
        field,
        card: { id, name: text(englishCard.name) ?? id },
        source,
        target: text(card[field]),
        recorded: text(recordedCard[field]),
        ...shape.fieldSchema(field, true),
        state: stateOf(source, card[field], recordedCard[field]),
      });
    }
  }
  return units;
}

/** A nested record of words flattened to its paths: { a: { b: "x" } } → [["a.b", "x"]]. */
export function flatWords(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => flatWords(item, at ? `${at}.${key}` : key));
}

/** The site's own words in a language (src/i18n/strings/<locale>.json) against English's. */
export function wordUnits(input: {
  locale: LanguageCode;
  file: string;
  english: unknown;
  translation: unknown;
  /** src/i18n/strings/translated-from/<locale>.json: the English of each path, as translated. */
  record: unknown;
}): TranslationUnit[] {
  const translated = new Map(flatWords(input.translation));
  const recorded = isObject(input.record) ? input.record : {};
  return flatWords(input.english).map(([path, source]) => ({
    id: `words#${path}`,
    locale: input.locale,
    file: input.file,
    pointer: `/${path.replace(/\./g, "/")}`,
    field: path,
    source,
    target: translated.get(path),
    recorded: text(recorded[path]),
    about: "The site's own words around the content (src/i18n/uiStrings.ts names each).",
    state: stateOf(source, translated.get(path), recorded[path]),
  }));
}

/** How many texts of a language are in each state. */
export function countStates(units: TranslationUnit[]): Record<UnitState, number> {
  const counts: Record<UnitState, number> = { translated: 0, stale: 0, missing: 0 };
  for (const { state } of units) counts[state] += 1;
  return counts;
}

/** The texts a legal page's translation gives in its front matter, beside its own text (if any). */
export const LEGAL_HEAD_FIELDS = ["title", "description"] as const;

/**
 * The head of a legal page in a language (content/legal/<locale>/<name>.mdx): its title and
 * description, against English's front matter. `translation`: the translation's front matter,
 * undefined when it has no file (every text missing); its record is `translatedFrom` there.
 */
export function legalUnits(input: {
  locale: LanguageCode;
  /** "terms.mdx" */
  name: string;
  file: string;
  english: unknown;
  translation: unknown;
  about: Record<(typeof LEGAL_HEAD_FIELDS)[number], { maxLength?: number; about?: string }>;
}): TranslationUnit[] {
  const english = isObject(input.english) ? input.english : {};
  const translation = isObject(input.translation) ? input.translation : {};
  const record = isObject(translation.translatedFrom) ? translation.translatedFrom : {};
  return LEGAL_HEAD_FIELDS.flatMap((field) => {
    const source = text(english[field]);
    if (source === undefined) return [];
    return [
      {
        id: `legal/${input.name}#${field}`,
        locale: input.locale,
        file: input.file,
        pointer: `/${field}`,
        field,
        source,
        target: text(translation[field]),
        recorded: text(record[field]),
        ...input.about[field],
        state: stateOf(source, translation[field], record[field]),
      },
    ];
  });
}

/** One of a block's list, for a person: "questions" → "question", "items" → "item". */
export const itemNoun = (list: string): string => list.replace(/s$/, "");

/**
 * Where a text is, for a person: 'card "marketing" ("Marketing")', 'block "pro", question
 * "billing"'; "" for a text of the file itself. Messages put the field after it.
 */
export function placeOf(unit: TranslationUnit): string {
  if (unit.card) return `card ${JSON.stringify(unit.card.id)} (${JSON.stringify(unit.card.name)})`;
  if (!unit.block) return "";
  const block = `block ${JSON.stringify(unit.block.id)}`;
  if (!unit.item) return block;
  return `${block}, ${itemNoun(unit.item.list)} ${JSON.stringify(unit.item.id)}`;
}
