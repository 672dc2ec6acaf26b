import { createContext } from "react";

import { isFields, itemsOf } from "./blockValues";

/**
 * The ids a page's translations pair with: "shot" for a block, "faq/questions/price" for an item
 * of a block's list. While a translation holds texts under an id, that id is not edited in
 * English (each keystroke would part the translation from its block), and a new block or item
 * never takes it (it would take that translation's texts with it).
 */
export type PairedIds = ReadonlySet<string>;

export const PairedIdsContext = createContext<PairedIds>(new Set());

/** An item's place among the paired ids. */
export const itemKey = (blockId: string, list: string, itemId: string) =>
  `${blockId}/${list}/${itemId}`;

/** The ids the translations (their data, plain) hold texts under. */
export function pairedIds(translations: unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const translation of translations) {
    if (!isFields(translation)) continue;
    for (const block of itemsOf(translation.blocks)) {
      if (typeof block.id !== "string") continue;
      ids.add(block.id);
      for (const [list, items] of Object.entries(block)) {
        for (const item of Array.isArray(items) ? itemsOf(items) : []) {
          if (typeof item.id === "string") ids.add(itemKey(block.id, list, item.id));
        }
      }
    }
  }
  return ids;
}

/** The paired ids of a block's list's items: "price" for "faq/questions/price". */
export const pairedItems = (ids: PairedIds, blockId: unknown, list: string): string[] =>
  typeof blockId === "string"
    ? [...ids].flatMap((key) =>
        key.startsWith(`${blockId}/${list}/`) ? [key.slice(`${blockId}/${list}/`.length)] : [],
      )
    : [];

/** The paired block ids. */
export const pairedBlocks = (ids: PairedIds): string[] =>
  [...ids].filter((key) => !key.includes("/"));
