/** @jest-environment node */
import fs from "fs";
import path from "path";

import {
  addDraft,
  LANGUAGE_LIST_FILE,
  languageListText,
  publishDraft,
  readLanguageList,
} from "./languagesJson";
import type { LanguageList } from "./languagesJson";
import { DRAFT_LOCALES, LOCALES } from "./locales";
import { prettierWrites } from "../test/prettierText";

const ROOT = path.resolve(__dirname, "../..");
const inTree = fs.readFileSync(path.join(ROOT, LANGUAGE_LIST_FILE), "utf8");
const FRENCH = { code: "fr", name: "Français", englishName: "French", dir: "ltr" } as const;

describe("src/i18n/languages.json", () => {
  const list = readLanguageList(inTree);

  it("is a list the scripts take: the site's four languages, English first, and no draft", () => {
    expect(list.site.map(({ code }) => code)).toEqual(["en", "de", "ja", "ar"]);
    expect(list.drafts).toEqual([]);
    expect(list.$comment).toMatch(/npm run generate:languages/);
  });

  it("is what locales.ts gives the site", () => {
    expect(LOCALES).toEqual(list.site);
    expect(DRAFT_LOCALES).toEqual(list.drafts);
  });

  it("is as the scripts write it, one language a line", () => {
    expect(prettierWrites(LANGUAGE_LIST_FILE, languageListText(list))).toBe(inTree);
  });
});

describe("the list as the scripts write it", () => {
  const base: LanguageList = readLanguageList(inTree);

  it("changes a line alone when a draft is added", () => {
    const written = prettierWrites(
      LANGUAGE_LIST_FILE,
      languageListText({ ...base, drafts: [FRENCH] }),
    );
    const before = inTree.split("\n");
    const changed = written.split("\n").filter((line, index) => line !== before[index]);
    expect(changed).toEqual([
      '  "drafts": [{ "code": "fr", "name": "Français", "englishName": "French", "dir": "ltr" }]',
    ]);
  });

  it("reads back as it was written", () => {
    const list: LanguageList = { ...base, drafts: [FRENCH] };
    expect(readLanguageList(languageListText(list))).toEqual(list);
  });
});

describe("the list changed as the scripts change it", () => {
  const list: LanguageList = readLanguageList(inTree);
  const codes = ({ site, drafts }: LanguageList) => ({
    site: site.map(({ code }) => code),
    drafts: drafts.map(({ code }) => code),
  });

  it("adds a draft after the others, and nothing else", () => {
    const added = addDraft(list, FRENCH);
    expect(added).toEqual({ ...list, drafts: [FRENCH] });
    const italian = { ...FRENCH, code: "it", name: "Italiano", englishName: "Italian" };
    expect(codes(addDraft(added, italian)).drafts).toEqual(["fr", "it"]);
    // The list it was given is as it was.
    expect(list.drafts).toEqual([]);
  });

  it("refuses a code already listed, a draft's or the site's", () => {
    expect(() => addDraft(addDraft(list, FRENCH), FRENCH)).toThrow(
      '"fr" is already a language of the site or a draft.',
    );
    expect(() => addDraft(list, { ...FRENCH, code: "de" })).toThrow(
      '"de" is already a language of the site or a draft.',
    );
  });

  it("publishes a draft: the site's last language, the other drafts kept", () => {
    const italian = { ...FRENCH, code: "it", name: "Italiano", englishName: "Italian" };
    const published = publishDraft(addDraft(addDraft(list, FRENCH), italian), "fr");
    expect(codes(published)).toEqual({ site: ["en", "de", "ja", "ar", "fr"], drafts: ["it"] });
    expect(published.site.at(-1)).toEqual(FRENCH);
    expect(published.$comment).toBe(list.$comment);
  });

  it("refuses to publish what is not a draft", () => {
    expect(() => publishDraft(list, "fr")).toThrow('"fr" is not a draft language.');
    expect(() => publishDraft(list, "de")).toThrow('"de" is not a draft language.');
  });
});

describe("a list the scripts refuse", () => {
  const refusal = (change: (list: Record<string, unknown>) => void) => {
    const value = JSON.parse(inTree) as Record<string, unknown>;
    change(value);
    return () => readLanguageList(JSON.stringify(value));
  };
  /** The list's site's language at `index`, to change. */
  const site = (list: Record<string, unknown>, index: number) =>
    (list.site as Array<Record<string, unknown>>)[index] ?? {};

  it("names what is wrong, and where", () => {
    expect(refusal((list) => delete list.drafts)).toThrow(
      "src/i18n/languages.json: drafts is not a list.",
    );
    expect(refusal((list) => (site(list, 1).code = "DE"))).toThrow(
      'src/i18n/languages.json: site[1]: code "DE" is not two or three letters.',
    );
    expect(refusal((list) => (site(list, 3).dir = "right-to-left"))).toThrow(
      "src/i18n/languages.json: site[3] (ar): dir is ltr or rtl.",
    );
    expect(refusal((list) => (site(list, 2).name = " "))).toThrow(
      "src/i18n/languages.json: site[2] (ja): name is missing.",
    );
    expect(refusal((list) => (list.site as unknown[]).reverse())).toThrow(
      "src/i18n/languages.json: the site's first language is English, the source.",
    );
    expect(refusal((list) => (list.drafts = [{ ...site(list, 1) }]))).toThrow(
      "src/i18n/languages.json: de listed more than once.",
    );
  });
});
