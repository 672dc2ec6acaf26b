import { localizedCards } from "./localized";

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
