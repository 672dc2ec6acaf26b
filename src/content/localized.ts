/**
 * How a translation's node reads, in GraphQL and wherever else a locale's content is put together:
 * the cards of English, in English's order and with English's other fields (comingSoon), each with
 * the texts its translation gives (matched by id). The content checks make sure that every card
 * has its translation; a text a translation lacks would show in English rather than not at all.
 */
export type Card = Record<string, unknown> & { id?: unknown };

export function localizedCards(english: Card[], translated: Card[], cardFields: string[]): Card[] {
  const byId = new Map(translated.map((card) => [card.id, card]));
  return english.map((card) => {
    const translation = byId.get(card.id);
    if (!translation) return card;
    const texts = cardFields.filter((field) => field in translation);
    return { ...card, ...Object.fromEntries(texts.map((field) => [field, translation[field]])) };
  });
}
