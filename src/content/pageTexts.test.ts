/** @jest-environment node */
import faqBlockSchema from "../../content/schemas/block-faq.schema.json";
import pageSchema from "../../content/schemas/page.schema.json";
import { maxLengthOf } from "./pageTexts";

describe("maxLengthOf", () => {
  it("reads a page's own field, a block's field and a field of a block's items from its schema", () => {
    expect(maxLengthOf("page", "title")).toBe(pageSchema.properties.title.maxLength);
    expect(maxLengthOf("faq", "title")).toBe(faqBlockSchema.properties.title.maxLength);
    expect(maxLengthOf("faq", "answer")).toBe(
      faqBlockSchema.properties.questions.items.properties.answer.maxLength,
    );
  });

  it("gives nothing for a field without a limit, an unknown field or an unknown type", () => {
    expect(maxLengthOf("faq", "id")).toBeUndefined();
    expect(maxLengthOf("faq", "price")).toBeUndefined();
    expect(maxLengthOf("carousel", "title")).toBeUndefined();
  });
});
