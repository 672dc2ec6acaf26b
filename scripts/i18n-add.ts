/**
 * `npm run i18n:add -- fr`: a new language, as a draft. Adds it to the drafts of the one list of
 * languages (src/i18n/languages.json) and writes the list's module again
 * (src/i18n/languages.generated.ts: DraftCode, and its words' file in DRAFT_STRINGS), and writes
 * its files with every text still to translate (src/content/scaffoldLanguage.ts). The build
 * leaves a draft out; `npm run i18n:import` puts it in once every text is translated.
 * Options: --name "Français" --english-name French --dir ltr (by default from the runtime's own
 * language data).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";

import * as prettier from "prettier";

import { scaffoldLanguage } from "../src/content/scaffoldLanguage";
import { LANGUAGE_MODULE_FILE, languageFiles } from "../src/i18n/languageModule";
import {
  addDraft,
  LANGUAGE_CODE,
  LANGUAGE_LIST_FILE,
  readLanguageList,
} from "../src/i18n/languagesJson";
import type { ListedLanguage } from "../src/i18n/languagesJson";

const root = process.cwd();
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const code = process.argv
  .slice(2)
  .find((value, index, all) => !value.startsWith("--") && !all[index - 1]?.startsWith("--"));
if (!code || !LANGUAGE_CODE.test(code)) {
  console.error("Name the language by its two- or three-letter code: npm run i18n:add -- fr");
  process.exit(1);
}

/** The language's names and direction, from the runtime's own data unless the options say. */
function describe(tag: string): ListedLanguage {
  const own = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  const english = new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
  const info = new Intl.Locale(tag) as Intl.Locale & { textInfo?: { direction?: string } };
  const rtl =
    info.textInfo?.direction === "rtl" || ["ar", "fa", "he", "ur", "ps", "yi"].includes(tag);
  const dir = argument("dir") ?? (rtl ? "rtl" : "ltr");
  if (dir !== "ltr" && dir !== "rtl") throw new Error("--dir is ltr or rtl.");
  return {
    code: tag,
    name: argument("name") ?? own.charAt(0).toLocaleUpperCase(tag) + own.slice(1),
    englishName: argument("english-name") ?? english,
    dir,
  };
}

const language = describe(code);
const files = scaffoldLanguage(root, code);
const taken = Object.keys(files).filter((file) => existsSync(path.join(root, file)));
if (taken.length > 0) {
  console.error(`Nothing was written: ${taken.join(", ")} already exist.`);
  process.exit(1);
}
/** The list with the draft, and its module, by path from the root: written after its files. */
let listed: Record<string, string>;
try {
  const list = readLanguageList(readFileSync(path.join(root, LANGUAGE_LIST_FILE), "utf8"));
  listed = languageFiles(addDraft(list, language));
} catch (error) {
  console.error(`Nothing was written: ${(error as Error).message}`);
  process.exit(1);
}
const format = async (file: string, text: string) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });

async function write() {
  // The language's files first: the list's module imports its words' file.
  for (const [file, text] of Object.entries({ ...files, ...listed })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), await format(path.join(root, file), text));
  }
}

void write().then(() =>
  console.log(
    [
      `${language.englishName} (${code}, "${language.name}", ${language.dir}) added as a draft: not on the site until every text is translated.`,
      ...Object.keys(files).map((file) => `  wrote ${file}`),
      `  changed ${LANGUAGE_LIST_FILE} (drafts) and ${LANGUAGE_MODULE_FILE} (DraftCode, DRAFT_STRINGS)`,
      `Next: npm run i18n:export -- --locale ${code}, translate the file, npm run i18n:import -- octopus-${code}.xlf`,
    ].join("\n"),
  ),
);
