import { pageUnits } from "../content/pageUnits";
import { countStates, placeOf } from "./translationUnits";

/** A small English page: a hero, a FAQ with two questions, and a block with no text to translate. */
const ENGLISH = {
  title: "Frequently asked questions",
  description: "Answers about Octopus.",
  footer: true,
  blocks: [
    { type: "hero", id: "intro", title: "Questions", text: "Short answers.", action: "none" },
    {
      type: "faq",
      id: "pro",
      title: "PRO subscription",
      questions: [
        { id: "billing", question: "How is PRO billed?", answer: "In **advance**." },
        { id: "refunds", question: "Can I get a refund?", answer: "No, except by law." },
      ],
    },
    { type: "models", id: "models" },
  ],
};

/** German: the hero current, one answer translated from older English, the refunds question not yet. */
const GERMAN = {
  title: "Häufige Fragen",
  description: "Antworten zu Octopus.",
  blocks: [
    {
      id: "pro",
      title: "PRO-Abo",
      questions: [{ id: "billing", question: "Wie wird PRO abgerechnet?", answer: "Im Voraus." }],
    },
    { id: "intro", title: "Fragen", text: "Kurze Antworten." },
  ],
  translatedFrom: {
    title: "Frequently asked questions",
    description: "Answers about Octopus.",
    blocks: {
      intro: { title: "Questions", text: "Short answers." },
      pro: {
        title: "PRO subscription",
        questions: { billing: { question: "How is PRO billed?", answer: "In advance." } },
      },
    },
  },
};

const units = (translation: unknown) =>
  pageUnits({ locale: "de", file: "content/de/pages/faq.json", english: ENGLISH, translation });

describe("a page's translation units", () => {
  it("are every text of the English page, in its order, by block and item id", () => {
    expect(units(GERMAN).map(({ id }) => id)).toEqual([
      "pages/faq.json#title",
      "pages/faq.json#description",
      "pages/faq.json#blocks/intro/title",
      "pages/faq.json#blocks/intro/text",
      "pages/faq.json#blocks/pro/title",
      "pages/faq.json#blocks/pro/questions/billing/question",
      "pages/faq.json#blocks/pro/questions/billing/answer",
      "pages/faq.json#blocks/pro/questions/refunds/question",
      "pages/faq.json#blocks/pro/questions/refunds/answer",
    ]);
  });

  it("give each text's translation, its place in the translation, its record, state and limits", () => {
    const byId = new Map(units(GERMAN).map((unit) => [unit.id.split("#")[1], unit]));
    expect(byId.get("blocks/pro/questions/billing/answer")).toEqual({
      id: "pages/faq.json#blocks/pro/questions/billing/answer",
      locale: "de",
      file: "content/de/pages/faq.json",
      // The translation's own order: its first block is "pro".
      pointer: "/blocks/0/questions/0/answer",
      field: "answer",
      block: { id: "pro", type: "faq" },
      item: { list: "questions", id: "billing" },
      source: "In **advance**.",
      target: "Im Voraus.",
      recorded: "In advance.",
      maxLength: 1200,
      about: expect.stringContaining("Markdown") as string,
      markdown: true,
      state: "stale",
    });
    expect(byId.get("blocks/intro/text")).toMatchObject({
      pointer: "/blocks/1/text",
      target: "Kurze Antworten.",
      recorded: "Short answers.",
      maxLength: 300,
      state: "translated",
    });
    expect(byId.get("title")).toMatchObject({
      pointer: "/title",
      maxLength: 70,
      state: "translated",
    });
    expect(byId.get("title")?.markdown).toBeUndefined();
    // Not translated yet: its place is the nearest the translation has, its block.
    expect(byId.get("blocks/pro/questions/refunds/answer")).toMatchObject({
      pointer: "/blocks/0",
      target: undefined,
      recorded: undefined,
      state: "missing",
    });
    expect(countStates(units(GERMAN))).toEqual({ translated: 6, stale: 1, missing: 2 });
  });

  it("are all missing when the language has no translation of the page", () => {
    expect(countStates(units(undefined))).toEqual({ translated: 0, stale: 0, missing: 9 });
    expect(new Set(units(undefined).map(({ pointer }) => pointer))).toEqual(new Set([""]));
  });

  it("say where a text is, for messages: its block and item", () => {
    const [title, , introTitle, , , , answer] = units(GERMAN);
    expect(title && placeOf(title)).toBe("");
    expect(introTitle && placeOf(introTitle)).toBe('block "intro"');
    expect(answer && placeOf(answer)).toBe('block "pro", question "billing"');
  });
});

describe("a cards block's translation units", () => {
  // A block's cards are the home page's card (common.schema.json): name and description.
  const english = {
    title: "Get started",
    description: "Three steps.",
    blocks: [
      {
        type: "cards",
        id: "steps",
        title: "Three steps",
        items: [{ id: "download", icon: "rocket", name: "Download", description: "Get the app." }],
      },
    ],
  };
  const german = {
    title: "Los geht's",
    description: "Drei Schritte.",
    blocks: [
      {
        id: "steps",
        title: "Drei Schritte",
        items: [{ id: "download", name: "Laden", description: "Hol dir die App." }],
      },
    ],
    translatedFrom: {
      title: "Get started",
      description: "Three steps.",
      blocks: {
        steps: {
          title: "Three steps",
          items: { download: { name: "Download", description: "Get the app, now." } },
        },
      },
    },
  };

  it("are the card's name and description, by block and card id, with the card's limits", () => {
    const units = pageUnits({
      locale: "de",
      file: "content/de/pages/start.json",
      english,
      translation: german,
    });
    expect(units.map(({ id, state }) => [id, state])).toEqual([
      ["pages/start.json#title", "translated"],
      ["pages/start.json#description", "translated"],
      ["pages/start.json#blocks/steps/title", "translated"],
      ["pages/start.json#blocks/steps/items/download/name", "translated"],
      // Its record is of older English: stale.
      ["pages/start.json#blocks/steps/items/download/description", "stale"],
    ]);
    expect(units[3]).toMatchObject({
      pointer: "/blocks/0/items/0/name",
      field: "name",
      item: { list: "items", id: "download" },
      target: "Laden",
      maxLength: 40,
    });
  });
});
