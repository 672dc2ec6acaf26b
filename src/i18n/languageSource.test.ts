/** @jest-environment node */
import fs from "fs";
import path from "path";

import {
  addDraftLocale,
  addDraftStrings,
  languageCodes,
  publishDraftLocale,
  publishStrings,
} from "./languageSource";

/** The real list of languages and words, changed as i18n:add and i18n:import change them. */
const locales = fs.readFileSync(path.join(__dirname, "locales.ts"), "utf8");
const strings = fs.readFileSync(path.join(__dirname, "strings.ts"), "utf8");
const FRENCH = { code: "fr", name: "Français", englishName: "French", dir: "ltr" } as const;

describe("the list of languages, changed by its syntax tree", () => {
  it("has the site's four languages and no draft", () => {
    expect(languageCodes(locales)).toEqual({ site: ["en", "de", "ja", "ar"], drafts: [] });
  });

  it("adds a draft: its code in DraftCode, its entry in DRAFT_LOCALES, nothing else", () => {
    const added = addDraftLocale(locales, FRENCH);
    expect(languageCodes(added)).toEqual({ site: ["en", "de", "ja", "ar"], drafts: ["fr"] });
    expect(added).toContain('export type DraftCode = "fr";');
    expect(added).toContain(
      'export const DRAFT_LOCALES: Array<Locale<DraftCode>> = [\n  { code: "fr", name: "Français", englishName: "French", dir: "ltr" },\n];',
    );
    // Everything else as it was.
    expect(
      added.replace(/export type DraftCode = [^;]*;/, "").replace(/DRAFT_LOCALES[^;]*;/, ""),
    ).toBe(
      locales.replace(/export type DraftCode = [^;]*;/, "").replace(/DRAFT_LOCALES[^;]*;/, ""),
    );
    expect(() => addDraftLocale(added, FRENCH)).toThrow('"fr" is already a language');
    expect(() => addDraftLocale(locales, { ...FRENCH, code: "de" })).toThrow('"de" is already');
  });

  it("publishes a draft: LocaleCode and LOCALES take it, the drafts are empty again", () => {
    const published = publishDraftLocale(addDraftLocale(locales, FRENCH), "fr");
    expect(languageCodes(published)).toEqual({
      site: ["en", "de", "ja", "ar", "fr"],
      drafts: [],
    });
    expect(published).toContain("export type DraftCode = never;");
    expect(published).toContain("export const DRAFT_LOCALES: Array<Locale<DraftCode>> = [];");
    expect(published).toContain(
      '  { code: "ar", name: "العربية", englishName: "Arabic", dir: "rtl" },\n  { code: "fr", name: "Français", englishName: "French", dir: "ltr" },\n];',
    );
    expect(() => publishDraftLocale(locales, "fr")).toThrow('"fr" is not a draft language.');
  });

  it("imports a draft's words into DRAFT_STRINGS, and moves them to UI_STRINGS when published", () => {
    const added = addDraftStrings(strings, "fr");
    expect(added).toContain(
      'import ja from "./strings/ja.json";\nimport fr from "./strings/fr.json";',
    );
    expect(added).toContain("DRAFT_STRINGS: Record<DraftCode, UiStrings> = { fr };");
    const published = publishStrings(added, "fr");
    expect(published).toContain(
      "UI_STRINGS: Record<LocaleCode, UiStrings> = { en, de, ja, ar, fr };",
    );
    expect(published).toContain("DRAFT_STRINGS: Record<DraftCode, UiStrings> = {};");
  });
});
