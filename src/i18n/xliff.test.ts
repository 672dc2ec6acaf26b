import { fromXliff, toXliff } from "./xliff";
import type { TranslationUnit } from "./translationUnits";

const unit = (overrides: Partial<TranslationUnit>): TranslationUnit => ({
  id: "use-cases.json#marketing/description",
  locale: "de",
  file: "content/de/use-cases.json",
  pointer: "/items/3/description",
  field: "description",
  card: { id: "marketing", name: "Marketing" },
  source: "Brainstorm product names & <b>ads</b>.",
  target: "Sammle Ideen für Produktnamen.",
  recorded: "Brainstorm product names.",
  maxLength: 220,
  state: "stale",
  ...overrides,
});

const UNITS = [
  unit({}),
  unit({
    id: "words#menu",
    field: "menu",
    card: undefined,
    source: "Menu",
    target: undefined,
    recorded: undefined,
    maxLength: undefined,
    state: "missing",
  }),
  unit({
    id: "site.json#tagline",
    field: "tagline",
    card: undefined,
    source: "Your Personal AI Chatbot",
    target: "Dein persönlicher KI-Chatbot",
    recorded: "Your Personal AI Chatbot",
    maxLength: 60,
    state: "translated",
  }),
];

/** A FAQ answer of a page made from blocks, new: Markdown, with its block and question. */
const ANSWER = unit({
  id: "pages/faq.json#blocks/pro/questions/billing/answer",
  file: "content/de/pages/faq.json",
  pointer: "/blocks",
  field: "answer",
  card: undefined,
  block: { id: "pro", type: "faq" },
  item: { list: "questions", id: "billing" },
  source: "In **advance**. See the [Terms of Use](/terms).",
  target: undefined,
  recorded: undefined,
  maxLength: 1200,
  about: "The answer, in Markdown.",
  markdown: true,
  state: "missing",
});

describe("translators' files (XLIFF 1.2)", () => {
  it("hold only what is new or stale by default, every text with --all", () => {
    const ids = (xml: string) => {
      const read = fromXliff(xml);
      return read.ok ? read.units.map(({ id }) => id) : [];
    };
    expect(ids(toXliff("de", UNITS))).toEqual([
      "use-cases.json#marketing/description",
      "words#menu",
    ]);
    expect(ids(toXliff("de", UNITS, true))).toEqual([
      "use-cases.json#marketing/description",
      "words#menu",
      "site.json#tagline",
    ]);
  });

  it("give each unit its source, target, state, limit and notes, escaped as XML", () => {
    const xml = toXliff("de", UNITS, true);
    expect(xml).toContain('xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"');
    expect(xml).toContain('source-language="en" target-language="de"');
    expect(xml).toContain(
      '<trans-unit id="marketing/description" approved="no" maxwidth="220" size-unit="char">',
    );
    expect(xml).toContain(
      "<source>Brainstorm product names &amp; &lt;b&gt;ads&lt;/b&gt;.</source>",
    );
    expect(xml).toContain(
      '<note>Stale: the English changed since this was translated. It was: "Brainstorm product names."</note>',
    );
    expect(xml).toContain(
      '<trans-unit id="tagline" approved="yes" maxwidth="60" size-unit="char">',
    );
    // A new text has no target: a CAT tool shows it untranslated.
    expect(xml).toMatch(/<trans-unit id="menu" approved="no">\s*<source>Menu<\/source>\s*<note>/);
  });

  it("read back exactly what they hold", () => {
    const read = fromXliff(toXliff("de", UNITS, true));
    expect(read).toEqual({
      ok: true,
      locale: "de",
      units: UNITS.map(({ id, source, target }) => ({ id, source, target })),
    });
  });

  it("hold a page's texts by block and item id, said where they are and that they are Markdown", () => {
    const xml = toXliff("de", [ANSWER]);
    expect(xml).toContain('<file original="pages/faq.json"');
    expect(xml).toContain(
      '<trans-unit id="blocks/pro/questions/billing/answer" approved="no" maxwidth="1200" size-unit="char">',
    );
    expect(xml).toContain('<note>answer of the question "billing" in the faq block "pro"</note>');
    expect(xml).toContain("<note>Markdown: keep its marks (**strong**, *emphasis*, - lists)");
    expect(fromXliff(xml)).toEqual({
      ok: true,
      locale: "de",
      units: [{ id: ANSWER.id, source: ANSWER.source, target: undefined }],
    });
  });

  it("refuse a file that is not XLIFF", () => {
    expect(fromXliff("<html>").ok).toBe(false);
  });
});
