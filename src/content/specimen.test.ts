/** @jest-environment node */
import { SCHEMA_DOCUMENTS } from "./schemaDocuments";
import { BLOCK_TYPES, pageTexts } from "./pageTexts";
import { createSchemas } from "./schemaRules";
import { atLength, markdownAtLength, rotated, SPECIMEN_PICTURE, specimenPage } from "./specimen";

const WORDS = {
  en: "Write, code and search the web with the best AI models in one app",
  ja: "一つのアプリで最高のAIモデルと書いて、コードを書いて、ウェブを検索する",
};

describe("specimenPage", () => {
  const schemas = createSchemas(SCHEMA_DOCUMENTS as Record<string, object>, {
    imageProblem: (name) => (name === SPECIMEN_PICTURE ? undefined : `no ${name}`),
  });

  it.each(Object.entries(WORDS))(
    "is a page the schemas accept, in %s words",
    (_language, words) => {
      expect(schemas.page(specimenPage(words))).toEqual([]);
    },
  );

  it("has every block type of the schemas, once, each with its own words", () => {
    const page = specimenPage(WORDS.en) as { blocks: Array<{ type: string; title?: string }> };
    expect(page.blocks.map(({ type }) => type)).toEqual(BLOCK_TYPES);
    const titles = page.blocks.flatMap(({ title }) => title ?? []);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has every text at its schema's maximum length, and every list full", () => {
    const page = specimenPage(WORDS.ja) as {
      blocks: Array<{ type: string } & Record<string, unknown>>;
    };
    const texts = pageTexts(page);
    expect(texts.length).toBeGreaterThan(50);
    for (const { source, key, maxLength } of texts) {
      expect(maxLength).toBeGreaterThan(0);
      expect([key, source.length]).toEqual([key, maxLength]);
    }
    const cards = page.blocks.find(({ type }) => type === "cards");
    const faq = page.blocks.find(({ type }) => type === "faq");
    expect((cards?.items as unknown[]).length).toBe(12);
    expect((faq?.questions as unknown[]).length).toBe(30);
  });

  it("has every card at its tallest: an icon and the Coming Soon badge", () => {
    const page = specimenPage(WORDS.en) as {
      blocks: Array<{ type: string; items?: Array<Record<string, unknown>> }>;
    };
    const items = page.blocks.find(({ type }) => type === "cards")?.items ?? [];
    expect(items).toHaveLength(12);
    for (const item of items) {
      expect(item).toEqual(
        expect.objectContaining({ icon: expect.any(String) as string, comingSoon: true }),
      );
    }
  });
});

describe("the texts", () => {
  it("are cut or repeated to exactly the length asked", () => {
    expect(atLength("ab cd", 12)).toBe("ab cd ab cd.");
    expect(atLength("日本語", 7)).toBe("日本語日本語日");
    expect(markdownAtLength(WORDS.en, 1200)).toHaveLength(1200);
    expect(markdownAtLength(WORDS.en, 1200)).toMatch(/\*\*.+\*\* \[.+\]\(\/terms\/\)[\s\S]*\n## /);
    expect(markdownAtLength(WORDS.en, 220)).toHaveLength(220);
  });

  it("begin at another word for each block", () => {
    expect(rotated("a b c d e", 1)).toBe("d e a b c");
    expect(rotated("あいうえお", 1)).toBe("えおあいう");
    // Japanese with a name in Latin letters: by characters, not by its two "words".
    expect(rotated("チャット、文章作成、数学。Google Gemini、Grokなど", 1)).toBe(
      "ト、文章作成、数学。Google Gemini、Grokなどチャッ",
    );
  });

  it("begin differently in every block of the page, in every language's words", () => {
    const japanese =
      "チャット、文章作成、数学の問題、プログラミング。GPT-4o、Google Gemini、Grokなど";
    for (const words of [...Object.values(WORDS), japanese]) {
      const page = specimenPage(words) as { blocks: Array<{ title?: string }> };
      const titles = page.blocks.flatMap(({ title }) => title ?? []);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});
