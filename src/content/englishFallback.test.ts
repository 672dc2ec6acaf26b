import { localizedCard, localizedCards, localizedPage, localizedSite } from "./englishFallback";

const available = { id: "gpt-4o", name: "GPT-4o", description: "Fast.", comingSoon: false };
const soon = { id: "dall-e-3", name: "DALL·E 3", description: "Pictures.", comingSoon: true };
const english = [available, soon];

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

describe("localizedCard", () => {
  it("is English's card with the translation's texts, and never its comingSoon", () => {
    const german = { id: "dall-e-3", description: "Bilder.", comingSoon: false };
    expect(localizedCard(soon, german, ["name", "description"])).toEqual({
      ...soon,
      description: "Bilder.",
    });
  });

  it("is English's card where the translation has none", () => {
    expect(localizedCard(available, undefined, ["name"])).toBe(available);
  });
});

describe("localizedSite", () => {
  it("is English's, with the texts the translation gives", () => {
    const site = { tagline: "Chat.", chatUrl: "https://chat.example/" };
    expect(localizedSite(site, { tagline: "Chatten." })).toEqual({
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

describe("localizedPage", () => {
  const page = {
    title: "FAQ",
    description: "Answers.",
    footer: true,
    blocks: [
      { type: "hero", id: "intro", title: "Questions", text: "Short answers.", action: "none" },
      {
        type: "faq",
        id: "pro",
        title: "PRO",
        questions: [{ id: "billing", question: "How?", answer: "In *advance*." }],
      },
      { type: "models", id: "models" },
    ],
  };

  it("is English's page with the translation's texts put in by block and item id", () => {
    const german = {
      title: "Fragen",
      blocks: [
        { id: "pro", questions: [{ id: "billing", answer: "Im *Voraus*." }] },
        { id: "intro", title: "Fragen" },
      ],
    };
    expect(localizedPage(page, german)).toEqual({
      ...page,
      title: "Fragen",
      blocks: [
        { ...page.blocks[0], title: "Fragen" },
        {
          ...page.blocks[1],
          questions: [{ id: "billing", question: "How?", answer: "Im *Voraus*." }],
        },
        page.blocks[2],
      ],
    });
  });

  it("leaves English's page as it was", () => {
    const before = JSON.stringify(page);
    localizedPage(page, { title: "Fragen" });
    expect(JSON.stringify(page)).toBe(before);
  });

  it("takes nothing from a translation but its texts", () => {
    const sneaky = { footer: false, blocks: [{ id: "intro", action: "chat", type: "cta" }] };
    expect(localizedPage(page, sneaky)).toEqual(page);
  });
});
