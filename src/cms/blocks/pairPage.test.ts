import { clone, pageTexts, translatableKeys, translatedAt } from "../../content/pageTexts";
import {
  importPageText,
  newPageTranslation,
  orderedPage,
} from "../../content/pageTranslationWriter";
import { RECORD } from "../../content/translations";
import { pairPage } from "./pairPage";
import type { Fields } from "../../types/fields";

/**
 * The pairing rule, alone: a translated text goes only when its own field is cleared, or when
 * English no longer has its block or item. English's text being empty, absent or different never
 * takes it. The browser proves the same through the editor (e2e/cms-editing.test.ts).
 */

/** An English page with one block of every type that holds texts, and an item in each list. */
const ENGLISH = {
  $schema: "../../schemas/page.schema.json",
  title: "What's new",
  description: "The latest in Octopus.",
  footer: true,
  blocks: [
    { type: "hero", id: "top", title: "New this month", text: "Three changes.", action: "chat" },
    { type: "text", id: "story", body: "## Why\n\nBecause." },
    {
      type: "cards",
      id: "changes",
      title: "Changes",
      intro: "What moved.",
      items: [
        { id: "faster", name: "Faster", description: "Answers come sooner." },
        { id: "wider", name: "Wider", description: "Longer documents." },
      ],
    },
    {
      type: "faq",
      id: "questions",
      title: "Questions",
      questions: [
        { id: "price", question: "Does it cost more?", answer: "No." },
        { id: "when", question: "When?", answer: "Now." },
      ],
    },
    {
      type: "image",
      id: "shot",
      image: "images/app-screenshot.png",
      alt: "The app on a phone.",
      caption: "A chat in the app.",
    },
    { type: "cta", id: "end", title: "Get it", text: "On every phone.", action: "stores" },
    { type: "models", id: "models" },
  ],
};

/** German for every text ENGLISH has, with the English each was made from. */
const GERMAN: Fields = (() => {
  const keys = pageTexts(ENGLISH).map(({ key }) => key);
  const page = newPageTranslation();
  for (const { key, source } of pageTexts(ENGLISH)) {
    importPageText(page, { key, source, target: `DE: ${source}` }, keys);
  }
  return orderedPage(page);
})();

/** ENGLISH with one text changed: `undefined` removes it, as the editor does when it is cleared. */
function englishWith(key: string, value: string | undefined): Fields {
  const english = clone(ENGLISH) as Fields;
  const pointer = pageTexts(ENGLISH).find((text) => text.key === key)?.pointer;
  if (!pointer) throw new Error(`ENGLISH has no text ${key}.`);
  const parts = pointer.split("/").slice(1);
  let at: unknown = english;
  for (const part of parts.slice(0, -1)) at = (at as Record<string, unknown>)[part];
  const holder = at as Record<string, unknown>;
  const field = parts.at(-1) as string;
  if (value === undefined) Reflect.deleteProperty(holder, field);
  else holder[field] = value;
  return english;
}

const KEYS = pageTexts(ENGLISH).map(({ key }) => key);

