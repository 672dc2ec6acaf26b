import { DEFAULT_LOCALE, TRANSLATIONS } from "../../i18n/locales";
import type { Locale } from "../../i18n/locales";
import { jsonUnits, placeOf, wordUnits } from "../../i18n/translationUnits";
import { pageUnits } from "../pageUnits";
import type { TranslationUnit } from "../../i18n/translationUnits";
import { parseJson } from "../jsonLocation";
import { JSON_FILES, jsonFile, pageFile } from "../layout";
import { jsonShape } from "../jsonShape";
import { legalHeads } from "../legalHeads";
import { englishPageSlugs } from "../pageTranslationWriter";
import type { ContentSchemas } from "../schemaRules";
import { lineOf } from "./problems";
import type { ContentSnapshot, Problem } from "./types";

/**
 * Stale translations: texts whose English changed since they were translated (their record,
 * `translatedFrom`, holds other English than the English file now). A warning, not a mistake: the
 * site still builds, in every language, and `npm run check:content -- --strict` (a release) makes
 * it one. A missing translation is a mistake, reported by translations.ts.
 */

/**
 * The texts of the site's own words in each locale (src/i18n/strings/<locale>.json), and of each
 * translation's record (src/i18n/strings/translated-from/<locale>.json).
 */
export type WordFiles = Partial<Record<string, { words?: string; record?: string }>>;

const wordsFile = (code: string) => `src/i18n/strings/${code}.json`;
const wordsRecordFile = (code: string) => `src/i18n/strings/translated-from/${code}.json`;
export const WORD_FILES = { words: wordsFile, record: wordsRecordFile };

const quote = (text: string | undefined) => JSON.stringify(text ?? "");

/** One warning for a stale unit, in the translation's file, at its line. */
export function staleMessage(locale: Locale, unit: TranslationUnit): string {
  const place = placeOf(unit);
  const then =
    unit.recorded === undefined ? "not recorded (no translatedFrom for it)" : quote(unit.recorded);
  return [
    `${locale.englishName} (${locale.code}): ${place ? `${place}: ` : ""}${unit.field}: the English changed since this was translated.`,
    `  English then: ${then}`,
    `  English now:  ${quote(unit.source)}`,
    `  Translate it again; or, if it is still correct, record the English now as its translatedFrom (the editor's Still correct does, and so do npm run i18n:export and i18n:import).`,
  ].join("\n");
}

/**
 * Every stale text of the content files (the pages made from blocks among them) and the site's own
 * words, as warnings.
 */
export function staleTranslations(
  { files }: ContentSnapshot,
  schemas: ContentSchemas,
  words: WordFiles,
): Problem[] {
  const problems: Problem[] = [];
  const parse = (text: string | undefined) => {
    const parsed = text === undefined ? undefined : parseJson(text);
    return parsed?.ok ? parsed : undefined;
  };
  // Each JSON file with its translations: the content files, then the pages made from blocks.
  const sources = [
    ...JSON_FILES.map((name) => ({
      englishFile: jsonFile(DEFAULT_LOCALE, name),
      valid: schemas[name],
      fileIn: (code: Locale["code"]) => jsonFile(code, name),
      units: (input: Omit<Parameters<typeof jsonUnits>[0], "shape">) =>
        jsonUnits({ ...input, shape: jsonShape(name) }),
    })),
    ...englishPageSlugs(Object.keys(files)).map((slug) => ({
      englishFile: pageFile(DEFAULT_LOCALE, slug),
      valid: schemas.page,
      fileIn: (code: Locale["code"]) => pageFile(code, slug),
      units: pageUnits,
    })),
  ];
  for (const source of sources) {
    const english = parse(files[source.englishFile]);
    // A broken English file is a mistake of its own: nothing is compared with it.
    if (!english || source.valid(english.value).length > 0) continue;
    for (const locale of TRANSLATIONS) {
      const file = source.fileIn(locale.code);
      const translation = parse(files[file]);
      if (!translation) continue;
      const units = source.units({
        locale: locale.code,
        file,
        english: english.value,
        translation: translation.value,
      });
      for (const unit of units.filter(({ state }) => state === "stale")) {
        problems.push({
          file,
          line: lineOf(unit.pointer, translation.lines),
          message: staleMessage(locale, unit),
        });
      }
    }
  }
  for (const locale of TRANSLATIONS) {
    for (const head of legalHeads(files, locale.code)) {
      for (const unit of head.units.filter(({ state }) => state === "stale")) {
        problems.push({
          file: head.file,
          line: head.lines?.get(unit.pointer),
          message: staleMessage(locale, unit),
        });
      }
    }
  }
  const englishWords = parse(words[DEFAULT_LOCALE]?.words);
  for (const locale of TRANSLATIONS) {
    const translated = parse(words[locale.code]?.words);
    if (!englishWords || !translated) continue;
    const record = parse(words[locale.code]?.record);
    const file = wordsFile(locale.code);
    const units = wordUnits({
      locale: locale.code,
      file,
      english: englishWords.value,
      translation: translated.value,
      record: record?.value,
    });
    for (const unit of units.filter(({ state }) => state === "stale")) {
      problems.push({
        file,
        line: lineOf(unit.pointer, translated.lines),
        message: staleMessage(locale, unit).replace(
          "as its translatedFrom",
          `in ${wordsRecordFile(locale.code)}`,
        ),
      });
    }
  }
  return problems;
}
