/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

import { toXliff } from "../i18n/xliff";
import { copySite } from "../test/siteCopy";
import type { SiteCopy } from "../test/siteCopy";
import { importTranslations } from "./importTranslations";
import { languageUnits } from "./languageUnits";
import { staleContent } from "./validateContent";

const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

let site: SiteCopy;
beforeEach(() => {
  site = copySite({ copy: ["content", "src/pages", "static", "src/i18n/strings"] });
});
afterEach(() => site.remove());

const read = (file: string) => fs.readFileSync(path.join(site.root, file), "utf8");
const exported = (all = false) => toXliff("de", languageUnits(site.root, "de"), all);
const MARKETING =
  "Brainstorm product names, write ad copy and social posts, and get several variations of a headline to test with your audience.";

/** The exported file with one unit's target (the first <target> after its id) replaced. */
function translate(xml: string, id: string, target: string): string {
  const at = xml.indexOf(`<trans-unit id="${id}"`);
  const end = xml.indexOf("</trans-unit>", at);
  const unit = xml.slice(at, end);
  const translated = unit.includes("<target>")
    ? unit.replace(/<target>[\s\S]*?<\/target>/, `<target>${target}</target>`)
    : unit.replace(/(<\/source>)/, `$1<target>${target}</target>`);
  return xml.slice(0, at) + translated + xml.slice(end);
}

describe("npm run i18n:import", () => {
  it("gives back the files as they were after an export with no change (round trip)", () => {
    const result = importTranslations(site.root, exported(true));
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.imported).toBe(languageUnits(site.root, "de").length);
    for (const [file, text] of Object.entries(result.files)) expect(text).toBe(read(file));
    expect(Object.keys(result.files).sort()).toEqual([
      "content/de/models.json",
      "content/de/site.json",
      "content/de/use-cases.json",
      "content/legal/de/privacy.mdx",
      "content/legal/de/terms.mdx",
      "src/i18n/strings/de.json",
      "src/i18n/strings/translated-from/de.json",
    ]);
  });

  it("clears a stale text: export, translate, import", () => {
    const now = MARKETING.replace("to test with your audience", "to try on your audience");
    site.edit("content/en/use-cases.json", (text) => text.replace(MARKETING, now));
    expect(staleContent(site.root).filter(({ file }) => file.includes("/de/"))).toHaveLength(1);
    const xml = exported();
    // Only what is to translate: the one stale text.
    expect(xml.match(/<trans-unit /g)).toHaveLength(1);
    const german =
      "Sammle Ideen für Produktnamen und lass dir Überschriften zum Ausprobieren vorschlagen.";
    const result = importTranslations(site.root, translate(xml, "marketing/description", german));
    if (!result.ok) throw new Error(result.problems.join("\n"));
    for (const [file, text] of Object.entries(result.files)) {
      fs.writeFileSync(path.join(site.root, file), text);
    }
    expect(staleContent(site.root).filter(({ file }) => file.includes("/de/"))).toEqual([]);
    expect(read("content/de/use-cases.json")).toContain(german);
    expect(read("content/de/use-cases.json")).toContain(JSON.stringify(now));
  });

  it("clears a stale legal title, in the translation's front matter", () => {
    site.edit("content/legal/terms.mdx", (text) =>
      text.replace("title: Terms of Use", "title: Terms of Service"),
    );
    const xml = exported();
    expect(xml.match(/<trans-unit /g)).toHaveLength(1);
    const result = importTranslations(
      site.root,
      translate(xml, "title", "Nutzungsbedingungen des Dienstes"),
    );
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(Object.keys(result.files)).toEqual(["content/legal/de/terms.mdx"]);
    expect(result.files["content/legal/de/terms.mdx"]).toBe(
      read("content/legal/de/terms.mdx")
        .replace("title: Nutzungsbedingungen", "title: Nutzungsbedingungen des Dienstes")
        .replace("  title: Terms of Use", "  title: Terms of Service"),
    );
  });

  const refused = (xml: string) => {
    const result = importTranslations(site.root, xml);
    return result.ok ? [] : result.problems;
  };

  it("refuses a unit whose English changed since the export", () => {
    const xml = exported(true);
    site.edit("content/en/site.json", (text) =>
      text.replace('"tagline": "Your Personal AI Chatbot"', '"tagline": "Your AI Chatbot"'),
    );
    expect(refused(xml)).toEqual([
      'unit site.json#tagline: re-export: the English changed. The file\'s English: "Your Personal AI Chatbot"; the English now: "Your AI Chatbot".',
    ]);
  });

  it("refuses a unit the site does not have", () => {
    const xml = exported(true).replace('id="tagline"', 'id="slogan"');
    expect(refused(xml)).toEqual([
      "unit site.json#slogan: the site has no such text (re-export: it was removed or renamed).",
    ]);
  });

  it("refuses a translation that drops a placeholder", () => {
    expect(refused(translate(exported(true), "appStoreBadge", "Laden im Store"))).toEqual([
      "unit words#appStoreBadge: the translation must keep {store} as in the English, and add none.",
    ]);
  });

  it("refuses a translation longer than its limit", () => {
    expect(refused(translate(exported(true), "tagline", "x".repeat(61)))).toEqual([
      "unit site.json#tagline: 61 characters; at most 60 fit where it is shown.",
    ]);
  });

  it("refuses what the content checks refuse, naming the unit", () => {
    expect(refused(translate(exported(true), "tagline", " Dein KI-Chatbot"))).toEqual([
      'unit site.json#tagline: content/de/site.json: line 3: German (de): tagline " Dein KI-Chatbot" is not allowed. Remove the spaces or line breaks at the start or end.',
    ]);
  });

  it("as a command, writes nothing when it refuses, and says why", () => {
    const before = read("content/de/site.json");
    const file = path.join(site.root, "octopus-de.xlf");
    fs.writeFileSync(file, translate(exported(true), "tagline", "x".repeat(61)));
    const run = spawnSync(TSX, [path.join(ROOT, "scripts/i18n-import.ts"), file], {
      cwd: site.root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("nothing was written");
    expect(run.stderr).toContain("unit site.json#tagline: 61 characters; at most 60");
    expect(read("content/de/site.json")).toBe(before);
  });
});
