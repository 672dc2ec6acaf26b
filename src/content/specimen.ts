import { SCHEMA_DOCUMENTS } from "./schemaDocuments";
import { BLOCK_SCHEMAS, BLOCK_TYPES, blockShape, pageTexts, propertiesOf } from "./pageTexts";
import type { Fields } from "../types/fields";

/**
 * The specimen page: one page made from blocks with every block type of the schemas, each text
 * at its schema's maximum length and each list at its maximum number of items, in a language's
 * own words. The browser suites prove each template and block on it, in every language and font,
 * at every width and mode, instead of sweeping every page an editor makes: a layout fault is a
 * property of a block at some text length, not of the page that happens to use it
 * (docs/testing.md, "Specimens"). It is made from the schemas, so a new block type, a longer
 * limit or more items are on it the moment the schema says so; it is built with the site and
 * moved out of public/ before anything could ship it (src/gatsby/specimens.ts).
 */

/** Its slug: a name no editor's page can have (slugs are lowercase letters, digits, hyphens). */
export const SPECIMEN_SLUG = "_specimen";

/** The width of the specimen's picture: the smallest a picture block accepts. */
export const SPECIMEN_PICTURE_WIDTH = 640;
export const SPECIMEN_PICTURE_HEIGHT = 400;
/** The picture, named as a picture block names one, under the specimen's own content folder. */
export const SPECIMEN_PICTURE = "images/specimen-picture.png";

/** `sample` repeated (a space between, unless it has none) and cut to exactly `length` characters. */
export function atLength(sample: string, length: number): string {
  const spaced = /\s/.test(sample);
  let text = sample;
  while (text.length < length) text += (spaced ? " " : "") + sample;
  return text
    .slice(0, length)
    .trimEnd()
    .padEnd(length, spaced ? "." : sample.slice(-1));
}

/**
 * A Markdown text of exactly `length` characters that uses what a text may: a heading, bold, a
 * link and a list where there is room, then the language's words.
 */
export function markdownAtLength(words: string, length: number): string {
  const head = `**${atLength(words, 24)}** [${atLength(words, 16)}](/terms/) `;
  const room = length - head.length;
  if (room < 40) return atLength(words, length);
  if (length < 600) return head + atLength(words, room);
  const list = `\n\n## ${atLength(words, 40)}\n\n- ${atLength(words, 60)}\n- ${atLength(words, 60)}\n\n`;
  const rest = room - list.length;
  const first = Math.floor(rest / 2);
  return head + atLength(words, first) + list + atLength(words, rest - first);
}

const maxItemsOf = (type: string, list: string): number => {
  const property = propertiesOf(BLOCK_SCHEMAS[type])[list] as { maxItems?: number } | undefined;
  if (!property?.maxItems) throw new Error(`No maxItems for ${type}.${list} in the schemas.`);
  return property.maxItems;
};

/** Sets the value at a JSON pointer ("/blocks/2/questions/1/answer") of `page`. */
function setAt(page: Fields, pointer: string, value: string): void {
  const keys = pointer.split("/").slice(1);
  const last = keys.pop() ?? "";
  let target = page as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
}

/** Every text of the page at its schema's maximum, in `wordsOf(its block)`; Markdown as Markdown. */
function fillTexts(page: Fields, wordsOf: (blockId: string | undefined) => string): Fields {
  for (const { pointer, maxLength, markdown, block } of pageTexts(page)) {
    if (!maxLength) throw new Error(`No maxLength for ${pointer} in the schemas.`);
    const words = wordsOf(block?.id);
    setAt(
      page,
      pointer,
      markdown ? markdownAtLength(words, maxLength) : atLength(words, maxLength),
    );
  }
  return page;
}

/** What a block needs beyond its texts, by type: the specimen's choices where a schema gives one. */
const SETTINGS: Record<string, Fields> = {
  // The Login to Chat button in the hero, the store badges in the call to action: both kinds.
  hero: { action: "chat" },
  cta: { action: "stores" },
  image: { image: SPECIMEN_PICTURE, decorative: false },
};

