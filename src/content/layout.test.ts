import {
  isContentFile,
  jsonLocale,
  legalLocale,
  pageFileLocale,
  pageSlug,
  pagesLocale,
} from "./layout";

describe("a legal file's locale", () => {
  it("is English at the top of content/legal/ and its folder's below it", () => {
    expect(["legal", "legal/de", "legal/ja", "legal/ar"].map(legalLocale)).toEqual([
      "en",
      "de",
      "ja",
      "ar",
    ]);
  });

  it("is none for a folder that is no translation", () => {
    expect(["legal/en", "legal/fr", "legal/de/old", "images"].map(legalLocale)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("a JSON file's locale", () => {
  it("is its folder's, where the folder is a locale of the site", () => {
    expect(["en", "de", "ja", "ar", "fr", "legal", "en/old"].map(jsonLocale)).toEqual([
      "en",
      "de",
      "ja",
      "ar",
      null,
      null,
      null,
    ]);
  });
});

describe("isContentFile", () => {
  it("knows the content files, and no path that leaves content/legal/", () => {
    expect(
      ["content/en/site.json", "content/legal/terms.mdx", "content/legal/de/terms.mdx"].map(
        isContentFile,
      ),
    ).toEqual([true, true, true]);
    expect(
      [
        "content/legal/../x.mdx",
        "content/legal/../../gatsby-config.mdx",
        "content/legal/./terms.mdx",
        "content/legal//terms.mdx",
        "content/legal/de/x/terms.mdx",
        "content/legal/terms.json",
      ].map(isContentFile),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe("a page's file (content/<locale>/pages/<slug>.json)", () => {
  it("is content in every language's pages/ folder, and nowhere deeper or outside", () => {
    expect(
      ["content/en/pages/faq.json", "content/de/pages/faq.json", "content/en/pages/FAQ.json"].map(
        isContentFile,
      ),
    ).toEqual([true, true, true]);
    expect(
      [
        "content/en/pages/../site.json",
        "content/en/pages/old/faq.json",
        "content/fr/pages/faq.json",
        "content/legal/pages/faq.json",
        "content/en/pages/faq.md",
        "content/en/pages/faq.json/x",
      ].map(isContentFile),
    ).toEqual([false, false, false, false, false, false]);
  });

  it("names its slug and language, even a slug the checks refuse", () => {
    expect(["content/de/pages/faq.json", "content/en/pages/Über.json"].map(pageSlug)).toEqual([
      "faq",
      "Über",
    ]);
    expect(pageFileLocale("content/ja/pages/faq.json")).toBe("ja");
    expect(pageSlug("content/en/site.json")).toBeNull();
  });

  it("has its locale from its folder, as Gatsby gives it", () => {
    expect(["en/pages", "de/pages", "de/pages/old", "fr/pages", "de"].map(pagesLocale)).toEqual([
      "en",
      "de",
      null,
      null,
      null,
    ]);
  });
});
