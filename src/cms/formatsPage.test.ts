/** @jest-environment node */
import fs from "fs";
import path from "path";

import { LOCALE_CODES } from "../i18n/locales";
import { scramble } from "../test/fixtures";
import { rememberEnglishPage } from "./blocks/editedPage";
import { pageFormat } from "./formatsPage";

/**
 * A page's files written back as they are, whatever order Decap's maps hand the keys in: a save
 * changes only what the editor changed, in every language.
 */

const content = path.join(__dirname, "../../content");

const pageFiles = LOCALE_CODES.flatMap((locale) => {
  const dir = path.join(content, locale, "pages");
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `${locale}/pages/${name}`) : [];
});

describe.each(pageFiles)("content/%s", (file) => {
  const text = fs.readFileSync(path.join(content, file), "utf8");

  it("is written back byte for byte, whatever order the keys come in", () => {
    expect(pageFormat.toFile(scramble(pageFormat.fromFile(text)) as object)).toBe(text);
  });
});

describe("a page's format", () => {
  it("always names the schema first, and never writes the slug typed for a new page", () => {
    const written = pageFormat.toFile({
      blocks: [{ id: "intro", text: "Hi.", title: "Hello", type: "hero", action: "none" }],
      slug: "hello",
      title: "Hello",
    });
    expect(JSON.parse(written)).toEqual({
      $schema: "../../schemas/page.schema.json",
      title: "Hello",
      blocks: [{ type: "hero", id: "intro", title: "Hello", text: "Hi.", action: "none" }],
    });
    expect(Object.keys(JSON.parse(written).blocks[0])).toEqual([
      "type",
      "id",
      "title",
      "text",
      "action",
    ]);
    expect(written.endsWith("}\n")).toBe(true);
  });

  it("writes a translation that gives no text yet (a new page's) as its schema alone", () => {
    expect(pageFormat.toFile({})).toBe('{\n  "$schema": "../../schemas/page.schema.json"\n}\n');
  });
});

describe("a page's translation, written beside the English page being saved", () => {
  const english = {
    $schema: "../../schemas/page.schema.json",
    title: "Plans",
    slug: "plans",
    blocks: [
      { type: "hero", id: "intro", title: "Plans", text: "Start free.", action: "none" },
      { type: "useCases", id: "use-cases" },
    ],
  };

  afterEach(() => rememberEnglishPage(undefined));

  it("writes English as it is, and a translation made again from it", () => {
    rememberEnglishPage(english);
    expect(JSON.parse(pageFormat.toFile(english)).blocks).toEqual(english.blocks);
    const german = {
      title: "Tarife",
      blocks: [
        { id: "gone", title: "Nicht mehr in English" },
        { id: "intro", text: "Kostenlos starten.", title: "Tarife" },
      ],
      translatedFrom: { blocks: { gone: { title: "Gone" }, intro: { title: "Plans" } } },
    };
    expect(JSON.parse(pageFormat.toFile(german))).toEqual({
      $schema: "../../schemas/page.schema.json",
      title: "Tarife",
      blocks: [{ id: "intro", title: "Tarife", text: "Kostenlos starten." }],
      translatedFrom: { blocks: { intro: { title: "Plans" } } },
    });
  });
});
