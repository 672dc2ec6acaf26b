/** @jest-environment node */
import { GUIDE_DE, GUIDE_DE_TEXT, edited, pageMessages } from "../../test/blockPages";

/** The German translation of the fixture with one change. */
const german = (from: string | RegExp, to: string) =>
  pageMessages({ [GUIDE_DE]: edited(GUIDE_DE_TEXT, from, to) });

/** An English page that no language translates yet. */
const ABOUT = `{
  "title": "About",
  "description": "Who makes Octopus.",
  "blocks": [{ "type": "text", "id": "story", "body": "Read the [FAQ](/faq)." }]
}
`;

describe("a page's translation (content/<locale>/pages/<slug>.json)", () => {
  it("may be incomplete: the page is then not in that language yet", () => {
    expect(german(/,\n\s*"title": "Abrechnung"/, "")).toEqual([]);
    expect(german('"Fang hier an."', '""')).toEqual([]);
  });

  it("refuses a block English does not have, naming the id and the English file", () => {
    expect(german('"id": "billing"', '"id": "payment"')).toEqual([
      'content/de/pages/guide.json: line 16: German (de): blocks[2] (id "payment"): content/en/pages/guide.json has no block with this id. A translated block pairs with its English block by id: correct the id, or remove the block.',
    ]);
  });

  it("refuses an item English does not have", () => {
    expect(german('"id": "renewal"', '"id": "renewals"')).toEqual([
      'content/de/pages/guide.json: line 25: German (de): blocks[2] (faq "billing"): questions[1] (id "renewals"): content/en/pages/guide.json has no item with this id in the block\'s questions. A translated item pairs with its English item by id: correct the id, or remove the item.',
    ]);
  });

  it("refuses a block translated twice", () => {
    expect(german('"id": "screen"', '"id": "intro"')).toEqual([
      'content/de/pages/guide.json: line 43: German (de): blocks[4] (hero "intro"): blocks[0] already translates this block. Remove one.',
    ]);
  });

  it("refuses what comes from English, so it cannot drift", () => {
    expect(german('"id": "intro",', '"id": "intro",\n      "action": "none",')).toEqual([
      'content/de/pages/guide.json: line 8: German (de): blocks[0] (hero "intro"): action is not translated: it comes from the English block in content/en/pages/guide.json. Remove it here.',
    ]);
    expect(
      german('"title": "Erste Schritte",', '"footer": true,\n  "title": "Erste Schritte",'),
    ).toEqual([
      "content/de/pages/guide.json: line 3: German (de): footer is not translated: it comes from content/en/pages/guide.json. Remove it from this file.",
    ]);
  });

  it("refuses a field no block has", () => {
    expect(german('"text": "Fang hier an."', '"txt": "Fang hier an."')).toEqual([
      'content/de/pages/guide.json: line 9: German (de): blocks[0] (hero "intro"): unknown field "txt". A translated hero block holds id, title, text.',
    ]);
  });

  it("refuses a block with nothing to translate", () => {
    expect(german('"id": "screen",', '"id": "models",')).toEqual([
      'content/de/pages/guide.json: line 42: German (de): blocks[4] (models "models") has no text to translate: a models block is English\'s in every language. Remove it from this file.',
    ]);
  });

  it("holds a text to English's schema maximum", () => {
    expect(german('"title": "Abrechnung"', `"title": "${"Abrechnung ".repeat(6).trim()}"`)).toEqual(
      [
        'content/de/pages/guide.json: line 17: German (de): blocks[2] (faq "billing"): title is too long: 65 characters, at most 60. Shorten it.',
      ],
    );
  });

  it("refuses raw HTML and javascript: links in Markdown", () => {
    expect(german('"Ja, **automatisch**."', '"Ja, <strong>automatisch</strong>."')).toEqual([
      'content/de/pages/guide.json: line 27: German (de): blocks[2] (faq "billing"): questions[1] (id "renewal"): answer has HTML ("<strong>"), which a text may not hold. Write it in Markdown: **strong**, *emphasis*, [a link](/terms).',
    ]);
    expect(german("(/terms).", "(JavaScript:void(0)).")).toEqual([
      'content/de/pages/guide.json: line 13: German (de): blocks[1] (text "basics"): body (line 3 of the text) has a link to "JavaScript:void(0)": the site allows no "javascript:" links. Link to a page of the site ("/terms") or to an address starting with https://.',
    ]);
  });

  it("refuses a link to a page that does not exist in its language", () => {
    const files = {
      "content/en/pages/about.json": ABOUT,
      [GUIDE_DE]: edited(GUIDE_DE_TEXT, "(/terms)", "(/about)"),
    };
    expect(pageMessages(files)).toEqual([
      'content/de/pages/guide.json: line 13: German (de): blocks[1] (text "basics"): body (line 3 of the text) links to "/about", but the page /about/ does not exist in German (de) yet: its translation content/de/pages/about.json is missing or incomplete. Finish that translation first, or remove the link.',
    ]);
  });

  it("judges the links of a translation once it is complete", () => {
    const files = {
      "content/en/pages/about.json": ABOUT,
      [GUIDE_DE]: edited(edited(GUIDE_DE_TEXT, "(/terms)", "(/about)"), '"Fang hier an."', '""'),
    };
    expect(pageMessages(files)).toEqual([]);
  });

  it("counts a page in a language only once its translation is complete", () => {
    const files = {
      "content/en/pages/about.json": ABOUT,
      "content/de/pages/about.json": `{ "title": "Über uns" }\n`,
      [GUIDE_DE]: edited(GUIDE_DE_TEXT, "(/terms)", "(/about)"),
    };
    expect(pageMessages(files)).toEqual([
      'content/de/pages/guide.json: line 13: German (de): blocks[1] (text "basics"): body (line 3 of the text) links to "/about", but the page /about/ does not exist in German (de) yet: its translation content/de/pages/about.json is missing or incomplete. Finish that translation first, or remove the link.',
    ]);
  });

  it("needs its English page", () => {
    expect(pageMessages({ "content/de/pages/pricing.json": `{ "title": "Preise" }\n` })).toEqual([
      "content/de/pages/pricing.json: German (de): content/en/pages/pricing.json does not exist, and a translation needs its English page. Create the English page first, or remove this file.",
    ]);
  });

  it("records the English it was translated from under the ids of each text", () => {
    const record = `,\n  "translatedFrom": { "title": "Getting started", "blocks": { "billing": { "questions": { "renewal": { "answer": "Yes." } } }, "faq": { "title": "FAQ" } } }\n}`;
    expect(german(/\n}\n$/, record)).toEqual([
      "content/de/pages/guide.json: line 47: German (de): translatedFrom.blocks.faq: content/en/pages/guide.json has no block with this id. Remove its record.",
    ]);
    const wrong = `,\n  "translatedFrom": { "blocks": { "billing": { "questions": { "renewal": "Yes." } } } }\n}`;
    expect(german(/\n}\n$/, wrong)).toEqual([
      'content/de/pages/guide.json: line 47: German (de): translatedFrom.blocks.billing.questions.renewal must be a group of the item\'s texts by field. translatedFrom records the English each text was translated from: { "title": "…", "blocks": { "<block id>": { "title": "…", "questions": { "<question id>": { "answer": "…" } } } } }.',
    ]);
  });

  it("holds each language to its agreed terms (src/i18n/terminology.ts)", () => {
    const japanese = `{\n  "title": "Web検索の使い方"\n}\n`;
    expect(pageMessages({ "content/ja/pages/guide.json": japanese })).toEqual([
      'content/ja/pages/guide.json: line 2: Japanese (ja): title: "Web検索": write ウェブ検索 (one term for web search everywhere, as the app\'s own screen says).',
    ]);
  });

  it("points at a JSON mistake", () => {
    expect(german('"Fang hier an."', '"Fang hier an.",')).toEqual([
      'content/de/pages/guide.json: line 9, column 30: invalid JSON: a comma before "}": remove the comma after the last field.',
    ]);
  });
});
