import { BLOCK_SCHEMAS, blockShape, pageTexts, translatedAt } from "../pageTexts";
import { localizedPage } from "../englishFallback";
import { RECORD } from "../translations";
import type { TranslationFile } from "../translations";
import { pageMessage } from "./pageLabels";
import type { TypeOf } from "./pageLabels";
import {
  PAGE_FIELDS,
  PAGE_PROPERTIES,
  idsIn,
  listOf,
  propertiesOf,
  show,
  text,
} from "./pageFields";
import { recordProblems } from "./pageRecord";
import { lineOf } from "./problems";
import type { Problem } from "./types";
import { isObject } from "../../types/fields";
import type { Fields } from "../../types/fields";

/**
 * The checks of one translation of a page (content/<locale>/pages/<slug>.json) against its English
 * page, as translations.ts checks a file of cards: a translation holds texts only, each block and
 * item under the id of the English one it translates; everything else is English's. A translation
 * that does not give every text yet is not wrong: the page is simply not in that language yet.
 */

export type PageTranslationInput = TranslationFile & {
  /** The English page (content/en/pages/<slug>.json), which has passed its own checks (pages.ts). */
  english: Fields;
};

/** "blocks[2] (faq "pro")" and the like need a translated block's type: its English block's. */
export function englishTypes(english: Fields): TypeOf {
  const types = new Map(
    listOf(english.blocks).flatMap((block) =>
      isObject(block) && text(block.id) ? [[block.id, text(block.type)] as const] : [],
    ),
  );
  return (block) => types.get(block.id);
}

