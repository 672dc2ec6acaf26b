/**
 * `npm run i18n:import FILE`: a translator's XLIFF file (from i18n:export, translated in a CAT
 * tool) back into the language's files, each text with the English it was translated from.
 * Writes nothing, and exits 1, if any unit or the content checks refuse it
 * (src/content/importTranslations.ts).
 */
import { readFileSync, writeFileSync } from "fs";
import path from "path";

import { importTranslations } from "../src/content/importTranslations";

const file = process.argv[2];
if (!file) {
  console.error("Name the XLIFF file to import: npm run i18n:import -- octopus-de.xlf");
  process.exit(1);
}
const result = importTranslations(process.cwd(), readFileSync(file, "utf8"));
if (!result.ok) {
  console.error(`${file}: nothing was written:\n\n${result.problems.join("\n")}`);
  process.exit(1);
}
for (const [written, text] of Object.entries(result.files)) {
  writeFileSync(path.join(process.cwd(), written), text);
}
console.log(
  `${file}: ${result.imported} texts imported into ${Object.keys(result.files).join(", ") || "no file"}.`,
);
