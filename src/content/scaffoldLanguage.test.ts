/** @jest-environment node */
import path from "path";

import { languageUnits } from "./languageUnits";
import { scaffoldLanguage } from "./scaffoldLanguage";

const ROOT = path.resolve(__dirname, "../..");

describe("a new language's files", () => {
  const files = scaffoldLanguage(ROOT, "fr");

  it("are the three content files, the words and an empty record", () => {
    expect(Object.keys(files)).toEqual([
      "content/fr/site.json",
      "content/fr/use-cases.json",
      "content/fr/models.json",
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
});
