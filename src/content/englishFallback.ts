import { clone, pageTexts, translatedAt } from "./pageTexts";
import { isObject } from "../types/fields";
import type { Fields } from "../types/fields";

/**
 * The English fallback: content in a locale as its pages show it. A translation holds only the
 * texts its schema marks translatable; everything else is English's, the source (links, pictures
 * that are not translated, the cards' order and whether a card is coming soon, a page's blocks,
 * their order and actions, whether the footer lists the page). The one copy of the rule: the
 * build's resolvers (src/gatsby/resolvers.ts) and the editor's previews (src/cms/previews/) both
 * call it. Nothing here reads files.
 */

/** A card of use-cases.json or models.json: matched across locales by its id. */
export type Card = Fields & { id?: unknown };

/** site.json in a locale as its pages read it: English's, with the texts the translation gives. */
export const localizedSite = <T extends Fields>(english: T, translation: Fields): T => ({
  ...english,
  ...Object.fromEntries(Object.entries(translation).filter(([, value]) => value !== undefined)),
});

/**
 * One card in a locale: its English card, with the texts (`cardFields`) its translation gives.
 * Whatever else the translation's card holds is not used: comingSoon is English's.
 */
export function localizedCard<T extends Card>(
  english: T,
  translation: Card | undefined,
  cardFields: readonly string[],
): T {
  if (!translation) return english;
  const texts = cardFields.filter((field) => field in translation);
  return { ...english, ...Object.fromEntries(texts.map((field) => [field, translation[field]])) };
}

/**
 * A locale's cards as its pages show them: the cards of English, in English's order and with
 * English's other fields (comingSoon), each with the texts its translation gives (matched by id).
 * The content checks make sure that every card has its translation; a text a translation lacks
 * would show in English rather than not at all.
 */
export function localizedCards<T extends Card>(
  english: T[],
  translated: Card[],
  cardFields: readonly string[],
): T[] {
  const byId = new Map(translated.map((card) => [card.id, card]));
  return english.map((card) => localizedCard(card, byId.get(card.id), cardFields));
}

/**
 * A page in a language: English's page, with every text its translation gives in place of the
 * English one (matched by block and item id). What the translation does not give stays English's.
 */
export function localizedPage<T>(english: T, translation: unknown): T {
  if (!isObject(english) || !isObject(translation)) return english;
  const page = clone(english) as Fields;
  for (const { key, pointer } of pageTexts(english)) {
    const value = translatedAt(translation, key).value;
    if (value === undefined) continue;
    const parts = pointer.split("/").slice(1);
    let at: unknown = page;
    for (const part of parts.slice(0, -1)) {
      at = Array.isArray(at) ? at[Number(part)] : isObject(at) ? at[part] : undefined;
    }
    if (isObject(at)) at[parts.at(-1) ?? ""] = value;
  }
  return page as T;
}
