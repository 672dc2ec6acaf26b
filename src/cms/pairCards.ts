/**
 * A translation's cards as the editor shows and keeps them: English's cards, in English's order,
 * each with the translated texts of the card with its id, or with the id alone when the
 * translation has none yet (a card added in English, to translate). A translated card whose id
 * English no longer has is left out, and so is any field of a card a translation does not give
 * (`holds`: the id and the translated texts), so nothing but texts can differ from English. Written for Decap's Immutable.js values, so the result is
 * made from the values given, of the same library.
 */

/** What pairCards reads of an Immutable.js Map (a card). */
type CardValue = {
  get: (key: string) => unknown;
  filter: (keep: (value: unknown, key: string) => boolean) => CardValue;
};

/** What pairCards reads of an Immutable.js List (the cards). */
export type CardList = {
  map: (to: (card: CardValue) => CardValue) => CardList;
  find: (test: (card: CardValue) => boolean) => CardValue | undefined;
  equals: (other: unknown) => boolean;
  toArray: () => CardValue[];
};

export function pairCards(
  english: CardList,
  translated: CardList | undefined,
  holds: string[],
): CardList {
  return english.map((card) => {
    const id = card.get("id");
    const translation = translated?.find((candidate) => candidate.get("id") === id);
    return translation
      ? translation.filter((_value, key) => holds.includes(key))
      : card.filter((_value, key) => key === "id");
  });
}
