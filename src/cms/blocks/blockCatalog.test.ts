/** @jest-environment node */
import { BLOCK_TYPES, blockShape } from "../../content/pageTexts";
import { BLOCK_CATALOG, inBlock } from "./blockCatalog";
import { blockProblems } from "./blockValues";

/** The block types the editor offers are the schemas' own, with their fields, labels and texts. */
describe("the editor's block types", () => {
  it("are every block schema's, in page.schema.json's order", () => {
    expect(BLOCK_CATALOG.map(({ type }) => type)).toEqual([
      "hero",
      "text",
      "cards",
      "faq",
      "cta",
      "image",
      "useCases",
      "models",
    ]);
    expect([...BLOCK_CATALOG.map(({ type }) => type)].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it("name each block and field by its schema's title, and translate what the schema marks", () => {
    const faq = BLOCK_CATALOG.find(({ type }) => type === "faq");
    expect(faq?.label).toBe("FAQ block");
    expect(faq?.fields.map(({ name, label, kind }) => [name, label, kind])).toEqual([
      ["id", "Block id (never changes)", "id"],
      ["title", "Title", "line"],
      ["questions", "Questions", "list"],
    ]);
    const questions = faq?.fields.find(({ name }) => name === "questions")?.item;
    expect(questions?.label).toBe("Question");
    expect(questions?.fields.map(({ name, kind }) => [name, kind])).toEqual([
      ["id", "id"],
      ["question", "line"],
      ["answer", "markdown"],
    ]);
    for (const { type, fields } of BLOCK_CATALOG) {
      const shape = blockShape(type);
      expect([type, fields.filter((f) => f.translatable).map((f) => f.name)]).toEqual([
        type,
        shape.fields,
      ]);
      for (const [list, texts] of Object.entries(shape.lists)) {
        const item = fields.find((f) => f.name === list)?.item;
        expect([type, list, item?.fields.filter((f) => f.translatable).map((f) => f.name)]).toEqual(
          [type, list, texts],
        );
      }
    }
  });

  it("know the picture's description is required unless the picture is decorative", () => {
    const image = BLOCK_CATALOG.find(({ type }) => type === "image");
    const alt = image?.fields.find(({ name }) => name === "alt");
    expect(alt).toMatchObject({ required: false, requiredUnless: "decorative" });
    if (!alt) return;
    expect(inBlock(alt, {}).required).toBe(true);
    expect(inBlock(alt, { decorative: false }).required).toBe(true);
    expect(inBlock(alt, { decorative: true }).required).toBe(false);
    const caption = image?.fields.find(({ name }) => name === "caption");
    expect(caption?.requiredUnless).toBeUndefined();
    const block = { type: "image", id: "shot", image: "images/app-screenshot.png" };
    expect(blockProblems([block]).map(({ field, message }) => [field, message])).toEqual([
      ["alt", "Picture description (alt text) is required."],
    ]);
    expect(blockProblems([{ ...block, decorative: true }])).toEqual([]);
  });
});
