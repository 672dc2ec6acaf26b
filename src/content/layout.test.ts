import { isContentFile, jsonLocale, legalLocale, localizedCards, localizedSite } from "./layout";

const english = [
  { id: "gpt-4o", name: "GPT-4o", description: "Fast.", comingSoon: false },
  { id: "dall-e-3", name: "DALL·E 3", description: "Pictures.", comingSoon: true },
];

describe("localizedCards", () => {
  it("keeps English's order and comingSoon, with the translated texts", () => {
    const german = [
      { id: "dall-e-3", name: "DALL·E 3", description: "Bilder.", comingSoon: false },
      { id: "gpt-4o", name: "GPT-4o", description: "Schnell." },
    ];
    expect(localizedCards(english, german, ["name", "description"])).toEqual([
      { id: "gpt-4o", name: "GPT-4o", description: "Schnell.", comingSoon: false },
      { id: "dall-e-3", name: "DALL·E 3", description: "Bilder.", comingSoon: true },
    ]);
  });

  it("ignores a translated card English does not have", () => {
    const extra = [{ id: "grok", name: "Grok", description: "Witzig." }];
    expect(localizedCards(english, extra, ["name", "description"])).toEqual(english);
  });
});

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

describe("localizedSite", () => {
  it("is English's, with the texts the translation gives", () => {
    const english = { tagline: "Chat.", chatUrl: "https://chat.example/" };
    expect(localizedSite(english, { tagline: "Chatten." })).toEqual({
      tagline: "Chatten.",
      chatUrl: "https://chat.example/",
    });
  });

  it("keeps English's where a translation leaves a text undefined", () => {
    expect(localizedSite({ tagline: "Chat." }, { tagline: undefined })).toEqual({
      tagline: "Chat.",
    });
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
