/** @jest-environment node */
import { fromJS } from "immutable";

import { pairCards } from "./pairCards";
import type { CardList } from "./pairCards";

// Decap's values are Immutable.js collections (the version it installs, which this imports).
const list = (cards: object[]) => fromJS(cards) as unknown as CardList;
const plain = (cards: CardList) => (cards as unknown as { toJS: () => unknown }).toJS();

const HOLDS = ["id", "name", "description"];

const english = list([
  { id: "gpt-4o", name: "GPT-4o", description: "Fast.", comingSoon: false },
  { id: "claude", name: "Claude", description: "Careful." },
  { id: "dall-e-3", name: "DALL·E 3", description: "Pictures.", comingSoon: true },
]);

// German cards, each paired with its English one by id.
const GPT = { id: "gpt-4o", name: "GPT-4o", description: "Schnell." };
const CLAUDE = { id: "claude", name: "Claude", description: "Sorgfältig." };
const DALLE = { id: "dall-e-3", name: "DALL·E 3", description: "Bilder." };

describe("a translation's cards, paired with English's by id", () => {
  it("are English's cards in English's order, each with its translated texts", () => {
    const german = list([DALLE, GPT, CLAUDE]);
    expect(plain(pairCards(english, german, HOLDS))).toEqual([GPT, CLAUDE, DALLE]);
  });

  it("give a card added in English its id alone, to translate, and drop one English removed", () => {
    const german = list([GPT, { id: "grok", name: "Grok", description: "Direkt." }, DALLE]);
    expect(plain(pairCards(english, german, HOLDS))).toEqual([GPT, { id: "claude" }, DALLE]);
    expect(plain(pairCards(english, undefined, HOLDS))).toEqual([
      { id: "gpt-4o" },
      { id: "claude" },
      { id: "dall-e-3" },
    ]);
  });

  it("keep nothing but the id and the texts: comingSoon is English's alone", () => {
    const german = list([{ ...GPT, comingSoon: true }, CLAUDE, { ...DALLE, comingSoon: false }]);
    const paired = plain(pairCards(english, german, HOLDS)) as object[];
    expect(paired.filter((card) => "comingSoon" in card)).toEqual([]);
  });

  it("leave a translation that is already paired equal to itself, so nothing changes", () => {
    const german = list([GPT, CLAUDE, DALLE]);
    expect(pairCards(english, german, HOLDS).equals(german)).toBe(true);
  });
});
