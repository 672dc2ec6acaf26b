/**
 * `npm run i18n:export -- --locale de [--all] [--out FILE]`: the texts of a language to
 * translate, as an XLIFF 1.2 file for a CAT tool (src/i18n/xliff.ts): by default the new and
 * stale ones, with --all every text. Writes octopus-<locale>.xlf unless --out names a file.
 */
import { writeFileSync } from "fs";

import { languageUnits } from "../src/content/languageUnits";
import { TRANSLATED_LANGUAGES } from "../src/i18n/locales";
import { countStates } from "../src/i18n/translationUnits";
import { toXliff } from "../src/i18n/xliff";

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const code = argument("locale");
const locale = TRANSLATED_LANGUAGES.find((candidate) => candidate.code === code);
if (!locale) {
  const codes = TRANSLATED_LANGUAGES.map(({ code: known }) => known).join(", ");
  console.error(`Name the language to export: --locale with one of ${codes}.`);
  process.exit(1);
}
const all = process.argv.includes("--all");
const out = argument("out") ?? `octopus-${locale.code}.xlf`;
const units = languageUnits(process.cwd(), locale.code);
writeFileSync(out, toXliff(locale.code, units, all));
const { translated, stale, missing } = countStates(units);
const written = all ? units.length : stale + missing;
console.log(
  `${out}: ${written} texts of ${locale.englishName} (${missing} new, ${stale} stale${all ? `, ${translated} translated` : ""}).`,
);
