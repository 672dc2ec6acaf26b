import { isFields } from "./blockValues";

import { pairPage } from "./pairPage";
import type { Fields } from "../../types/fields";

/**
 * The English page of the entry being edited, for what Decap hands a language's data alone: the
 * preview of a translation (Decap gives it the translation's texts, not English's blocks) and the
 * format that writes a translation (made again from English, pairPage.ts, so a block removed in
 * English leaves every translation with it, even one whose pane was never opened). The blocks
 * widget keeps it as the entry changes, and the save (cms.tsx, preSave) sets it just before Decap
 * writes the files: the English file first, then each translation.
 */

let english: { data: Fields; text: string } | undefined;

export function rememberEnglishPage(data: unknown): void {
  english = isFields(data) ? { data, text: JSON.stringify(data) } : undefined;
}

export const editedEnglishPage = (): Fields | undefined => english?.data;

/**
 * A page's data as it is to be written: English's as it is; a translation's paired with the
 * English page being saved (pairPage.ts). Without an English page at hand, as it is.
 */
export function pageToWrite(data: Fields): Fields {
  if (!english || JSON.stringify(data) === english.text) return data;
  return pairPage(english.data, data);
}
