import fs from "fs";
import path from "path";

import { DEFAULT_LOCALE } from "../i18n/locales";
import { WORD_FILES } from "./checks/staleness";
import { jsonShape } from "./jsonShape";
import { englishPages } from "./languageUnits";
import { JSON_FILES, jsonFile, pageFile } from "./layout";
import { pageTexts } from "./pageTexts";
import { newPageTranslation, orderedPage, setPageText } from "./pageTranslationWriter";
import { isObject } from "../types/fields";
import type { Fields } from "../types/fields";

/**
 * A new language's files, every text in them still to translate (""): content/<code>/*.json with
 * the English file's texts and cards (by id), src/i18n/strings/<code>.json with every word of
 * English's, content/<code>/pages/<slug>.json for each page made from blocks (its blocks and
 * items by id, in English's order), and an empty record of what was translated from what.
 * `npm run i18n:status` counts each "" as missing, and i18n:export hands each to the translator
 * as new.
 */

/** Every string of a nested record emptied: the words' shape with nothing translated. */
const emptied = (value: unknown): unknown =>
  typeof value === "string"
    ? ""
    : isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, emptied(item)]))
      : value;

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function scaffoldLanguage(rootDir: string, code: string): Record<string, string> {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(rootDir, file), "utf8")) as unknown;
  const files: Record<string, string> = {};
  for (const name of JSON_FILES) {
    const english = read(jsonFile(DEFAULT_LOCALE, name));
    if (!isObject(english)) throw new Error(`${jsonFile(DEFAULT_LOCALE, name)} is not an object.`);
    const { fields, cardFields } = jsonShape(name);
    const translation: Fields = { $schema: english.$schema };
    for (const field of fields) if (typeof english[field] === "string") translation[field] = "";
    if (cardFields.length > 0 && Array.isArray(english.items)) {
      translation.items = english.items.filter(isObject).map((card) => ({
        id: card.id,
        ...Object.fromEntries(
          cardFields.filter((field) => field in card).map((field) => [field, ""]),
        ),
      }));
    }
    files[jsonFile(code as typeof DEFAULT_LOCALE, name)] = jsonText(translation);
  }
  for (const slug of englishPages(rootDir)) {
    const keys = pageTexts(read(pageFile(DEFAULT_LOCALE, slug))).map(({ key }) => key);
    const translation = newPageTranslation();
    for (const key of keys) setPageText(translation, key, "", keys);
    files[pageFile(code as typeof DEFAULT_LOCALE, slug)] = jsonText(orderedPage(translation));
  }
  files[WORD_FILES.words(code)] = jsonText(emptied(read(WORD_FILES.words(DEFAULT_LOCALE))));
  files[WORD_FILES.record(code)] = jsonText({});
  return files;
}
