/** @jest-environment node */
import fs from "fs";
import path from "path";

import { copySite } from "../test/siteCopy";
import type { SiteCopy } from "../test/siteCopy";
import { formatProblem, staleContent, validateContent } from "./validateContent";

/** Each test takes the real content and the site's words, changes English, and reads the warnings. */
let site: SiteCopy;
beforeEach(() => {
  site = copySite({ copy: ["content", "src/pages", "static", "src/i18n/strings"] });
});
afterEach(() => site.remove());

const warnings = () => staleContent(site.root).map(formatProblem);

const MARKETING =
  "Brainstorm product names, write ad copy and social posts, and get several variations of a headline to test with your audience.";

describe("stale translations", () => {
  it("are none in the real content and words", () => {
    expect(staleContent(path.resolve(__dirname, "../.."))).toEqual([]);
  });

  it("are named when an English text changes: every language, file, line, card and field, with the English then and now", () => {
    const now = MARKETING.replace("to test with your audience", "to try on your audience");
    site.edit("content/en/use-cases.json", (text) => text.replace(MARKETING, now));
    // Still a sound site: it builds, in every language.
    expect(validateContent(site.root)).toEqual([]);
    const stale = (file: string, line: number, language: string) =>
      [
        `${file}: line ${line}: ${language}: card "marketing" ("Marketing"): description: the English changed since this was translated.`,
        `  English then: ${JSON.stringify(MARKETING)}`,
        `  English now:  ${JSON.stringify(now)}`,
        "  Translate it again; or, if it is still correct, record the English now as its translatedFrom (the editor's Still correct does, and so do npm run i18n:export and i18n:import).",
      ].join("\n");
    expect(warnings()).toEqual([
      stale("content/de/use-cases.json", 22, "German (de)"),
      stale("content/ja/use-cases.json", 22, "Japanese (ja)"),
      stale("content/ar/use-cases.json", 22, "Arabic (ar)"),
    ]);
  });

  it("clear when the English now is recorded as what the translation came from", () => {
    const now = MARKETING.replace("to test with your audience", "to try on your audience");
    site.edit("content/en/use-cases.json", (text) => text.replace(MARKETING, now));
    for (const code of ["de", "ja", "ar"]) {
      site.edit(`content/${code}/use-cases.json`, (text) => text.replace(MARKETING, now));
    }
    expect(warnings()).toEqual([]);
  });

  it("are named in the site's own words, with the record's file", () => {
    site.edit("src/i18n/strings/en.json", (text) =>
      text.replace(
        '"notFoundTitle": "Page not found"',
        '"notFoundTitle": "This page does not exist"',
      ),
    );
    expect(warnings()).toEqual(
      ["de", "ja", "ar"].map((code) =>
        expect.stringMatching(
          new RegExp(
            `^src/i18n/strings/${code}\\.json: line \\d+: \\w+ \\(${code}\\): notFoundTitle: the English changed since this was translated\\.\\n  English then: "Page not found"\\n  English now:  "This page does not exist"\\n.*src/i18n/strings/translated-from/${code}\\.json`,
          ),
        ),
      ),
    );
  });

  it("are named in a legal page's head: its title, in each language's file, at its line", () => {
    site.edit("content/legal/terms.mdx", (text) =>
      text.replace("title: Terms of Use", "title: Terms of Service"),
    );
    expect(validateContent(site.root)).toEqual([]);
    expect(warnings()).toEqual(
      ["de", "ja", "ar"].map((code) =>
        expect.stringMatching(
          new RegExp(
            `^content/legal/${code}/terms\\.mdx: line 2: \\w+ \\(${code}\\): title: the English changed since this was translated\\.\\n  English then: "Terms of Use"\\n  English now:  "Terms of Service"\\n`,
          ),
        ),
      ),
    );
  });

  it("are named in a page made from blocks: block, question and field, in each language's file, at its line", () => {
    const answer = (text: string) =>
      (
        JSON.parse(text) as {
          blocks: Array<{ id: string; questions?: Array<Record<string, string>> }>;
        }
      ).blocks
        .find(({ id }) => id === "pro")
        ?.questions?.find(({ id }) => id === "billing")?.answer ?? "";
    const then = answer(fs.readFileSync(path.join(site.root, "content/en/pages/faq.json"), "utf8"));
    const now = then.replace("In advance", "Up front");
    site.edit("content/en/pages/faq.json", (text) => text.replace(then, now));
    // A warning, not a mistake: the page still builds in every language.
    expect(validateContent(site.root)).toEqual([]);
    const lineOfAnswer = (file: string) => {
      const text = fs.readFileSync(path.join(site.root, file), "utf8");
      return text.slice(0, text.indexOf(JSON.stringify(answer(text)))).split("\n").length;
    };
    expect(warnings()).toEqual(
      [
        ["de", "German"],
        ["ja", "Japanese"],
        ["ar", "Arabic"],
      ].map(([code, language]) => {
        const file = `content/${code}/pages/faq.json`;
        return [
          `${file}: line ${lineOfAnswer(file)}: ${language} (${code}): block "pro", question "billing": answer: the English changed since this was translated.`,
          `  English then: ${JSON.stringify(then)}`,
          `  English now:  ${JSON.stringify(now)}`,
          "  Translate it again; or, if it is still correct, record the English now as its translatedFrom (the editor's Still correct does, and so do npm run i18n:export and i18n:import).",
        ].join("\n");
      }),
    );
  });

  it("hold a legal translation's record to the English title and description", () => {
    site.edit("content/legal/de/terms.mdx", (text) =>
      text.replace(
        "translatedFrom:\n  title: Terms of Use",
        "translatedFrom:\n  heading: Terms of Use",
      ),
    );
    expect(validateContent(site.root).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/legal\/de\/terms\.mdx: line 5: German \(de\): translatedFrom records the English the title and description were translated from/,
      ),
    ]);
  });
});
