import { stateOf } from "../i18n/translationUnits";
import type { TranslationUnit } from "../i18n/translationUnits";
import type { LanguageCode } from "../i18n/locales";
import { pageTexts, recordedFor, translatedAt } from "./pageTexts";
import { isObject } from "../types/fields";

/**
 * The translators' units of a page made from blocks: the shared model of src/i18n/translationUnits.ts
 * (states, records), over the page's texts (pageTexts.ts). Here, beside the pages' content rules,
 * so the site's words (src/i18n/) import nothing of the content.
 */

/** "pages/faq.json" for content/de/pages/faq.json: a page's name in its units' ids. */
const pageName = (file: string): string => file.slice(file.lastIndexOf("/pages/") + 1);

/** Where a text the translation lacks would go: its block, or the blocks, or the file. */
function nearestPointer(translation: unknown, key: string): string {
  const [top, blockId] = key.split("/");
  if (top !== "blocks" || !isObject(translation) || !Array.isArray(translation.blocks)) return "";
  const index = translation.blocks.findIndex((block) => isObject(block) && block.id === blockId);
  return index < 0 ? "/blocks" : `/blocks/${index}`;
}

/**
 * The units of a page made from blocks in a language (content/<locale>/pages/<slug>.json): every
 * text of the English page (src/content/pageTexts.ts), in the page's order, paired by block and
 * item id. `translation` may be anything (a missing file is `undefined`: every text missing).
 */
export function pageUnits(input: {
  locale: LanguageCode;
  /** The translation's file: "content/de/pages/faq.json". */
  file: string;
  english: unknown;
  translation: unknown;
}): TranslationUnit[] {
  const { locale, file, translation } = input;
  return pageTexts(input.english).map((text) => {
    const at = translatedAt(translation, text.key);
    const recorded = recordedFor(translation, text.key);
    return {
      id: `${pageName(file)}#${text.key}`,
      locale,
      file,
      pointer: at.pointer ?? nearestPointer(translation, text.key),
      field: text.field,
      ...(text.block ? { block: text.block } : {}),
      ...(text.item ? { item: text.item } : {}),
      source: text.source,
      target: at.value,
      recorded,
      ...(text.maxLength ? { maxLength: text.maxLength } : {}),
      ...(text.about ? { about: text.about } : {}),
      ...(text.markdown ? { markdown: true } : {}),
      state: stateOf(text.source, at.value, recorded),
    };
  });
}
