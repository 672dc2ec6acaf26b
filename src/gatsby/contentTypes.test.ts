/** @jest-environment node */
import { existsSync, readFileSync } from "fs";
import path from "path";
import { parse } from "graphql";

import { generateContentTypes } from "../../scripts/contentTypes/generate";
import { description, sdl } from "../../scripts/contentTypes/graphqlTypes";
import { readSchemaDocuments } from "../../scripts/contentTypes/readSchemas";
import { allObjects, objectModel } from "../../scripts/contentTypes/schemaModel";
import type { Documents, JsonSchema } from "../../scripts/contentTypes/schemaModel";
import { typescript } from "../../scripts/contentTypes/typescriptTypes";
import { CONTENT_TYPE_DEFS } from "./contentTypes.generated";

/**
 * The content's GraphQL and TypeScript types are generated from content/schemas/ by
 * `npm run generate:types`; this runs the generator in memory and compares with the tree, so a
 * schema changed without running it fails here, in `npm test`.
 */
const ROOT = path.resolve(__dirname, "../..");
const generated = generateContentTypes(readSchemaDocuments(path.join(ROOT, "content/schemas")));

describe("the generated content types", () => {
  it.each(Object.keys(generated))("%s is what content/schemas/ give", (file) => {
    const inTree = existsSync(path.join(ROOT, file))
      ? readFileSync(path.join(ROOT, file), "utf8")
      : undefined;
    if (inTree !== generated[file]) {
      throw new Error(
        `${file} is not what content/schemas/*.schema.json give: run npm run generate:types.`,
      );
    }
  });

  it("parse as GraphQL", () => {
    expect(() => parse(CONTENT_TYPE_DEFS)).not.toThrow();
  });
});

describe("a schema's GraphQL type", () => {
  const note: JsonSchema = {
    title: "A note",
    type: "object",
    required: ["title", "body", "items"],
    properties: {
      $schema: { type: "string" },
      title: { $ref: "common.schema.json#/definitions/text", description: "Its title." },
      body: { $ref: "common.schema.json#/definitions/markdown" },
      caption: { $ref: "common.schema.json#/definitions/text" },
      picture: { type: "string", imageFile: true },
      pinned: { type: "boolean" },
      items: {
        type: "array",
        items: { type: "object", required: ["id"], properties: { id: { type: "string" } } },
      },
    },
  };
  const documents: Documents = {
    "common.schema.json": {
      definitions: {
        text: { type: "string", description: "A text." },
        markdown: { type: "string", markdown: true },
      },
    },
    "note.schema.json": note,
  };
  const model = objectModel("NoteJson", note, "note.schema.json", documents, {
    items: {},
    unions: {},
  });

  it("follows the schema: required fields are non-null, pictures link their files", () => {
    expect(sdl(allObjects([model]), [{ model, added: [] }])).toBe(
      [
        "type NoteItem {",
        "  id: String!",
        "}",
        "",
        '"A note"',
        "type NoteJson implements Node @dontInfer {",
        '  "Its title."',
        "  title: String!",
        "  body: String!",
        `  "body as HTML, in the page's language: its links lead to that language's pages."`,
        "  bodyHtml: String!",
        '  "A text."',
        "  caption: String",
        '  picture: File @link(by: "relativePath")',
        "  pinned: Boolean!",
        "  items: [NoteItem!]!",
        "}",
      ].join("\n"),
    );
  });

  it("writes a description with quotes as a block string", () => {
    expect(description('The sentence under "Help".')).toBe('"""The sentence under "Help"."""');
    expect(description('Ends with "quotes"')).toBe('"Ends with \\"quotes\\""');
  });
});

describe("a card shared by several lists", () => {
  const card: JsonSchema = {
    title: "Card",
    type: "object",
    required: ["id", "name"],
    properties: {
      id: { type: "string" },
      name: { $ref: "#/definitions/text", translatable: true },
      comingSoon: { type: "boolean" },
    },
  };
  const list = (title: string): JsonSchema => ({
    title,
    type: "object",
    required: ["items"],
    properties: {
      items: { type: "array", items: { $ref: "common.schema.json#/definitions/card" } },
    },
  });
  const documents: Documents = {
    "common.schema.json": { definitions: { text: { type: "string" }, card } },
    "tools.schema.json": list("Tools"),
    "games.schema.json": list("Games"),
  };
  const model = (name: string, file: string) =>
    objectModel(name, documents[file] ?? {}, file, documents, { items: {}, unions: {} });

  it("is one type, named after its definition, in every list", () => {
    const roots = [
      model("ToolsJson", "tools.schema.json"),
      model("GamesJson", "games.schema.json"),
    ];
    const names = allObjects(roots).map(({ name }) => name);
    expect(names).toEqual(["Card", "ToolsJson", "GamesJson"]);
    const text = sdl(allObjects(roots), []);
    expect(text).toContain(
      "type Card {\n  id: String!\n  name: String!\n  comingSoon: Boolean!\n}",
    );
    expect(text.match(/items: \[Card!\]!/g)).toHaveLength(2);
    // Declared once in TypeScript too, with the first file that holds it.
    const types = typescript(roots, { ToolsJson: "ToolsContent", GamesJson: "GamesContent" });
    for (const name of ["Card", "CardTranslation", "CardRecord"]) {
      expect([name, types.match(new RegExp(`^export type ${name} =`, "gm"))]).toEqual([
        name,
        [`export type ${name} =`],
      ]);
    }
    expect(types).toContain("items: Card[];");
  });

  it("is refused when two different shapes would have one name", () => {
    const other = model("ToolsJson", "tools.schema.json");
    const [item] = other.fields;
    if (item?.type.kind !== "objects") throw new Error("items should be a list of objects");
    item.type.item.fields.pop();
    expect(() => allObjects([other, model("GamesJson", "games.schema.json")])).toThrow(
      "Two types named Card, in content/schemas/common.schema.json and common.schema.json, differ: name one of them in NAMING.",
    );
  });
});
