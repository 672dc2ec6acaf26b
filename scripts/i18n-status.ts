/**
 * `npm run i18n:status`: per language, how many texts are translated, stale (the English changed
 * since) and missing, for the content (content/<locale>/*.json) and for the site's own words
 * (src/i18n/strings/<locale>.json). Reads the files; changes nothing.
 */
import fs from "fs";
import path from "path";

import { jsonShape, WORD_FILES } from "../src/content/checks/staleness";
import { JSON_FILES, jsonFile } from "../src/content/layout";
import { loadSchemas } from "../src/content/schemas";
import { DEFAULT_LOCALE, TRANSLATIONS } from "../src/i18n/locales";
import { countStates, jsonUnits, wordUnits } from "../src/i18n/translationUnits";
import type { TranslationUnit } from "../src/i18n/translationUnits";

const root = process.cwd();
const readJson = (file: string): unknown => {
  const full = path.join(root, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, "utf8")) as unknown) : undefined;
};
const schemas = loadSchemas(path.join(root, "content"));

const line = (label: string, units: TranslationUnit[]) => {
  const { translated, stale, missing } = countStates(units);
  return `  ${label.padEnd(8)} ${String(translated).padStart(4)} translated  ${String(stale).padStart(3)} stale  ${String(missing).padStart(3)} missing  (of ${units.length})`;
};

const report = TRANSLATIONS.map(({ code, englishName }) => {
  const content = JSON_FILES.flatMap((name) =>
    jsonUnits({
      locale: code,
      file: jsonFile(code, name),
      shape: jsonShape(schemas, name),
      english: readJson(jsonFile(DEFAULT_LOCALE, name)),
      translation: readJson(jsonFile(code, name)),
    }),
  );
  const words = wordUnits({
    locale: code,
    file: WORD_FILES.words(code),
    english: readJson(WORD_FILES.words(DEFAULT_LOCALE)),
    translation: readJson(WORD_FILES.words(code)),
    record: readJson(WORD_FILES.record(code)),
  });
  const all = [...content, ...words];
  const { stale, missing } = countStates(all);
  const verdict =
    missing > 0 ? "incomplete" : stale > 0 ? "complete, with stale texts" : "complete";
  return [
    `${englishName} (${code}): ${verdict}`,
    line("content", content),
    line("words", words),
  ].join("\n");
});
console.log(report.join("\n\n"));
