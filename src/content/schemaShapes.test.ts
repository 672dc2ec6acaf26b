/** @jest-environment node */
import { SCHEMA_DOCUMENTS } from "./schemaDocuments";
import { withSharedShapes } from "./schemaShapes";

/** A list's items that are a shared shape read as if written in the list; nothing else moves. */
describe("withSharedShapes", () => {
  const common = {
    definitions: {
      text: { type: "string", minLength: 1 },
      card: {
        title: "Card",
        type: "object",
        required: ["name"],
        properties: {
          id: { $ref: "#/definitions/text" },
          name: { $ref: "common.schema.json#/definitions/text", maxLength: 40 },
        },
      },
    },
  };
  const list = (items: object) => ({
    type: "object",
    properties: { items: { type: "array", minItems: 1, items } },
  });

  it("writes a shape out where a list refers to it, its references naming their file", () => {
    const documents = withSharedShapes({
      "common.schema.json": common,
      "cards.schema.json": list({ $ref: "common.schema.json#/definitions/card" }),
    });
    expect(documents["cards.schema.json"]).toEqual(
      list({
        title: "Card",
        type: "object",
        required: ["name"],
        properties: {
          // A reference inside common.schema.json names it once it is copied out of it.
          id: { $ref: "common.schema.json#/definitions/text" },
          name: { $ref: "common.schema.json#/definitions/text", maxLength: 40 },
        },
      }),
    );
    // A value's rules stay a reference: the walkers read it with the field's own keywords.
    expect(documents["common.schema.json"]).toEqual(common);
  });

  it("lets the list name its items, and refuses any rule beside the reference", () => {
    const named = withSharedShapes({
      "common.schema.json": common,
      "cards.schema.json": list({
        $ref: "common.schema.json#/definitions/card",
        title: "Model",
        description: "One model.",
      }),
    })["cards.schema.json"] as { properties: { items: { items: object } } };
    expect(named.properties.items.items).toMatchObject({
      title: "Model",
      description: "One model.",
    });
    expect(() =>
      withSharedShapes({
        "common.schema.json": common,
        "cards.schema.json": list({ $ref: "common.schema.json#/definitions/card", maxItems: 3 }),
      }),
    ).toThrow(
      'content/schemas/cards.schema.json: beside "$ref": "common.schema.json#/definitions/card" only a title and a description may be given (found maxItems)',
    );
  });

  it("leaves a reference to a whole file (a block's schema) as it is", () => {
    const page = { properties: { blocks: { items: { oneOf: [{ $ref: "cards.schema.json" }] } } } };
    expect(withSharedShapes({ "page.schema.json": page })["page.schema.json"]).toEqual(page);
  });

  it("gives the site's documents with no shape left to follow, and changes nothing a second time", () => {
    const text = JSON.stringify(SCHEMA_DOCUMENTS);
    expect(text).not.toMatch(/"\$ref":"[^"]*#\/definitions\/card"/);
    expect(withSharedShapes(SCHEMA_DOCUMENTS)).toEqual(SCHEMA_DOCUMENTS);
  });
});
