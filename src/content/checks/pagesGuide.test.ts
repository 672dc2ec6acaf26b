/** @jest-environment node */
import fs from "fs";
import path from "path";

import { pageMessages } from "../../test/blockPages";
import { BLOCK_SCHEMAS, BLOCK_TYPES } from "../pageTexts";
import { SCHEMA_DOCUMENTS } from "../schemaDocuments";

/** docs/editing.md's section on pages made from blocks says what the schemas and the checks say. */

const guide = fs.readFileSync(path.resolve(__dirname, "../../../docs/editing.md"), "utf8");
const start = guide.indexOf("## Pages made from blocks");
const section = guide.slice(start, guide.indexOf("\n## ", start + 1));

type Property = { maxLength?: number; items?: { properties?: Record<string, Property> } };

/** Every text's maximum length in a block's schema, its items' included: "title 60", "title 40". */
function maxima(type: string): string[] {
  const schema = SCHEMA_DOCUMENTS[BLOCK_SCHEMAS[type] ?? ""] as {
    properties: Record<string, Property>;
  };
  const found: string[] = [];
  const visit = (properties: Record<string, Property>) => {
    for (const [name, property] of Object.entries(properties)) {
      if (property.maxLength) found.push(`${name} ${property.maxLength}`);
      if (property.items?.properties) visit(property.items.properties);
    }
  };
  visit(schema.properties);
  return found.sort();
}

describe("docs/editing.md on pages made from blocks", () => {
  it("has examples that pass the checks, English and German", () => {
    const examples = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(examples).toHaveLength(2);
    const [english, german] = examples;
    expect(
      pageMessages({
        "content/en/pages/example.json": english,
        "content/de/pages/example.json": german,
      }),
    ).toEqual([]);
  });

  it("lists every block type with its fields' maximum lengths, as the schemas have them", () => {
    const rows = [...section.matchAll(/^\| `(\w+)` +\| (.*) \|$/gm)]
      .filter(([, type]) => type !== "type")
      .map(([, type, fields]) => ({
        type: type ?? "",
        lengths: [...(fields ?? "").matchAll(/`(\w+)`(?:: Markdown)? \((\d+)/g)]
          .map(([, field, length]) => `${field} ${length}`)
          .sort(),
      }));
    expect(rows.map(({ type }) => type)).toEqual(BLOCK_TYPES);
    for (const { type, lengths } of rows) expect([type, lengths]).toEqual([type, maxima(type)]);
  });
});