/** The icons a card may name (common.schema.json's cardIcon). */
const CARD_ICONS = (
  SCHEMA_DOCUMENTS["common.schema.json"] as {
    definitions: { cardIcon: { enum: string[] } };
  }
).definitions.cardIcon.enum;

/**
 * What an item of a list carries beyond its id and texts, by the field's schema: a switch on
 * (a card's "Coming soon" badge) and an icon (the last of the set), so that each item is as tall
 * as its schema lets it be. A field of another kind stops the build here, to be given its value.
 */
function itemSettings(type: string, list: string): Fields {
  const item = propertiesOf(BLOCK_SCHEMAS[type])[list]?.items?.properties ?? {};
  const settings: Fields = {};
  for (const [field, { type: kind, translatable, $ref }] of Object.entries(item)) {
    if (field === "id" || translatable) continue;
    if (kind === "boolean") settings[field] = true;
    else if ($ref === "common.schema.json#/definitions/cardIcon")
      settings[field] = CARD_ICONS.at(-1);
    else {
      throw new Error(
        `The specimen page has no value for ${type}.${list}'s ${field}: give it one in itemSettings (src/content/specimen.ts).`,
      );
    }
  }
  return settings;
}

/** A block of `type` with every list full, its texts placeholders (fillTexts sets them). */
export function specimenBlock(type: string, words: string): Fields {
  const { fields, lists } = blockShape(type);
  const required =
    (SCHEMA_DOCUMENTS[BLOCK_SCHEMAS[type] ?? ""] as { required?: string[] } | undefined)
      ?.required ?? [];
  const block: Fields = { type, id: `specimen-${type.toLowerCase()}`, ...SETTINGS[type] };
  // Placeholders, each then filled to its limit (fillTexts).
  for (const field of fields) block[field] = words;
  for (const [list, itemFields] of Object.entries(lists)) {
    block[list] = Array.from({ length: maxItemsOf(type, list) }, (_, index) => ({
      id: `${list}-${index + 1}`,
      ...itemSettings(type, list),
      ...Object.fromEntries(itemFields.map((field) => [field, words])),
    }));
  }
  const unfilled = required.filter((field) => !(field in block));
  if (unfilled.length > 0) {
    throw new Error(
      `The specimen page cannot fill ${type}.${unfilled.join(", ")}: give it a value in SETTINGS (src/content/specimen.ts).`,
    );
  }
  return block;
}

/**
 * The words from their `turn`-th word on, then the rest: each block's texts begin differently, as
 * a page's do (two sections with one title would be one landmark's name twice). A text written
 * without spaces between its words (Japanese, with a "Google Gemini" in it) turns by characters:
 * its two or three "words" would give two blocks one beginning.
 */
export function rotated(words: string, turn: number): string {
  const spaced = words.split(" ");
  const byWord = spaced.length > 1 && words.length / spaced.length < 15;
  const parts = byWord ? spaced : [...words];
  const at = (turn * 3) % parts.length;
  return [...parts.slice(at), ...parts.slice(0, at)].join(byWord ? " " : "");
}

/** The specimen page in a language's words: every block type once, in the schema's order. */
export function specimenPage(words: string): Fields {
  const page = {
    title: words,
    description: words,
    footer: false,
    blocks: BLOCK_TYPES.map((type) => specimenBlock(type, words)),
  };
  const turns = new Map(page.blocks.map((block, index) => [String(block.id), index + 1]));
  return fillTexts(page, (blockId) => rotated(words, blockId ? (turns.get(blockId) ?? 0) : 0));
}

/** The longest of a language's texts, without Markdown's marks: its own words to repeat. */
export function wordsFrom(texts: string[]): string {
  const plain = texts.map((text) =>
    text
      .replace(/[*[\]()#_`>]/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  return plain.reduce((best, text) => (text.length > best.length ? text : best), "");
}
