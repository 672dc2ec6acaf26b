import fs from "fs";
import path from "path";

import { DEFAULT_LOCALE } from "../i18n/locales";
import type { LanguageCode } from "../i18n/locales";
import { jsonUnits, wordUnits } from "../i18n/translationUnits";
import { pageUnits } from "./pageUnits";
import type { TranslationUnit } from "../i18n/translationUnits";
import { WORD_FILES } from "./checks/staleness";
import { readJsonIfPresent } from "./jsonFile";
import { jsonShape } from "./jsonShape";
import { JSON_FILES, jsonFile, pageFile } from "./layout";
import { legalHeads } from "./legalHeads";
import { englishPageSlugs } from "./pageTranslationWriter";
import { readSnapshot } from "./validateContent";

/**
 * Every text a language translates, read from the disk: the content files' texts
 * (content/<locale>/*.json, in the files' order), the pages made from blocks
 * (content/<locale>/pages/<slug>.json, by slug), the legal pages' titles and descriptions
 * (content/legal/<locale>/*.mdx) and the site's own words
 * (src/i18n/strings/<locale>.json), each with its state. For `npm run i18n:status`, i18n:export
 * and i18n:import.
 */
export function languageUnits(rootDir: string, locale: LanguageCode): TranslationUnit[] {
  const readJson = (file: string): unknown => readJsonIfPresent(path.join(rootDir, file));
  const content = JSON_FILES.flatMap((name) =>
    jsonUnits({
      locale,
      file: jsonFile(locale, name),
      shape: jsonShape(name),
      english: readJson(jsonFile(DEFAULT_LOCALE, name)),
      translation: readJson(jsonFile(locale, name)),
    }),
  );
  const pages = englishPages(rootDir).flatMap((slug) =>
    pageUnits({
      locale,
      file: pageFile(locale, slug),
      english: readJson(pageFile(DEFAULT_LOCALE, slug)),
      translation: readJson(pageFile(locale, slug)),
    }),
  );
  const legal = legalHeads(readSnapshot(rootDir).files, locale).flatMap(({ units }) => units);
  const words = wordUnits({
    locale,
    file: WORD_FILES.words(locale),
    english: readJson(WORD_FILES.words(DEFAULT_LOCALE)),
    translation: readJson(WORD_FILES.words(locale)),
    record: readJson(WORD_FILES.record(locale)),
  });
  return [...content, ...pages, ...legal, ...words];
}

/** The slugs of the English pages made from blocks (content/en/pages/<slug>.json), by name. */
export function englishPages(rootDir: string): string[] {
  const dir = path.posix.dirname(pageFile(DEFAULT_LOCALE, "any"));
  const full = path.join(rootDir, dir);
  const names = fs.existsSync(full) ? fs.readdirSync(full) : [];
  return englishPageSlugs(names.map((name) => `${dir}/${name}`));
}
