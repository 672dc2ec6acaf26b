import matter from "gray-matter";

import { frontMatterText } from "../content/frontMatter";
import { RECORD } from "../content/translations";

/**
 * How the editor reads and writes the content files, so a save changes only what the editor
 * changed. Decap's own formats would rewrite more: its JSON has no final newline (Prettier wants
 * one) and keeps keys in whatever order its immutable maps iterate, and its YAML folds front
 * matter lines longer than 80 characters. These write the repository's own format instead.
 */

export type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/**
 * `value` with every object's keys in the order its schema lists them (unknown keys after, in
 * the order they came), which is the order of the files in content/.
 */
export function orderLikeSchema(value: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => orderLikeSchema(item, schema?.items));
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  const known = Object.keys(schema?.properties ?? {});
  const keys = [
    ...known.filter((key) => key in record),
    ...Object.keys(record).filter((key) => !known.includes(key)),
  ];
  return Object.fromEntries(
    keys.map((key) => [key, orderLikeSchema(record[key], schema?.properties?.[key])]),
  );
}

export type Formatter = {
  fromFile: (content: string) => unknown;
  toFile: (data: object, sortedKeys?: string[]) => string;
};

/**
 * A translation's record of the English it came from (`translatedFrom`, translations.ts) in one
 * order whatever order it comes in: its texts as the schema lists the fields, its cards by id in
 * alphabetical order, so that moving a card changes nothing in the record.
 */
function orderRecord(record: unknown, schema: JsonSchema): unknown {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return record;
  const ordered = orderLikeSchema(record, schema) as Record<string, unknown>;
  const cards = ordered.items;
  if (typeof cards !== "object" || cards === null || Array.isArray(cards)) return ordered;
  const cardSchema = schema.properties?.items?.items;
  const byId = cards as Record<string, unknown>;
  return {
    ...ordered,
    items: Object.fromEntries(
      Object.keys(byId)
        .sort()
        .map((id) => [id, orderLikeSchema(byId[id], cardSchema)]),
    ),
  };
}

/** content/*.json: two-space indentation, the schema's key order and a final newline. */
export const jsonFormat = (schema: JsonSchema): Formatter => ({
  fromFile: (content) => JSON.parse(content),
  toFile: (data) => {
    const ordered = orderLikeSchema(data, schema) as Record<string, unknown>;
    if (RECORD in ordered) ordered[RECORD] = orderRecord(ordered[RECORD], schema);
    return `${JSON.stringify(ordered, null, 2)}\n`;
  },
});

/**
 * content/legal/*.mdx: YAML front matter in the order of the editor's fields, each value on one
 * line, then the body exactly as typed. gray-matter reads it as gatsby-plugin-mdx does, with
 * js-yaml's YAML 1.1, so it is written as YAML 1.1: a text that 1.1 would read as something else
 * ("2025-04-01", a date; "1_000", a number) gets quotes and is read back as typed.
 */
export const mdxFormat: Formatter = {
  fromFile: (content) => {
    const { data, content: body } = matter(content);
    return { ...data, body };
  },
  toFile: (data, sortedKeys = []) => {
    const { body = "", ...frontMatter } = data as Record<string, unknown> & { body?: string };
    const ordered = Object.fromEntries(
      [
        ...sortedKeys.filter((key) => key in frontMatter),
        ...Object.keys(frontMatter).filter((key) => !sortedKeys.includes(key)),
      ].map((key) => [key, frontMatter[key]]),
    );
    const text = String(body);
    return frontMatterText(ordered, text.endsWith("\n") ? text : `${text}\n`);
  },
};
