/** @jest-environment node */
import fs from "fs";
import path from "path";

import { LANGUAGE_LIST_FILE, readLanguageList } from "./languagesJson";
import type { LanguageList, ListedLanguage } from "./languagesJson";
import { LANGUAGE_MODULE_FILE, languageFiles, languageModule } from "./languageModule";
import type { DraftCode, LocaleCode } from "./locales";
import { DRAFT_STRINGS, UI_STRINGS } from "./strings";
import { prettierWrites } from "../test/prettierText";

/**
 * src/i18n/languages.generated.ts is written from src/i18n/languages.json by
 * `npm run generate:languages` (and by i18n:add and i18n:import, which change the list); this
 * runs the generator in memory and compares with the tree, so a list changed by hand without
 * running it fails here, in `npm test`.
 */
const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const list: LanguageList = readLanguageList(read(LANGUAGE_LIST_FILE));
const FRENCH: ListedLanguage = { code: "fr", name: "Français", englishName: "French", dir: "ltr" };

/** A made-up language for each of `count` codes: aa, ab, ac… */
const madeUp = (count: number): ListedLanguage[] =>
  Array.from({ length: count }, (_, index) => {
    const code = `a${String.fromCharCode(97 + index)}`;
    return { code, name: code, englishName: code, dir: "ltr" };
  });

describe("the languages' generated module", () => {
  it(`${LANGUAGE_MODULE_FILE} is what ${LANGUAGE_LIST_FILE} gives`, () => {
    if (read(LANGUAGE_MODULE_FILE) !== languageModule(list)) {
      throw new Error(
        `${LANGUAGE_MODULE_FILE} is not what ${LANGUAGE_LIST_FILE} gives: run npm run generate:languages.`,
      );
    }
  });

  it("gives the site's words in the list's order, and the drafts' (none)", () => {
    expect(Object.keys(UI_STRINGS)).toEqual(list.site.map(({ code }) => code));
    expect(DRAFT_STRINGS).toEqual({});
  });

  it("keeps the codes exact: a code the list does not give is no language's", () => {
    // @ts-expect-error: "fr" is not in the list, so not a LocaleCode (tsc checks this line).
    const notOnTheSite: LocaleCode = "fr";
    // @ts-expect-error: no draft in the list, so no DraftCode at all.
    const notADraft: DraftCode = "fr";
    expect([notOnTheSite, notADraft]).toEqual(["fr", "fr"]);
  });

  it("names a draft's code and imports its words, after the site's", () => {
    const text = languageModule({ ...list, drafts: [FRENCH] });
    expect(text).toContain(
      'import arWords from "./strings/ar.json";\nimport frWords from "./strings/fr.json";\n',
    );
    expect(text).toContain('export type LocaleCode = "en" | "de" | "ja" | "ar";');
    expect(text).toContain('export type DraftCode = "fr";');
    expect(text).toContain(
      "export const DRAFT_STRINGS: Record<DraftCode, UiStrings> = {\n  fr: frWords,\n};",
    );
  });

  it("is what Prettier leaves alone, with a draft or none, and a list too long for a line", () => {
    const long = languageModule({ ...list, site: [...list.site, ...madeUp(20)] });
    expect(long).toContain('export type LocaleCode =\n  | "en"\n  | "de"\n');
    for (const text of [
      languageModule(list),
      languageModule({ ...list, drafts: [FRENCH] }),
      long,
    ]) {
      expect(prettierWrites(LANGUAGE_MODULE_FILE, text)).toBe(text);
    }
  });

  it("is written with the list, by the scripts that change it", () => {
    const files = languageFiles(list);
    expect(Object.keys(files)).toEqual([LANGUAGE_LIST_FILE, LANGUAGE_MODULE_FILE]);
    expect(files[LANGUAGE_MODULE_FILE]).toBe(read(LANGUAGE_MODULE_FILE));
  });
});
