/** @jest-environment node */
import fs from "fs";
import path from "path";

import type * as Locales from "../i18n/locales";
import type * as FrenchDraft from "../test/frenchDraft";
import { copySite } from "../test/siteCopy";
import type { SiteCopy } from "../test/siteCopy";
import { pageTexts } from "./pageTexts";
import { scaffoldLanguage } from "./scaffoldLanguage";
import { translationStatus } from "./translationStatus";

// French as a draft language (npm run i18n:add), beside the site's: the report covers both.
jest.mock("../i18n/locales", () =>
  jest
    .requireActual<typeof FrenchDraft>("../test/frenchDraft")
    .withFrenchDraft(jest.requireActual<typeof Locales>("../i18n/locales")),
);

let site: SiteCopy;
beforeEach(() => {
  site = copySite({ copy: ["content", "src/pages", "static", "src/i18n/strings"] });
});
afterEach(() => site.remove());

/** How many texts the English FAQ has: each language's page must give them all. */
const faqTexts = () =>
  pageTexts(JSON.parse(fs.readFileSync(path.join(site.root, "content/en/pages/faq.json"), "utf8")))
    .length;

/** The report's part for one language: from its heading to the next blank line. */
const section = (report: string, heading: string) =>
  report.split("\n\n").find((part) => part.startsWith(heading)) ?? "";

describe("npm run i18n:status", () => {
  it("counts each page in each language, and a page with every text translated is not missing", () => {
    const report = translationStatus(site.root);
    const count = faqTexts();
    for (const [code, name] of [
      ["de", "German"],
      ["ja", "Japanese"],
      ["ar", "Arabic"],
    ] as const) {
      const part = section(report, `${name} (${code}): complete`);
      expect(part).toMatch(
        new RegExp(
          `\\n  /${code}/faq/ +${count} translated +0 stale +0 missing  \\(of ${count}\\)`,
        ),
      );
      expect(part).not.toContain("Missing in");
    }
  });

  it("lists a page as missing in a language whose translation lacks texts: which page, how many", () => {
    fs.rmSync(path.join(site.root, "content/de/pages/faq.json"));
    site.edit("content/ja/pages/faq.json", (text) => {
      const page = JSON.parse(text) as { title: string };
      return JSON.stringify({ ...page, title: "" }, null, 2);
    });
    const report = translationStatus(site.root);
    const count = faqTexts();
    expect(section(report, "German (de)")).toMatch(/^German \(de\): complete; 1 page missing\n/);
    expect(section(report, "German (de)")).toContain(
      `  Missing in German: /de/faq/ (content/de/pages/faq.json): ${count} of ${count} texts to translate. It is not on the site in German until every text is.`,
    );
    expect(section(report, "Japanese (ja)")).toContain(
      `  Missing in Japanese: /ja/faq/ (content/ja/pages/faq.json): 1 of ${count} texts to translate.`,
    );
    expect(section(report, "Arabic (ar)")).not.toContain("Missing in");
  });

  it("holds a draft language's pages to the draft's rule: every text, before it joins the site", () => {
    const files = scaffoldLanguage(site.root, "fr");
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(site.root, file)), { recursive: true });
      fs.writeFileSync(path.join(site.root, file), text);
    }
    const french = section(translationStatus(site.root), "French (fr)");
    const count = faqTexts();
    expect(french).toMatch(/^French \(fr\): draft, not on the site: incomplete until every text/);
    expect(french).toMatch(
      new RegExp(
        `\\n  content/fr/pages/faq.json +0 translated +0 stale +${count} missing  \\(of ${count}\\)`,
      ),
    );
  });
});
