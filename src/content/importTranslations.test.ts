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
      "content/de/pages/faq.json",
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

  it("writes a page's text and its record: export, change a target, import", () => {
    const page = "content/en/pages/faq.json";
    const then = JSON.parse(read(page)).blocks[2].questions[0].answer as string;
    const now = then.replace("In advance", "Up front");
    site.edit(page, (text) => text.replace(then, now));
    expect(staleContent(site.root).filter(({ file }) => file.includes("/de/"))).toHaveLength(1);
    const xml = exported();
    // Only what is to translate: the one stale answer, by its block and question.
    expect(xml.match(/<trans-unit /g)).toHaveLength(1);
    expect(xml).toContain('<file original="pages/faq.json"');
    const german = "Vorab, jeweils zu Beginn des Abrechnungszeitraums.";
    const result = importTranslations(
      site.root,
      translate(xml, "blocks/pro/questions/billing/answer", german),
    );
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(Object.keys(result.files)).toEqual(["content/de/pages/faq.json"]);
    const before = read("content/de/pages/faq.json");
    const oldGerman = JSON.parse(before).blocks[2].questions[0].answer as string;
    // Just the answer and its record change; the rest of the file stays as it was.
    expect(result.files["content/de/pages/faq.json"]).toBe(
      before
        .replace(JSON.stringify(oldGerman), JSON.stringify(german))
        .replace(JSON.stringify(then), JSON.stringify(now)),
    );
    for (const [file, text] of Object.entries(result.files)) {
      fs.writeFileSync(path.join(site.root, file), text);
    }
    expect(staleContent(site.root).filter(({ file }) => file.includes("/de/"))).toEqual([]);
  });

  it("makes a page's translation when the language has none: its blocks and items in English's order", () => {
    fs.rmSync(path.join(site.root, "content/de/pages/faq.json"));
    let xml = exported();
    const texts = {
      "blocks/privacy/questions/site-data/question": "Erhebt diese Website meine Daten?",
      "blocks/pro/questions/refunds/question": "Bekomme ich mein Geld zurück?",
      "blocks/pro/title": "PRO-Abo",
      title: "Häufige Fragen",
    };
    for (const [id, target] of Object.entries(texts)) xml = translate(xml, id, target);
    const result = importTranslations(site.root, xml);
    if (!result.ok) throw new Error(result.problems.join("\n"));
    const english = JSON.parse(read("content/en/pages/faq.json")) as {
      title: string;
      blocks: Array<{ id: string; title: string; questions: Array<Record<string, string>> }>;
    };
    const [, , pro, privacy] = english.blocks;
    const question = (block: typeof pro, id: string) =>
      block?.questions.find((item) => item.id === id)?.question;
    expect(result.files["content/de/pages/faq.json"]).toBe(
      `${JSON.stringify(
        {
          $schema: "../../schemas/page.schema.json",
          title: "Häufige Fragen",
          blocks: [
            {
              id: "pro",
              title: "PRO-Abo",
              questions: [{ id: "refunds", question: "Bekomme ich mein Geld zurück?" }],
            },
            {
              id: "privacy",
              questions: [{ id: "site-data", question: "Erhebt diese Website meine Daten?" }],
            },
          ],
          translatedFrom: {
            title: english.title,
            blocks: {
              pro: {
                title: pro?.title,
                questions: { refunds: { question: question(pro, "refunds") } },
              },
              privacy: { questions: { "site-data": { question: question(privacy, "site-data") } } },
            },
          },
        },
        null,
        2,
      )}\n`,
    );
    for (const [file, text] of Object.entries(result.files)) {
      fs.writeFileSync(path.join(site.root, file), text);
    }
    // Not on the site in German yet: the rest of its texts are still to translate.
    const page = languageUnits(site.root, "de").filter(({ id }) =>
      id.startsWith("pages/faq.json#"),
    );
    expect(page.filter(({ state }) => state === "translated")).toHaveLength(4);
    expect(page.filter(({ state }) => state === "missing")).toHaveLength(page.length - 4);
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