export function checkPageTranslation(input: PageTranslationInput): Problem[] {
  const { file, englishFile, locale, english, value, lines } = input;
  const problems: Problem[] = [];
  const typeOf = englishTypes(english);
  const at = (pointer: string, message: string) =>
    problems.push({
      file,
      line: lineOf(pointer, lines),
      message: `${locale.englishName} (${locale.code}): ${pageMessage(pointer, message, value, typeOf)}`,
    });
  const mustBeText = (pointer: string, field: string, data: Fields) => {
    if (field in data && typeof data[field] !== "string") {
      at(
        `${pointer}/${field}`,
        `${field} must be text in double quotes ("…"), got ${show(data[field])}`,
      );
    }
  };
  /** Each field of `data` a translation may not hold: English's own (`known`), or unknown. */
  const onlyAllowed = (
    pointer: string,
    data: Fields,
    allowed: string[],
    known: object,
    [from, holder]: [string, string],
  ) => {
    for (const key of Object.keys(data)) {
      if (allowed.includes(key)) continue;
      at(
        `${pointer}/${key}`,
        key in known
          ? `${key} is not translated: it comes from the English ${from} in ${englishFile}. Remove it here.`
          : `unknown field "${key}". A translated ${holder} holds ${allowed.join(", ")}.`,
      );
    }
  };
  const holds = [...PAGE_FIELDS, "blocks"].join(", ");
  if (!isObject(value)) {
    at("", `the file must be a group of fields in curly braces ({…}) with ${holds}.`);
    return problems;
  }
  for (const key of Object.keys(value)) {
    if (key === "$schema" || key === "blocks" || PAGE_FIELDS.includes(key)) continue;
    if (key === RECORD) {
      for (const [pointer, message] of recordProblems(value[RECORD], english, englishFile)) {
        at(`/${RECORD}${pointer}`, message);
      }
      continue;
    }
    at(
      `/${key}`,
      key in PAGE_PROPERTIES
        ? `${key} is not translated: it comes from ${englishFile}. Remove it from this file.`
        : `unknown field "${key}". A translation holds ${holds} and ${RECORD}.`,
    );
  }
  for (const field of PAGE_FIELDS) mustBeText("", field, value);
  if ("blocks" in value && !Array.isArray(value.blocks)) {
    at(
      "/blocks",
      "blocks must be a list in square brackets ([…]) of the translated blocks, each with the id of its English block.",
    );
  }
  const englishBlocks = new Map(
    listOf(english.blocks).flatMap((block) =>
      isObject(block) && text(block.id) ? [[block.id as string, block] as const] : [],
    ),
  );
  const blockIds = new Map<string, number>();
  listOf(value.blocks).forEach((block, index) => {
    const pointer = `/blocks/${index}`;
    const id = isObject(block) ? block.id : undefined;
    if (!isObject(block))
      return at(pointer, `${index} must be a group of fields in curly braces ({…}).`);
    if (typeof id !== "string") {
      return at(`${pointer}/id`, "id is missing: give the id of the English block it translates.");
    }
    const twin = blockIds.get(id);
    if (twin !== undefined) {
      return at(`${pointer}/id`, `blocks[${twin}] already translates this block. Remove one.`);
    }
    blockIds.set(id, index);
    const original = englishBlocks.get(id);
    if (!original) {
      return at(
        `${pointer}/id`,
        `${englishFile} has no block with this id. A translated block pairs with its English block by id: correct the id, or remove the block.`,
      );
    }
    const type = String(original.type);
    const { fields, lists } = blockShape(type);
    const allowed = ["id", ...fields, ...Object.keys(lists)];
    if (allowed.length === 1) {
      return at(
        pointer,
        `${index} has no text to translate: a ${type} block is English's in every language. Remove it from this file.`,
      );
    }
    const properties = propertiesOf(BLOCK_SCHEMAS[type]);
    onlyAllowed(pointer, block, allowed, properties, ["block", `${type} block`]);
    for (const field of fields) mustBeText(pointer, field, block);
    for (const [list, itemFields] of Object.entries(lists)) {
      if (!(list in block)) continue;
      if (!Array.isArray(block[list])) {
        at(
          `${pointer}/${list}`,
          `${list} must be a list in square brackets ([…]) of the translated items, each with the id of its English item.`,
        );
        continue;
      }
      const englishIds = idsIn(original[list]);
      const itemProperties = properties[list]?.items?.properties ?? {};
      const itemIds = new Map<string, number>();
      listOf(block[list]).forEach((item, itemIndex) => {
        const itemPointer = `${pointer}/${list}/${itemIndex}`;
        const itemId = isObject(item) ? item.id : undefined;
        if (!isObject(item)) {
          return at(itemPointer, `${itemIndex} must be a group of fields in curly braces ({…}).`);
        }
        if (typeof itemId !== "string") {
          return at(
            `${itemPointer}/id`,
            "id is missing: give the id of the English item it translates.",
          );
        }
        const itemTwin = itemIds.get(itemId);
        if (itemTwin !== undefined) {
          return at(
            `${itemPointer}/id`,
            `${list}[${itemTwin}] already translates this item. Remove one.`,
          );
        }
        itemIds.set(itemId, itemIndex);
        if (!englishIds.has(itemId)) {
          return at(
            `${itemPointer}/id`,
            `${englishFile} has no item with this id in the block's ${list}. A translated item pairs with its English item by id: correct the id, or remove the item.`,
          );
        }
        const itemAllowed = ["id", ...itemFields];
        onlyAllowed(itemPointer, item, itemAllowed, itemProperties, ["item", `item of ${list}`]);
        for (const field of itemFields) mustBeText(itemPointer, field, item);
      });
    }
  });

  // The same schema as English, on English with these texts put in: the same limits and wording.
  const texts = new Map(pageTexts(english).map((about) => [about.pointer, about]));
  for (const { pointer, message } of input.validate(localizedPage(english, value))) {
    const about = texts.get(pointer);
    // Not a text this file gives (English's own problem), or one it leaves blank: not given yet.
    const given = about ? translatedAt(value, about.key) : {};
    if (given.pointer === undefined || !given.value?.trim()) continue;
    at(given.pointer, message);
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
