/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

import { toXliff } from "../src/i18n/xliff";
import { languageUnits } from "../src/content/languageUnits";
import { LANGUAGE_MODULE_FILE, languageModule } from "../src/i18n/languageModule";
import { LANGUAGE_LIST_FILE, readLanguageList } from "../src/i18n/languagesJson";
import type { LanguageCode } from "../src/i18n/locales";
import { BUILDABLE_SITE, copySite } from "../src/test/siteCopy";
import type { SiteCopy } from "../src/test/siteCopy";

/**
 * A language added and published as a translator does it, in a copy of the site with its own
 * scripts (each reads the copy's list of languages): `npm run i18n:add -- fr` makes French a
 * draft in src/i18n/languages.json and its module, and the import that translates its every text
 * makes it a language of the site. e2e/cms.test.ts goes on to build it; this is the same path
 * without a browser or a build, for `npm test`.
 */
const ROOT = path.resolve(__dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

let site: SiteCopy;
beforeAll(() => {
  site = copySite({
    copy: [...BUILDABLE_SITE, "scripts", ".prettierrc.json"],
    link: ["node_modules"],
  });
});
afterAll(() => site.remove());

const read = (file: string) => fs.readFileSync(path.join(site.root, file), "utf8");
const inCopy = (script: string, args: string[]) =>
  spawnSync(TSX, [`scripts/${script}.ts`, ...args], { cwd: site.root, encoding: "utf8" });

/** The lines of a file of the copy that the project's file does not have. */
const newLines = (file: string) => {
  const before = fs.readFileSync(path.join(ROOT, file), "utf8").split("\n");
  return read(file)
    .split("\n")
    .filter((line) => !before.includes(line));
};

describe("npm run i18n:add, then i18n:import completing the draft", () => {
  it("adds French as a draft: the list's drafts, its module, its files", () => {
    const run = inCopy("i18n-add", ["fr"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      'French (fr, "Français", ltr) added as a draft: not on the site until every text is translated.',
    );
    expect(run.stdout).toContain("  wrote src/i18n/strings/fr.json");
    expect(run.stdout).toContain(
      "  changed src/i18n/languages.json (drafts) and src/i18n/languages.generated.ts (DraftCode, DRAFT_STRINGS)",
    );
    expect(newLines(LANGUAGE_LIST_FILE)).toEqual([
      '  "drafts": [{ "code": "fr", "name": "Français", "englishName": "French", "dir": "ltr" }]',
    ]);
    const list = readLanguageList(read(LANGUAGE_LIST_FILE));
    expect(read(LANGUAGE_MODULE_FILE)).toBe(languageModule(list));
    expect(read(LANGUAGE_MODULE_FILE)).toContain('export type DraftCode = "fr";');
  });

  it("refuses French a second time, and writes nothing", () => {
    const before = read(LANGUAGE_LIST_FILE);
    const run = inCopy("i18n-add", ["fr"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Nothing was written: .*content\/fr\/site\.json.* already exist\./);
    expect(read(LANGUAGE_LIST_FILE)).toBe(before);
  });

  it("publishes French once an import translates its every text", () => {
    // A translator's work: every text (the English will do: the checks ask only that each is
    // there).
    // French is a language of the copy's list, not of this project's: its code is no LanguageCode.
    const french = "fr" as LanguageCode;
    const units = languageUnits(site.root, french).map((unit) => ({
      ...unit,
      target: unit.source,
    }));
    fs.writeFileSync(path.join(site.root, "fr.xlf"), toXliff(french, units, true));
    const run = inCopy("i18n-import", ["fr.xlf"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      "French is complete: it is a language of the site now (src/i18n/languages.json), in the next build.",
    );
    const list = readLanguageList(read(LANGUAGE_LIST_FILE));
    expect(list.site.map(({ code }) => code)).toEqual(["en", "de", "ja", "ar", "fr"]);
    expect(list.drafts).toEqual([]);
    expect(newLines(LANGUAGE_LIST_FILE)).toEqual([
      '    { "code": "ar", "name": "العربية", "englishName": "Arabic", "dir": "rtl" },',
      '    { "code": "fr", "name": "Français", "englishName": "French", "dir": "ltr" }',
    ]);
    expect(read(LANGUAGE_MODULE_FILE)).toBe(languageModule(list));
    expect(read(LANGUAGE_MODULE_FILE)).toContain(
      'export type LocaleCode = "en" | "de" | "ja" | "ar" | "fr";',
    );
  });
});
