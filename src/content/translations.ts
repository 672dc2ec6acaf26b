import type { Locale } from "../i18n/locales";
import { localizedCards } from "./englishFallback";
import type { Problem } from "./checks/types";
import type { JsonName, SchemaProblem, Translatable } from "./schemaRules";
import { isObject } from "../types/fields";
import type { Fields } from "../types/fields";

/**
 * The checks of one translation (content/<locale>/<name>.json) against its English file.
 *
 * A translation holds only what the schema marks `translatable`: the file's own texts and, for a
 * file of cards, each card's texts under the id of the English card it translates. Everything else
 * (links, the screenshot, `comingSoon`, the cards' order) comes from English alone, so it cannot
 * drift. The texts are checked with the same schema as English, on the English file with the
 * translated texts put in, so the limits and messages are the same.
 */

/** A translation's file as its checks read it: this one, of cards, and a page's (checks/). */
export type TranslationFile = {
  file: string;
  /** The English file it translates, as the messages name it: content/en/<name>.json. */
  englishFile: string;
  locale: Locale;
  value: unknown;
  lines: Map<string, number>;
  validate: (data: unknown) => SchemaProblem[];
};

type TranslationInput = TranslationFile & {
  name: JsonName;
  translatable: Translatable;
  /** The English file's data, which has passed its own checks (checkContent.ts waits for that). */
  english: unknown;
  lineOf: (pointer: string, lines: Map<string, number>) => number | undefined;
};

/**
 * The field in which a translation records the English each of its texts was translated from
 * (src/i18n/translationUnits.ts): its own texts by name, its cards' under `items` by id.
 */
export const RECORD = "translatedFrom";

/** What is wrong with a translation's record, by JSON pointer inside it. */
function recordProblems(record: unknown, { fields, cardFields }: Translatable): [string, string][] {
  const shape = `${RECORD} records the English each text was translated from: { "${fields[0] ?? "items"}": "…"${cardFields.length > 0 ? ', "items": { "<card id>": { "name": "…" } }' : ""} }.`;
  if (!isObject(record))
    return [["", `${RECORD} must be a group of fields in curly braces. ${shape}`]];
  const problems: [string, string][] = [];
  const texts = (value: unknown, allowed: string[], at: string) => {
    if (!isObject(value)) {
      problems.push([
        at,
        `${RECORD}${at.replace(/\//g, ".")} must be a group of fields in curly braces. ${shape}`,
      ]);
      return;
    }
    for (const [key, text] of Object.entries(value)) {
      if (at === "" && key === "items" && cardFields.length > 0) continue;
      if (!allowed.includes(key) || typeof text !== "string") {
        problems.push([
          `${at}/${key}`,
          `${RECORD}${at.replace(/\//g, ".")}.${key} must be the English text of a translated field. ${shape}`,
        ]);
      }
    }
  };
  texts(record, fields, "");
  if (cardFields.length > 0 && "items" in record) {
    const cards = record.items;
    if (!isObject(cards))
      problems.push(["/items", `${RECORD}.items must be a group of cards by id. ${shape}`]);
    else for (const [id, card] of Object.entries(cards)) texts(card, cardFields, `/items/${id}`);
  }
  return problems;
}

const cardsOf = (data: unknown): Fields[] =>
  isObject(data) && Array.isArray(data.items) ? data.items.filter(isObject) : [];

const pick = (from: Fields, keys: string[]): Fields =>
  Object.fromEntries(keys.filter((key) => key in from).map((key) => [key, from[key]]));

