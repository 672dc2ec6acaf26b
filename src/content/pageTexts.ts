import { SCHEMA_DOCUMENTS } from "./schemaDocuments";
import { isObject } from "../types/fields";
import type { Fields } from "../types/fields";

/**
 * The texts of a page made from blocks (content/<locale>/pages/<slug>.json), from the schemas:
 * what a translation gives, where each text is, and a page in a language with English where its
 * translation gives nothing. Nothing here reads files, so the checks, the build, the translators'
 * tools and the editor in the browser share it.
 *
 * A translation holds the texts only, paired with English by block id and item id, as cards are:
 *
 *     { "title": "…", "description": "…",
 *       "blocks": [{ "id": "billing", "title": "…",
 *                    "questions": [{ "id": "refunds", "question": "…", "answer": "…" }] }],
 *       "translatedFrom": { "title": "…", "blocks": { "billing": { "title": "…",
 *                           "questions": { "refunds": { "answer": "…" } } } } } }
 *
 * Everything else (a block's type, order, action and picture, whether the footer lists the page)
 * is English's.
 */

type Property = {
  translatable?: boolean;
  maxLength?: number;
  description?: string;
  markdown?: boolean;
  $ref?: string;
  type?: string;
  items?: SchemaObject;
};
type SchemaObject = { properties?: Record<string, Property>; $ref?: string };

/** A deep copy of JSON data (structuredClone is not in every test environment). */
export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

const PAGE_SCHEMA = "page.schema.json";

/** The block schemas page.schema.json accepts, in its order (the order editors see the types in). */
const BLOCK_FILES = (
  SCHEMA_DOCUMENTS[PAGE_SCHEMA] as {
    properties: { blocks: { items: { oneOf: Array<{ $ref: string }> } } };
  }
).properties.blocks.items.oneOf.map(({ $ref }) => $ref);

/** The block types, each with its schema file: "faq" → "block-faq.schema.json". */
export const BLOCK_SCHEMAS: Record<string, string> = Object.fromEntries(
  BLOCK_FILES.map((file) => {
    const document = SCHEMA_DOCUMENTS[file];
    const type = (document as { properties?: { type?: { const?: string } } } | undefined)
      ?.properties?.type?.const;
    if (!type) throw new Error(`content/schemas/${file} is missing or has no "type" const.`);
    return [type, file];
  }),
);

export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS);

/** A schema file's properties, by name: `{}` for a file there is not. */
export const propertiesOf = (file: string | undefined): Record<string, Property> =>
  (SCHEMA_DOCUMENTS[file ?? ""] as SchemaObject | undefined)?.properties ?? {};

/** A text field's facts, with those of the definition it refers to ("markdown"). */
function facts(property: Property): { maxLength?: number; about?: string; markdown: boolean } {
  const definition = property.$ref?.split("#/definitions/")[1];
  const common = (
    SCHEMA_DOCUMENTS["common.schema.json"] as { definitions: Record<string, Property> }
  ).definitions[definition ?? ""];
  return {
    ...(property.maxLength ? { maxLength: property.maxLength } : {}),
    ...(property.description ? { about: property.description } : {}),
    markdown: Boolean(property.markdown ?? common?.markdown),
  };
}

/** A block type's translatable fields, and its lists of items with theirs: from its schema. */
export function blockShape(type: string): { fields: string[]; lists: Record<string, string[]> } {
  const file = BLOCK_SCHEMAS[type];
  const fields: string[] = [];
  const lists: Record<string, string[]> = {};
  for (const [name, property] of Object.entries(file ? propertiesOf(file) : {})) {
    if (property.translatable) fields.push(name);
    const item = property.items?.properties;
    if (property.type === "array" && item) {
      lists[name] = Object.entries(item).flatMap(([field, p]) => (p.translatable ? [field] : []));
    }
  }
  return { fields, lists };
}

/**
 * A text field's maximum length, from the schemas: a page's own field (`type` "page") or a block
 * type's, on the block or on its items ("faq", "answer"). Undefined where the schemas give none.
 */
export function maxLengthOf(type: string, field: string): number | undefined {
  const properties = propertiesOf(type === "page" ? PAGE_SCHEMA : (BLOCK_SCHEMAS[type] ?? ""));
  const property =
    properties[field] ??
    Object.values(properties).find((list) => list.items?.properties?.[field])?.items?.properties?.[
      field
    ];
  return property ? facts(property).maxLength : undefined;
}

/** A page's own translatable fields: its title and description. */
export const PAGE_FIELDS = Object.entries(propertiesOf(PAGE_SCHEMA)).flatMap(([name, property]) =>
  property.translatable ? [name] : [],
);

/** One text of a page, as English has it. */
export type PageText = {
  /** Its place by ids, the same in every language: "title", "blocks/billing/questions/refunds/answer". */
  key: string;
  /** Where it is in the English file: "/blocks/2/questions/1/answer". */
  pointer: string;
  field: string;
  source: string;
  block?: { id: string; type: string };
  item?: { list: string; id: string };
  maxLength?: number;
  about?: string;
  /** Written in Markdown (a text block's body, an answer). */
  markdown: boolean;
};

const blocksOf = (page: unknown): Fields[] =>
  isObject(page) && Array.isArray(page.blocks) ? page.blocks.filter(isObject) : [];

const itemsOf = (block: Fields, list: string): Fields[] => {
  const items = block[list];
  return Array.isArray(items) ? items.filter(isObject) : [];
};

