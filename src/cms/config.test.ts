/** @jest-environment node */
import fs from "fs";
import path from "path";

import Ajv from "ajv";

import legalSchema from "../../content/schemas/legal-frontmatter.schema.json";
import { RECORD } from "../content/translations";
import { JSON_COLLECTIONS, I18N, RECORD_FIELD, collections, fieldsFrom, resolve } from "./config";
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
  it("is labelled with its schema's title, and hinted with its description", () => {
    expect(field.label).toBe(node.title);
    expect(field.hint).toBe(node.description);
  });

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
            : node.imageFile
              ? "image"
              : node.cardIcon
                ? "card-icon"
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
  it("edit each content file in every language, and the legal folder in English", () => {
    // Decap's multiple_folders: the entry <name> of content/ is content/<locale>/<name>.json.
    expect(I18N).toEqual({
      structure: "multiple_folders",
      locales: ["en", "de", "ja", "ar"],
      default_locale: "en",
    });
    const targets = collections().map((collection) => [
      collection.name,
      collection.folder,
      "filter" in collection ? collection.filter : undefined,
      "i18n" in collection ? collection.i18n : false,
    ]);
    expect(targets).toEqual([
      ["site", "content", { field: "$schema", value: "../schemas/site.schema.json" }, true],
      [
        "use-cases",
        "content",
        { field: "$schema", value: "../schemas/use-cases.schema.json" },
        true,
      ],
      ["models", "content", { field: "$schema", value: "../schemas/models.schema.json" }, true],
      ["legal", "content/legal", undefined, false],
      ["pages", "content", { field: "$schema", value: "../../schemas/page.schema.json" }, true],
    ]);
    // Each JSON file names its schema: the filter finds exactly one entry per collection.
    for (const { name } of JSON_COLLECTIONS) {
      const english = JSON.parse(
        fs.readFileSync(path.join(__dirname, `../../content/en/${name}.json`), "utf8"),
      ) as { $schema: string };
      expect(english.$schema).toBe(`../schemas/${name}.schema.json`);
    }
  });

  it("translate exactly what the schemas mark translatable; a card's id comes from English", () => {
    const settings = (fields: CmsField[], schema: SchemaNode): Array<[string, unknown]> =>
      fields.flatMap((field) => {
        const node = resolve(schema.properties?.[field.name] ?? {});
        const own: [string, unknown] = [field.name, field.i18n];
        const expected =
          node.translatable === true ||
          field.name === "$schema" ||
          node.type === "array" ||
          field.name === RECORD
            ? true
            : field.name === "id"
              ? "duplicate"
              : false;
        expect(own).toEqual([field.name, expected]);
        return node.items && field.fields ? [own, ...settings(field.fields, node.items)] : [own];
      });
    for (const { name, schema } of JSON_COLLECTIONS) {
      const collection = collections().find((candidate) => candidate.name === name);
      const fields = collection && "fields" in collection ? collection.fields : [];
      const all = settings(fields as CmsField[], schema);
      expect(all.filter(([, i18n]) => i18n === true).length).toBeGreaterThan(1);
    }
    // A translated file's own texts say beside them when their English changed.
    const site = collections().find((collection) => collection.name === "site");
    const tagline = (site?.fields as CmsField[]).find((field) => field.name === "tagline");
    const hero = (site?.fields as CmsField[]).find((field) => field.name === "heroDescription");
    expect([tagline?.widget, hero?.widget]).toEqual(["translated-string", "translated-text"]);
    const models = collections().find((collection) => collection.name === "models");
    // First, each translation's record of the English it came from, kept by the editor.
    expect((models?.fields as CmsField[])[0]).toEqual(RECORD_FIELD);
    const items = (models?.fields as CmsField[]).find((field) => field.name === "items");
    expect(items?.widget).toBe("cards");
    expect(items?.fields?.map(({ name, i18n }) => [name, i18n])).toEqual([
      ["id", "duplicate"],
      ["icon", false],
      ["name", true],
      ["description", true],
      ["comingSoon", false],
    ]);
  });

  it("make pages from blocks, named by a slug made from the title, in every language", () => {
    const pages = collections().find((collection) => collection.name === "pages");
    expect(pages).toMatchObject({
      folder: "content",
      // Decap's multiple_folders put the language before the path: content/<locale>/pages/<slug>.json.
      path: "pages/{{slug}}",
      slug: "{{fields.slug}}",
      identifier_field: "title",
      create: true,
      delete: true,
      i18n: true,
    });
    const fields = (pages?.fields ?? []) as CmsField[];
    expect(fields.map(({ name, label, widget, i18n }) => [name, label, widget, i18n])).toEqual([
      [RECORD, "Translation", "translation-record", true],
      ["$schema", "Schema", "hidden", true],
      ["title", "Title", "translated-string", true],
      ["slug", "Address", "page-slug", false],
      ["description", "Description", "translated-text", true],
      ["footer", "Listed in the footer", "boolean", false],
      ["blocks", "Blocks", "blocks", true],
    ]);
    // A translation may be saved unfinished: its texts are required in English only.
    expect(fields.filter(({ required }) => required).map(({ name }) => name)).toEqual([
      "title",
      "slug",
      "description",
      "blocks",
    ]);
    expect(
      fields.filter((field) => field.octopus_translation_optional).map(({ name }) => name),
    ).toEqual(["title", "description"]);
  });

  it("keep the legal body as typed: raw Markdown only", () => {
    const legal = collections().find((collection) => collection.name === "legal");
    const body =
      legal && "fields" in legal ? legal.fields.find((f) => f.name === "body") : undefined;
    expect(body).toMatchObject({ widget: "markdown", modes: ["raw"], required: true });
  });
});
