/** @jest-environment node */
import Ajv from "ajv";

import legalSchema from "../../content/schemas/legal-frontmatter.schema.json";
import { JSON_COLLECTIONS, collections, fieldsFrom, resolve } from "./config";
import type { CmsField, SchemaNode } from "./config";

/**
 * The editor's fields are generated from content/schemas/; these tests hold the generator to
 * every rule a schema states, so the editor and `npm run check:content` cannot drift apart.
 */

type Pair = { path: string; field: CmsField; node: SchemaNode; required: boolean };

/** Every field next to the schema property it came from, through lists of cards. */
function pairs(fields: CmsField[], schema: SchemaNode, prefix = ""): Pair[] {
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties ?? {});
  expect(fields.map((field) => field.name).filter((name) => name !== "body")).toEqual(names);
  return fields.flatMap((field) => {
    const node = schema.properties?.[field.name];
    if (!node) return [];
    const own = {
      path: `${prefix}${field.name}`,
      field,
      node: resolve(node),
      required: required.has(field.name),
    };
    const item = resolve(node).items;
    return item && field.fields
      ? [own, ...pairs(field.fields, item, `${prefix}${field.name}[].`)]
      : [own];
  });
}

const all: Array<[string, Pair]> = [
  ...JSON_COLLECTIONS.flatMap(({ name, schema }) =>
    pairs(fieldsFrom(schema), schema).map((pair): [string, Pair] => [
      `${name}: ${pair.path}`,
      pair,
    ]),
  ),
  ...pairs(fieldsFrom(legalSchema as SchemaNode), legalSchema as SchemaNode).map(
    (pair): [string, Pair] => [`legal: ${pair.path}`, pair],
  ),
];

/** Texts that probe patterns and lengths: empty, spaced, plain, long, and web addresses. */
const samples = (node: SchemaNode) => [
  "",
  " padded ",
  "Claude",
  "a".repeat(node.maxLength ?? 30),
  "a".repeat((node.maxLength ?? 30) + 1),
  // An emoji is one character to ajv and two UTF-16 units to a regular expression.
  `${"a".repeat((node.maxLength ?? 30) - 1)}🐙`,
  `${"a".repeat(node.maxLength ?? 30)}🐙`,
  "http://chat.octopusai.app",
  "https://chat.octopusai.app/login",
  "/terms",
  "/Terms of Use",
  "#5b21b6",
  "images/app.png",
  "/social-card.jpg",
];

const ajv = new Ajv({ strict: false });

describe.each(all)("%s", (_name, { field, node, required }) => {
  it("is required exactly when the schema requires it", () => {
    expect(field.required).toBe(required && field.widget !== "hidden");
  });

  it("has the widget its type needs", () => {
    const expected =
      field.name === "$schema"
        ? "hidden"
        : node.type === "boolean"
          ? "boolean"
          : node.type === "array"
            ? "list"
            : expect.stringMatching(/^(string|text)$/);
    expect(field.widget).toEqual(expected);
    if (node.minItems) expect(field.min).toBe(node.minItems);
  });

  it("accepts exactly the texts the schema's pattern and maximum length accept", () => {
    if (node.type !== "string" || field.widget === "hidden") return;
    const { pattern, maxLength } = node;
    const rules = ajv.compile({
      type: "string",
      ...(pattern ? { pattern } : {}),
      ...(maxLength ? { maxLength } : {}),
    });
    const regex = field.pattern ? new RegExp(field.pattern[0]) : undefined;
    for (const sample of samples(node)) {
      expect([sample, regex ? regex.test(sample) : true]).toEqual([sample, rules(sample)]);
    }
    if (node.patternErrorMessage) expect(field.pattern?.[1]).toContain(node.patternErrorMessage);
    if (maxLength) expect(field.pattern?.[1]).toContain(`At most ${maxLength} characters.`);
  });
});

describe("the collections", () => {
  it("edit each content file, and the legal folder", () => {
    const targets = collections().map((collection) =>
      "files" in collection ? collection.files.map((file) => file.file) : [collection.folder],
    );
    expect(targets).toEqual([
      ["content/en/site.json"],
      ["content/en/use-cases.json"],
      ["content/en/models.json"],
      ["content/legal"],
    ]);
  });

  it("keep the legal body as typed: raw Markdown only", () => {
    const legal = collections().find((collection) => collection.name === "legal");
    const body =
      legal && "fields" in legal ? legal.fields.find((f) => f.name === "body") : undefined;
    expect(body).toMatchObject({ widget: "markdown", modes: ["raw"], required: true });
  });
});
