import path from "path";

import { LOCALES } from "../i18n/locales";
import { manifestTexts } from "./manifest";

const { english, localize } = manifestTexts(path.resolve("content"));

describe("the web app manifest in each language", () => {
  it("gives every translation its own start_url, language and direction", () => {
    expect(localize.map(({ lang, start_url, dir }) => [lang, start_url, dir])).toEqual([
      ["de", "/de/", "ltr"],
      ["ja", "/ja/", "ltr"],
      ["ar", "/ar/", "rtl"],
    ]);
    expect([english.lang, english.start_url]).toEqual(["en", "/"]);
  });

  it("names the app in each language from its site.json, keeping the product's name", () => {
    const names = new Set([english, ...localize].map(({ name }) => name));
    expect(names.size).toBe(LOCALES.length);
    for (const texts of [english, ...localize]) {
      // Japanese writes a full-width colon after the name (strings.productTitle).
      expect(texts.name).toMatch(/^Octopus(: |：)/);
      expect(texts.short_name).toBe("Octopus");
      expect(texts.description.length).toBeGreaterThan(20);
    }
    expect(localize.find(({ lang }) => lang === "de")?.name).toBe(
      "Octopus: Dein persönlicher KI-Chatbot",
    );
    expect(localize.find(({ lang }) => lang === "ja")?.name).toBe(
      "Octopus：あなた専属のAIチャットボット",
    );
  });
});
