import {
  englishPageSlugs,
  importPageText,
  newPageTranslation,
  orderedPage,
  setPageText,
} from "./pageTranslationWriter";

/** The English page's keys, in its order (pageTexts): a hero, a FAQ of two questions, a call. */
const KEYS = [
  "title",
  "description",
  "blocks/intro/title",
  "blocks/pro/title",
  "blocks/pro/questions/billing/answer",
  "blocks/pro/questions/refunds/answer",
  "blocks/start/title",
];

describe("a page's translation, as the translators' tools write it", () => {
  it("gets a text at its place, its block and item made in English's order", () => {
    const page = {
      title: "Häufige Fragen",
      blocks: [
        { id: "intro", title: "Fragen" },
        { id: "start", title: "Los geht's" },
      ],
    };
    setPageText(page, "blocks/pro/questions/refunds/answer", "Nein.", KEYS);
    setPageText(page, "blocks/pro/questions/billing/answer", "Im Voraus.", KEYS);
    setPageText(page, "blocks/intro/title", "Kurze Fragen", KEYS);
    expect(page).toEqual({
      title: "Häufige Fragen",
      blocks: [
        { id: "intro", title: "Kurze Fragen" },
        {
          id: "pro",
          questions: [
            { id: "billing", answer: "Im Voraus." },
            { id: "refunds", answer: "Nein." },
          ],
        },
        { id: "start", title: "Los geht's" },
      ],
    });
  });

  it("leaves what English does not have where it is (the checks name it)", () => {
    const page = { blocks: [{ id: "old" }, { id: "start" }] };
    setPageText(page, "blocks/intro/title", "Fragen", KEYS);
    expect(page.blocks.map(({ id }) => id)).toEqual(["intro", "old", "start"]);
  });

  it("records the English each text was made from, and keeps the record last", () => {
    const page = newPageTranslation();
    importPageText(page, { key: "blocks/pro/title", source: "PRO", target: "PRO-Abo" }, KEYS);
    importPageText(page, { key: "title", source: "FAQ", target: "Häufige Fragen" }, KEYS);
    expect(JSON.stringify(orderedPage(page), null, 2)).toBe(
      JSON.stringify(
        {
          $schema: "../../schemas/page.schema.json",
          title: "Häufige Fragen",
          blocks: [{ id: "pro", title: "PRO-Abo" }],
          translatedFrom: { blocks: { pro: { title: "PRO" } }, title: "FAQ" },
        },
        null,
        2,
      ),
    );
  });

  it("are found by English's files", () => {
    expect(
      englishPageSlugs([
        "content/en/pages/faq.json",
        "content/de/pages/faq.json",
        "content/en/pages/about.json",
        "content/en/site.json",
      ]),
    ).toEqual(["about", "faq"]);
  });
});
