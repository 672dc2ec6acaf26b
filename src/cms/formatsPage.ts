import { BLOCK_SCHEMAS } from "../content/pageTexts";
import { SCHEMA_DOCUMENTS } from "../content/schemaDocuments";
import { RECORD } from "../content/translations";
import { pageToWrite } from "./blocks/editedPage";
import { orderLikeSchema } from "./formats";
import type { Formatter, JsonSchema } from "./formats";
import { PAGE_SCHEMA_REFERENCE, SLUG_FIELD } from "./pagesCollection";
import { isObject } from "../types/fields";
import type { Fields } from "../types/fields";

/**
 * How the editor writes a page made from blocks (content/<locale>/pages/<slug>.json): as the
 * other JSON files (two-space indentation, a final newline), every object's keys in its schema's
 * order (a block's in its block schema's), the schema named first; a translation's record in the
 * page's order. A translation is made again from the English page being saved
 * (blocks/editedPage.ts), so it never keeps a block or item English no longer has.
 *
 * The slug the editor types for a new page is the file's name, not part of it, and is left out.
 * A new page is saved in every language, as Decap's i18n saves a new entry: a translation with no
 * text yet is its schema alone, `{ "$schema": … }`, which the checks count as not yet translated.
 */

const blockSchemas = (): JsonSchema[] =>
  Object.values(BLOCK_SCHEMAS).map((file) => SCHEMA_DOCUMENTS[file] as JsonSchema);

/**
 * Every block's fields in one order, the block schemas' in turn (page.schema.json's order), and so
 * their items' fields: each block schema lists its fields in this order, so English's blocks and a
 * translation's (which have no type to find their schema by) are written in their schema's order.
 */
const BLOCK_ORDER: JsonSchema = blockSchemas().reduce<JsonSchema>(
  (union, schema) => {
    const properties = { ...union.properties };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const items = property.items?.properties;
      const known = properties[name]?.items?.properties;
      properties[name] = items ? { items: { properties: { ...known, ...items } } } : {};
    }
    return { properties };
  },
  { properties: {} },
);

/** The record of a translation: its texts as the page orders them, blocks and items by the page's order. */
function orderRecord(record: unknown, page: Fields): unknown {
  if (!isObject(record)) return record;
  const ordered = orderLikeSchema(record, {
    properties: { title: {}, description: {}, blocks: {} },
  }) as Fields;
  const recorded = ordered.blocks;
  if (!isObject(recorded)) return ordered;
  const blocks = (Array.isArray(page.blocks) ? page.blocks : []).filter(isObject);
  const byPage = (ids: unknown[], group: Fields) => [
    ...ids.filter((id): id is string => typeof id === "string" && id in group),
    ...Object.keys(group).filter((id) => !ids.includes(id)),
  ];
  const orderBlockRecord = (id: string) => {
    const block = blocks.find((candidate) => candidate.id === id) ?? {};
    const fields = orderLikeSchema(recorded[id], BLOCK_ORDER) as Fields;
    if (!isObject(fields)) return fields;
    for (const [list, items] of Object.entries(fields)) {
      if (!isObject(items)) continue;
      const order = (Array.isArray(block[list]) ? (block[list] as unknown[]) : [])
        .filter(isObject)
        .map((item) => item.id);
      const itemOrder = BLOCK_ORDER.properties?.[list]?.items;
      fields[list] = Object.fromEntries(
        byPage(order, items).map((item) => [item, orderLikeSchema(items[item], itemOrder)]),
      );
    }
    return fields;
  };
  ordered.blocks = Object.fromEntries(
    byPage(
      blocks.map((block) => block.id),
      recorded,
    ).map((id) => [id, orderBlockRecord(id)]),
  );
  return ordered;
}

export const pageFormat: Formatter = {
  fromFile: (content) => JSON.parse(content),
  toFile: (data) => {
    const { [SLUG_FIELD]: _slug, ...rest } = pageToWrite(data as Fields);
    const page = orderLikeSchema(
      { ...rest, $schema: PAGE_SCHEMA_REFERENCE },
      SCHEMA_DOCUMENTS["page.schema.json"] as JsonSchema,
    ) as Fields;
    if (Array.isArray(page.blocks)) {
      page.blocks = page.blocks.map((block) => orderLikeSchema(block, BLOCK_ORDER));
    }
    if (RECORD in page) page[RECORD] = orderRecord(page[RECORD], page);
    return `${JSON.stringify(page, null, 2)}\n`;
  },
};
