/**
 * `npm run i18n:status`: per language, how many texts are translated, stale (the English changed
 * since) and missing, for the content (content/<locale>/*.json) and for the site's own words
 * (src/i18n/strings/<locale>.json). A draft language (npm run i18n:add) is shown as such. Reads
 * the files; changes nothing.
 */
import { languageUnits } from "../src/content/languageUnits";
import { DRAFT_LOCALES, TRANSLATED_LANGUAGES } from "../src/i18n/locales";
import { countStates } from "../src/i18n/translationUnits";
import type { TranslationUnit } from "../src/i18n/translationUnits";

const line = (label: string, units: TranslationUnit[]) => {
  const { translated, stale, missing } = countStates(units);
  return `  ${label.padEnd(8)} ${String(translated).padStart(4)} translated  ${String(stale).padStart(3)} stale  ${String(missing).padStart(3)} missing  (of ${units.length})`;
};

const report = TRANSLATED_LANGUAGES.map(({ code, englishName }) => {
  const all = languageUnits(process.cwd(), code);
  const words = all.filter(({ id }) => id.startsWith("words#"));
  const content = all.filter(({ id }) => !id.startsWith("words#"));
  const { stale, missing } = countStates(all);
  const draft = DRAFT_LOCALES.some((locale) => locale.code === code);
  const verdict = draft
    ? "draft, not on the site: incomplete until every text is translated (npm run i18n:import publishes it)"
    : missing > 0
      ? "incomplete"
      : stale > 0
        ? "complete, with stale texts"
        : "complete";
  return [
    `${englishName} (${code}): ${verdict}`,
    line("content", content),
    line("words", words),
  ].join("\n");
});
console.log(report.join("\n\n"));
