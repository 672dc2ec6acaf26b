import { describeIncomplete, incompletePages, incompleteTranslations } from "./incompletePages";

const ENGLISH = {
  title: "What's new",
  description: "The latest.",
  blocks: [
    {
      type: "image",
      id: "shot",
      image: "images/app-screenshot.png",
      alt: "A phone.",
      caption: "A chat.",
    },
  ],
};
const complete = (title: string) => ({
  title,
  description: `${title}.`,
  blocks: [{ id: "shot", alt: `${title} alt`, caption: `${title} caption` }],
});
const json = (value: unknown) => JSON.stringify(value);

describe("pages missing from a language", () => {
  it("names none while every translation gives every text, or there is none yet", () => {
    const files = {
      "content/en/pages/whats-new.json": json(ENGLISH),
      "content/de/pages/whats-new.json": json(complete("Neu")),
    };
    expect(incompletePages(files)).toEqual([]);
  });

  it("names the page, its language, its address and each missing text", () => {
    const german = complete("Neu");
    delete (german.blocks[0] as { caption?: string }).caption;
    const japanese = { ...complete("新着"), title: "  " };
    const files = {
      "content/en/pages/whats-new.json": json(ENGLISH),
      "content/de/pages/whats-new.json": json(german),
      "content/ja/pages/whats-new.json": json(japanese),
      "content/ar/pages/whats-new.json": json(complete("جديد")),
    };
    const found = incompletePages(files);
    expect(
      found.map(({ locale, address, missing }) => [
        locale.code,
        address,
        missing.map((t) => t.key),
      ]),
    ).toEqual([
      ["de", "/de/whats-new/", ["blocks/shot/caption"]],
      ["ja", "/ja/whats-new/", ["title"]],
    ]);
    expect(found.map(describeIncomplete)[0]).toBe(
      "/de/whats-new/ is not on the site in German: content/de/pages/whats-new.json misses 1 text (caption of image block “shot”). Translate it and the page is back in German.",
    );
    expect(incompleteTranslations("whats-new", files)).toEqual(found);
  });

  it("reads nothing it cannot parse as missing: the content checks name a broken file", () => {
    const files = {
      "content/en/pages/whats-new.json": json(ENGLISH),
      "content/de/pages/whats-new.json": "{ not json",
    };
    expect(incompletePages(files)).toEqual([]);
  });
});
