import { blockShape } from "../pageTexts";
import { toPointer } from "../jsonLocation";
import { RECORD } from "../translations";
import { PAGE_FIELDS, idsIn, listOf, text } from "./pageFields";
import { isObject } from "../../types/fields";
import type { Fields } from "../../types/fields";

/**
 * What is wrong with a translation's record of the English it was translated from, by JSON
 * pointer inside it: `{ "title": "…", "blocks": { "<block id>": { "title": "…",
 * "questions": { "<item id>": { "answer": "…" } } } } }`, each text under the ids of its place.
 */
export function recordProblems(
  record: unknown,
  english: Fields,
  englishFile: string,
): [string, string][] {
  const shape = `${RECORD} records the English each text was translated from: { "title": "…", "blocks": { "<block id>": { "title": "…", "questions": { "<question id>": { "answer": "…" } } } } }.`;
  const problems: [string, string][] = [];
  const name = (path: string[]) => [RECORD, ...path].join(".");
  const wrong = (path: string[], why = "must be the English text of a translated field") =>
    problems.push([toPointer(path), `${name(path)} ${why}. ${shape}`]);
  const unknown = (path: string[], what: string) =>
    problems.push([
      toPointer(path),
      `${name(path)}: ${englishFile} has no ${what} with this id. Remove its record.`,
    ]);

  if (!isObject(record)) {
    problems.push(["", `${RECORD} must be a group of fields in curly braces ({…}). ${shape}`]);
    return problems;
  }
  const blocks = new Map(
    listOf(english.blocks).flatMap((block) =>
      isObject(block) && text(block.id) ? [[block.id as string, block] as const] : [],
    ),
  );
  for (const [key, recorded] of Object.entries(record)) {
    if (key !== "blocks") {
      if (!PAGE_FIELDS.includes(key) || typeof recorded !== "string") wrong([key]);
      continue;
    }
    if (!isObject(recorded)) {
      wrong([key], "must be a group of blocks by id");
      continue;
    }
    for (const [id, block] of Object.entries(recorded)) {
      const original = blocks.get(id);
      if (!original) {
        unknown([key, id], "block");
        continue;
      }
      if (!isObject(block)) {
        wrong([key, id], "must be a group of the block's texts by field");
        continue;
      }
      const { fields, lists } = blockShape(String(original.type));
      for (const [field, texts] of Object.entries(block)) {
        const itemFields = lists[field];
        if (fields.includes(field) && typeof texts === "string") continue;
        if (!itemFields || !isObject(texts)) {
          wrong([key, id, field], itemFields ? "must be a group of items by id" : undefined);
          continue;
        }
        const ids = idsIn(original[field]);
        for (const [itemId, item] of Object.entries(texts)) {
          const path = [key, id, field, itemId];
          if (!ids.has(itemId)) unknown(path, `item in the block's ${field}`);
          else if (!isObject(item)) wrong(path, "must be a group of the item's texts by field");
          else {
            for (const [itemField, itemText] of Object.entries(item)) {
              if (!itemFields.includes(itemField) || typeof itemText !== "string") {
                wrong([...path, itemField]);
              }
            }
          }
        }
      }
    }
  }
  return problems;
}
