/** @jest-environment node */
import fs from "fs";
import path from "path";

import { englishPages, languageUnits } from "./languageUnits";
import { pageUnits } from "./pageUnits";
import { scaffoldLanguage } from "./scaffoldLanguage";

const ROOT = path.resolve(__dirname, "../..");

describe("a new language's files", () => {
  const files = scaffoldLanguage(ROOT, "fr");

  it("are the three content files, each page made from blocks, the words and an empty record", () => {
    expect(Object.keys(files)).toEqual([
      "content/fr/site.json",
      "content/fr/use-cases.json",
      "content/fr/models.json",
      ...englishPages(ROOT).map((slug) => `content/fr/pages/${slug}.json`),
      "src/i18n/strings/fr.json",
      "src/i18n/strings/translated-from/fr.json",
    ]);
    expect(files["src/i18n/strings/translated-from/fr.json"]).toBe("{}\n");
  });

  it("hold every card by its English id and every text empty: nothing translated", () => {
    const models = JSON.parse(files["content/fr/models.json"] ?? "") as {
      $schema: string;
      items: Array<Record<string, string>>;
    };
    expect(models.$schema).toBe("../schemas/models.schema.json");
    const english = languageUnits(ROOT, "de").filter(({ id }) => id.startsWith("models.json#"));
    expect(models.items.map(({ id }) => id)).toEqual([
      ...new Set(english.flatMap(({ card }) => (card ? [card.id] : []))),
    ]);
    for (const card of models.items) {
      expect(Object.entries(card).filter(([key]) => key !== "id")).toEqual([
        ["name", ""],
        ["description", ""],
      ]);
    }
    const words = JSON.parse(files["src/i18n/strings/fr.json"] ?? "") as Record<string, unknown>;
    expect(JSON.stringify(words)).not.toMatch(/"[^"]+":"[^"]/);
    expect(Object.keys(words)).toContain("sectionTitles");
  });

  it("hold each page's blocks and items by English's ids, in its order, every text empty", () => {
    expect(englishPages(ROOT)).toContain("faq");
    const text = files["content/fr/pages/faq.json"] ?? "";
    const page = JSON.parse(text) as { $schema: string; blocks: Array<{ id: string }> };
    expect(page.$schema).toBe("../../schemas/page.schema.json");
    const english = JSON.parse(
      fs.readFileSync(path.join(ROOT, "content/en/pages/faq.json"), "utf8"),
    ) as unknown;
    const units = pageUnits({
      locale: "de",
      file: "content/fr/pages/faq.json",
      english,
      translation: page,
    });
    // Every text of English has its place in the file, empty: all still to translate.
    expect(units.map(({ state, target }) => [state, target])).toEqual(
      units.map(() => ["missing", ""]),
    );
    expect(units.every(({ pointer, field }) => pointer.endsWith(`/${field}`))).toBe(true);
    expect(new Set(units.map(({ pointer }) => pointer)).size).toBe(units.length);
    // Nothing but the texts: no English fields (type, action, footer), no record yet.
    expect(text).not.toMatch(/"(type|action|footer|translatedFrom)"/);
    expect(page.blocks.map(({ id }) => id)).toEqual([
      ...new Set(units.flatMap(({ block }) => (block ? [block.id] : []))),
    ]);
  });
});
