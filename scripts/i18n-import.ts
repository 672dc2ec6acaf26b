/**
 * `npm run i18n:import FILE`: a translator's XLIFF file (from i18n:export, translated in a CAT
 * tool) back into the language's files, each text with the English it was translated from.
 * Writes nothing, and exits 1, if any unit or the content checks refuse it
 * (src/content/importTranslations.ts).
 *
 * A draft language (`npm run i18n:add`) that this import completes (every text, its pages made
 * from blocks too) becomes a language of the site: src/i18n/languages.json moves it from the
 * drafts to the site's languages, and its module (languages.generated.ts) is written again. The
 * content checks (npm run check:content, a process of its own, which reads the list anew) must
 * then pass, or every file is put back as it was.
 */
import { spawnSync } from "child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import path from "path";

import * as prettier from "prettier";

import { importTranslations } from "../src/content/importTranslations";
import { languageUnits } from "../src/content/languageUnits";
import { languageFiles } from "../src/i18n/languageModule";
import { LANGUAGE_LIST_FILE, publishDraft, readLanguageList } from "../src/i18n/languagesJson";
import { DRAFT_LOCALES } from "../src/i18n/locales";
import { countStates } from "../src/i18n/translationUnits";

const root = process.cwd();
const file = process.argv[2];
if (!file) {
  console.error("Name the XLIFF file to import: npm run i18n:import -- octopus-de.xlf");
  process.exit(1);
}
const result = importTranslations(root, readFileSync(file, "utf8"));
if (!result.ok) {
  console.error(`${file}: nothing was written:\n\n${result.problems.join("\n")}`);
  process.exit(1);
}

/** Each file as it was before this import (undefined: it did not exist), to put back on failure. */
const before = new Map<string, string | undefined>();
const write = (relative: string, text: string) => {
  const full = path.join(root, relative);
  if (!before.has(relative))
    before.set(relative, existsSync(full) ? readFileSync(full, "utf8") : undefined);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
};
const putBack = () => {
  for (const [relative, text] of before) {
    const full = path.join(root, relative);
    if (text === undefined) rmSync(full);
    else writeFileSync(full, text);
  }
};

async function publish(code: string): Promise<string[]> {
  const list = readLanguageList(readFileSync(path.join(root, LANGUAGE_LIST_FILE), "utf8"));
  for (const [relative, text] of Object.entries(languageFiles(publishDraft(list, code)))) {
    const full = path.join(root, relative);
    const options = { ...(await prettier.resolveConfig(full)), filepath: full };
    write(relative, await prettier.format(text, options));
  }
  const check = spawnSync(
    process.execPath,
    [require.resolve("tsx/cli"), "scripts/check-content.ts"],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return check.status === 0 ? [] : [`${check.stdout}${check.stderr}`.trim()];
}

async function main() {
  if (!result.ok) return;
  for (const [written, text] of Object.entries(result.files)) write(written, text);
  console.log(
    `${file}: ${result.imported} texts imported into ${Object.keys(result.files).join(", ") || "no file"}.`,
  );
  const draft = DRAFT_LOCALES.find(({ code }) => code === result.locale);
  if (!draft) return;
  const { missing } = countStates(languageUnits(root, draft.code));
  if (missing > 0) {
    console.log(
      `${draft.englishName} is still a draft: ${missing} texts to translate (npm run i18n:status).`,
    );
    return;
  }
  const problems = await publish(draft.code);
  if (problems.length > 0) {
    putBack();
    console.error(
      `${file}: ${draft.englishName} is complete, but the content checks refuse it; nothing was written:\n\n${problems.join("\n")}`,
    );
    process.exit(1);
  }
  console.log(
    `${draft.englishName} is complete: it is a language of the site now (${LANGUAGE_LIST_FILE}), in the next build.`,
  );
}

void main();