export function checkTranslation(input: TranslationInput): Problem[] {
  const { file, englishFile, locale, translatable, english, value, lines } = input;
  const { fields, cardFields } = translatable;
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) =>
    problems.push({
      file,
      line: input.lineOf(pointer, lines),
      message: `${locale.englishName} (${locale.code}): ${message}`,
    });
  const holds = [...fields, ...(cardFields.length > 0 ? ["items"] : [])].join(", ");

  if (!isObject(value)) {
    at("", `the file must be a group of fields in curly braces ({…}) with ${holds}.`);
    return problems;
  }
  for (const key of Object.keys(value)) {
    if (key === "$schema" || fields.includes(key)) continue;
    if (key === "items" && cardFields.length > 0) continue;
    if (key === RECORD) {
      for (const [pointer, message] of recordProblems(value[RECORD], translatable)) {
        at(`/${RECORD}${pointer}`, message);
      }
      continue;
    }
    at(
      `/${key}`,
      translatable.allFields.includes(key)
        ? `${key} is not translated: it comes from ${englishFile}. Remove it from this file.`
        : `unknown field "${key}". A translation holds ${holds}.`,
    );
  }
  for (const field of fields) {
    if (!(field in value)) at("", `${field} is missing: translate it from ${englishFile}.`);
  }

  const englishCards = cardsOf(english);
  const englishIds = new Set(englishCards.map((card) => card.id));
  const translated = new Map<string, { card: Fields; index: number }>();
  if (cardFields.length > 0) {
    if (!Array.isArray(value.items)) {
      at("/items", `items is missing or not a list: translate the cards of ${englishFile}.`);
    } else {
      value.items.forEach((card: unknown, index: number) => {
        const pointer = `/items/${index}`;
        if (!isObject(card)) {
          at(pointer, `items[${index}] must be a group of fields in curly braces ({…}).`);
          return;
        }
        const id = card.id;
        const label = `items[${index}]${typeof id === "string" ? ` (id ${JSON.stringify(id)})` : ""}`;
        if (typeof id !== "string") {
          at(pointer, `${label}: id is missing: give the id of the English card it translates.`);
        } else if (translated.has(id)) {
          const first = translated.get(id)?.index ?? 0;
          at(
            `${pointer}/id`,
            `${label}: items[${first}] already translates this card. Remove one.`,
          );
        } else if (!englishIds.has(id)) {
          at(
            `${pointer}/id`,
            `${label}: ${englishFile} has no card with this id. A translated card pairs with its English card by id: correct the id, or remove the card.`,
          );
        } else {
          translated.set(id, { card, index });
        }
        for (const key of Object.keys(card)) {
          if (key === "id" || cardFields.includes(key)) continue;
          at(
            `${pointer}/${key}`,
            translatable.allCardFields.includes(key)
              ? `${label}: ${key} is not translated: it comes from the English card in ${englishFile}. Remove it here.`
              : `${label}: unknown field "${key}". A translated card holds id, ${cardFields.join(", ")}.`,
          );
        }
        for (const field of cardFields) {
          if (!(field in card)) {
            at(pointer, `${label}: ${field} is missing: translate it from ${englishFile}.`);
          }
        }
      });
      for (const card of englishCards) {
        if (typeof card.id !== "string" || translated.has(card.id)) continue;
        const name = typeof card.name === "string" ? ` (${JSON.stringify(card.name)})` : "";
        at(
          "/items",
          `the card with id ${JSON.stringify(card.id)}${name} is missing: translate it from ${englishFile}.`,
        );
      }
    }
  }

  if (!isObject(english)) return problems;
  // The same schema as English, on English with these texts put in: the same limits and wording.
  // The cards as the pages show them (englishFallback.ts), from those paired above: an id given
  // twice counts once, by its first card, as reported.
  const merged: Fields = { ...english, ...pick(value, fields) };
  if (cardFields.length > 0) {
    const paired = [...translated.values()].map(({ card }) => card);
    merged.items = localizedCards(englishCards, paired, cardFields);
  }
  for (const { pointer, message } of input.validate(merged)) {
    const top = /^\/([^/]+)$/.exec(pointer);
    if (top?.[1] && fields.includes(top[1]) && top[1] in value) {
      at(pointer, message);
      continue;
    }
    const inCard = /^\/items\/(\d+)\/([^/]+)$/.exec(pointer);
    const card = inCard ? englishCards[Number(inCard[1])] : undefined;
    const field = inCard?.[2];
    const translation = typeof card?.id === "string" ? translated.get(card.id) : undefined;
    if (!translation || !field || !cardFields.includes(field) || !(field in translation.card)) {
      continue; // English's own problem: reported on the English file.
    }
    const id = JSON.stringify(card?.id);
    at(
      `/items/${translation.index}/${field}`,
      `items[${translation.index}] (id ${id}): ${message}`,
    );
  }
  return problems;
}
