import { compareTexts, fileLocale, wordChanges } from "./textChanges";

const json = (value: unknown, space = 2) => JSON.stringify(value, null, space);

describe("compareTexts", () => {
  it("finds no text changed by an edit of a JSON file's whitespace alone", () => {
    const site = { tagline: "Dein KI-Chatbot", items: [{ title: "Schreiben" }] };
    expect(compareTexts("content/de/site.json", json(site), json(site, 4))).toEqual([]);
  });

  it("names each changed field by its path, in the file's language, and leaves out what no page shows", () => {
    const before = {
      $schema: "a",
      tagline: "Dein KI-Chatbot",
      items: [{ title: "Schreiben" }],
      translatedFrom: { tagline: "x" },
    };
    const after = {
      $schema: "b",
      tagline: "Dein ganz persönlicher KI-Chatbot",
      items: [{ title: "Schreiben" }, { title: "Neu" }],
      translatedFrom: { tagline: "y" },
    };
    expect(compareTexts("content/de/site.json", json(before), json(after))).toEqual([
      {
        file: "content/de/site.json",
        field: "tagline",
        before: "Dein KI-Chatbot",
        after: "Dein ganz persönlicher KI-Chatbot",
        locale: "de",
      },
      {
        file: "content/de/site.json",
        field: "items[1].title",
        before: null,
        after: "Neu",
        locale: "de",
      },
    ]);
  });

  it("reads a legal text's front matter and body, and a new file's every text", () => {
    const before = "---\ntitle: Terms\n---\n\nOld words.\n";
    const after = "---\ntitle: Terms of use\n---\n\nOld words.\n";
    expect(compareTexts("content/legal/ar/terms.mdx", before, after)).toEqual([
      {
        file: "content/legal/ar/terms.mdx",
        field: "title",
        before: "Terms",
        after: "Terms of use",
        locale: "ar",
      },
    ]);
    expect(compareTexts("content/en/pages/new.json", undefined, json({ title: "New" }))).toEqual([
      {
        file: "content/en/pages/new.json",
        field: "title",
        before: null,
        after: "New",
        locale: "en",
      },
    ]);
  });
});

describe("fileLocale", () => {
  it.each([
    ["content/de/site.json", "de"],
    ["content/legal/ja/privacy.mdx", "ja"],
    ["content/legal/terms.mdx", "en"],
    ["content/images/app-screenshot.ar.png", "en"],
  ])("%s is in %s", (file, locale) => expect(fileLocale(file)).toBe(locale));
});

describe("wordChanges", () => {
  it("gives the words removed and added", () => {
    expect(
      wordChanges({
        before: "Dein persönlicher KI-Chatbot",
        after: "Dein ganz persönlicher KI-Chatbot",
        locale: "de",
      }),
    ).toEqual([
      { text: "Dein ", change: "same" },
      { text: "ganz ", change: "added" },
      { text: "persönlicher KI-Chatbot", change: "same" },
    ]);
  });

  it("compares Japanese, which has no spaces, character by character", () => {
    const parts = wordChanges({
      before: "あなたのAIチャットボット",
      after: "あなただけのAIチャットボット",
      locale: "ja",
    });
    expect(parts.filter(({ change }) => change !== "same")).toEqual([
      { text: "だけ", change: "added" },
    ]);
  });
});