describe("pairPage: a translation paired with English as it is now", () => {
  it("holds every text of the fixture: one of each field a translation can hold", () => {
    expect(KEYS).toEqual([
      "title",
      "description",
      "blocks/top/title",
      "blocks/top/text",
      "blocks/story/body",
      "blocks/changes/title",
      "blocks/changes/intro",
      "blocks/changes/items/faster/name",
      "blocks/changes/items/faster/description",
      "blocks/changes/items/wider/name",
      "blocks/changes/items/wider/description",
      "blocks/questions/title",
      "blocks/questions/questions/price/question",
      "blocks/questions/questions/price/answer",
      "blocks/questions/questions/when/question",
      "blocks/questions/questions/when/answer",
      "blocks/shot/alt",
      "blocks/shot/caption",
      "blocks/end/title",
      "blocks/end/text",
    ]);
  });

  it("changes nothing in a complete translation: the same file, byte for byte", () => {
    expect(JSON.stringify(pairPage(ENGLISH, GERMAN))).toBe(JSON.stringify(GERMAN));
  });

  describe.each(KEYS)("English's %s", (key) => {
    const german = `DE: ${String(pageTexts(ENGLISH).find((text) => text.key === key)?.source)}`;

    it("cleared (the field gone): the translation keeps its text and its record", () => {
      const paired = pairPage(englishWith(key, undefined), GERMAN);
      expect(translatedAt(paired, key).value).toBe(german);
      expect(paired[RECORD]).toEqual(GERMAN[RECORD]);
    });

    it("empty, or spaces only: the translation keeps its text", () => {
      expect(translatedAt(pairPage(englishWith(key, ""), GERMAN), key).value).toBe(german);
      expect(translatedAt(pairPage(englishWith(key, "  "), GERMAN), key).value).toBe(german);
    });

    it("cleared, then typed again: the same translation as before, whole", () => {
      const cleared = pairPage(englishWith(key, undefined), GERMAN);
      const retyped = englishWith(key, "Typed again");
      expect(pairPage(retyped, cleared)).toEqual(pairPage(retyped, GERMAN));
      expect(translatedAt(pairPage(retyped, cleared), key).value).toBe(german);
    });

    it("its own translated field cleared: that text goes, and no other", () => {
      for (const emptied of ["", "   "]) {
        const translation = clone(GERMAN);
        const { pointer } = translatedAt(translation, key);
        const parts = (pointer ?? "").split("/").slice(1);
        let at: unknown = translation;
        for (const part of parts.slice(0, -1)) at = (at as Record<string, unknown>)[part];
        (at as Record<string, unknown>)[parts.at(-1) as string] = emptied;
        const paired = pairPage(ENGLISH, translation);
        expect(translatedAt(paired, key).value).toBeUndefined();
        for (const other of KEYS.filter((candidate) => candidate !== key)) {
          expect(translatedAt(paired, other).value).toBe(translatedAt(GERMAN, other).value);
        }
      }
    });
  });

  it("a block English removes goes with every text and record of it", () => {
    const english = clone(ENGLISH);
    english.blocks = english.blocks.filter((block) => block.id !== "questions");
    const paired = pairPage(english, GERMAN);
    expect(KEYS.filter((key) => translatedAt(paired, key).value !== undefined)).toEqual(
      KEYS.filter((key) => !key.startsWith("blocks/questions/")),
    );
    expect((paired[RECORD] as { blocks: Fields }).blocks).not.toHaveProperty("questions");
  });

  it("an item English removes goes; the block's other items and texts stay", () => {
    const english = clone(ENGLISH) as Fields;
    const faq = (english.blocks as Fields[]).find((block) => block.id === "questions") as Fields;
    faq.questions = (faq.questions as Fields[]).filter((item) => item.id !== "price");
    const paired = pairPage(english, GERMAN);
    const gone = KEYS.filter((key) => key.startsWith("blocks/questions/questions/price/"));
    for (const key of KEYS) {
      expect(translatedAt(paired, key).value).toBe(
        gone.includes(key) ? undefined : translatedAt(GERMAN, key).value,
      );
    }
  });

  it("a block whose id English changed is another block: the old one's texts go", () => {
    const english = clone(ENGLISH);
    const image = english.blocks.find((block) => block.id === "shot") as { id: string };
    image.id = "picture";
    const paired = pairPage(english, GERMAN);
    expect(translatedAt(paired, "blocks/shot/alt").value).toBeUndefined();
    expect(translatedAt(paired, "blocks/picture/alt").value).toBeUndefined();
  });

  it("follows English's order of blocks and items, whatever the translation's", () => {
    const shuffled = clone(GERMAN);
    (shuffled.blocks as Fields[]).reverse();
    for (const block of shuffled.blocks as Fields[]) {
      for (const list of ["items", "questions"]) (block[list] as Fields[] | undefined)?.reverse();
    }
    expect(JSON.stringify(pairPage(ENGLISH, shuffled))).toBe(JSON.stringify(GERMAN));
  });

  it("keeps only texts: a translation's copy of English's picture, type or action is left out", () => {
    const translation = clone(GERMAN);
    const image = (translation.blocks as Fields[]).find((block) => block.id === "shot") as Fields;
    Object.assign(image, { image: "images/other.png", type: "image", decorative: true });
    expect(pairPage(ENGLISH, translation)).toEqual(GERMAN);
  });

  it("the places a translation may hold come from English's blocks and the schemas, not from its texts", () => {
    const bare = {
      title: "",
      blocks: [
        { type: "image", id: "shot", image: "images/app-screenshot.png" },
        { type: "faq", id: "questions", questions: [{ id: "price" }] },
      ],
    };
    expect(translatableKeys(bare)).toEqual([
      "title",
      "description",
      "blocks/shot/alt",
      "blocks/shot/caption",
      "blocks/questions/title",
      "blocks/questions/questions/price/question",
      "blocks/questions/questions/price/answer",
    ]);
    expect(pageTexts(bare).map(({ key }) => key)).toEqual(["title"]);
  });
});