/** Every text of an English page, in the page's order. Blocks or items without an id are skipped. */
export function pageTexts(english: unknown): PageText[] {
  if (!isObject(english)) return [];
  const pageProperties = propertiesOf(PAGE_SCHEMA);
  const texts: PageText[] = [];
  for (const field of PAGE_FIELDS) {
    const source = text(english[field]);
    if (source === undefined) continue;
    texts.push({
      key: field,
      pointer: `/${field}`,
      field,
      source,
      ...facts(pageProperties[field] ?? {}),
    });
  }
  blocksOf(english).forEach((block, index) => {
    const id = text(block.id);
    const type = text(block.type);
    if (!id || !type || !BLOCK_SCHEMAS[type]) return;
    const properties = propertiesOf(BLOCK_SCHEMAS[type]);
    const { fields, lists } = blockShape(type);
    const at = `/blocks/${index}`;
    for (const field of fields) {
      const source = text(block[field]);
      if (source === undefined) continue;
      texts.push({
        key: `blocks/${id}/${field}`,
        pointer: `${at}/${field}`,
        field,
        source,
        block: { id, type },
        ...facts(properties[field] ?? {}),
      });
    }
    for (const [list, itemFields] of Object.entries(lists)) {
      const itemProperties = properties[list]?.items?.properties ?? {};
      itemsOf(block, list).forEach((item, itemIndex) => {
        const itemId = text(item.id);
        if (!itemId) return;
        for (const field of itemFields) {
          const source = text(item[field]);
          if (source === undefined) continue;
          texts.push({
            key: `blocks/${id}/${list}/${itemId}/${field}`,
            pointer: `${at}/${list}/${itemIndex}/${field}`,
            field,
            source,
            block: { id, type },
            item: { list, id: itemId },
            ...facts(itemProperties[field] ?? {}),
          });
        }
      });
    }
  });
  return texts;
}

/**
 * Every place a translation of this English page may hold a text, by key, in the page's order:
 * the page's fields and each translatable field of every block and item English has (by id),
 * whether or not English gives that text now (src/cms/blocks/pairPage.ts says why).
 */
export function translatableKeys(english: unknown): string[] {
  if (!isObject(english)) return [];
  const keys = [...PAGE_FIELDS];
  for (const block of blocksOf(english)) {
    const id = text(block.id);
    const type = text(block.type);
    if (!id || !type || !BLOCK_SCHEMAS[type]) continue;
    const { fields, lists } = blockShape(type);
    keys.push(...fields.map((field) => `blocks/${id}/${field}`));
    for (const [list, itemFields] of Object.entries(lists)) {
      for (const item of itemsOf(block, list)) {
        const itemId = text(item.id);
        if (itemId)
          keys.push(...itemFields.map((field) => `blocks/${id}/${list}/${itemId}/${field}`));
      }
    }
  }
  return keys;
}

/** Where a text is in a translation: its JSON pointer there and the text, if the translation has it. */
export function translatedAt(
  translation: unknown,
  key: string,
): { pointer?: string; value?: string } {
  if (!isObject(translation)) return {};
  const parts = key.split("/");
  if (parts.length === 1) {
    const field = parts[0] ?? "";
    return field in translation ? { pointer: `/${field}`, value: text(translation[field]) } : {};
  }
  const [, blockId, ...rest] = parts;
  const blocks = Array.isArray(translation.blocks) ? translation.blocks : [];
  const blockIndex = blocks.findIndex((block) => isObject(block) && block.id === blockId);
  const block = blocks[blockIndex];
  if (!isObject(block)) return {};
  if (rest.length === 1) {
    const field = rest[0] ?? "";
    return field in block
      ? { pointer: `/blocks/${blockIndex}/${field}`, value: text(block[field]) }
      : {};
  }
  const [list = "", itemId, field = ""] = rest;
  const items = Array.isArray(block[list]) ? (block[list] as unknown[]) : [];
  const itemIndex = items.findIndex((item) => isObject(item) && item.id === itemId);
  const item = items[itemIndex];
  if (!isObject(item) || !(field in item)) return {};
  return {
    pointer: `/blocks/${blockIndex}/${list}/${itemIndex}/${field}`,
    value: text(item[field]),
  };
}

/** The English a translation records for a text (`translatedFrom`, nested by ids), if any. */
export function recordedFor(translation: unknown, key: string): string | undefined {
  if (!isObject(translation)) return undefined;
  let at: unknown = translation.translatedFrom;
  for (const part of key.split("/")) at = isObject(at) ? at[part] : undefined;
  return text(at);
}

/** Sets a recorded English text in a translation's `translatedFrom`, making the groups it needs. */
export function withRecorded(record: unknown, key: string, source: string): Fields {
  const root: Fields = isObject(record) ? clone(record) : {};
  const parts = key.split("/");
  let at = root;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(at[part])) at[part] = {};
    at = at[part] as Fields;
  }
  at[parts.at(-1) ?? ""] = source;
  return root;
}

/** The texts an English page has that its translation does not give (empty: the page is complete). */
export const missingTexts = (english: unknown, translation: unknown): PageText[] =>
  pageTexts(english).filter(({ key }) => {
    const value = translatedAt(translation, key).value;
    return value === undefined || value.trim() === "";
  });

// A page in a language, English's where its translation gives no text: the English fallback's
// rule, with the site's and the cards' (englishFallback.ts).

/**
 * The translations a page exists in: those that give every text (`missingTexts`); English's page
 * always exists. The build, the footer, the links' check and `i18n:status` share the rule.
 */
export function pageLocales<Code extends string>(
  english: unknown,
  translations: ReadonlyArray<{ locale: Code; translation: unknown }>,
): Code[] {
  return translations
    .filter(({ translation }) => translation !== undefined)
    .filter(({ translation }) => missingTexts(english, translation).length === 0)
    .map(({ locale }) => locale);
}
