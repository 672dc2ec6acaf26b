/**
 * `npm run generate:languages`: src/i18n/languages.generated.ts (the codes as types, each
 * language's words imported) written from src/i18n/languages.json (src/i18n/languageModule.ts).
 * i18n:add and i18n:import run it themselves; run it after changing the list by hand.
 * src/i18n/languageModule.test.ts fails until the module in the tree is what it writes.
 */
import { readFileSync, writeFileSync } from "fs";
import path from "path";

import { LANGUAGE_LIST_FILE, readLanguageList } from "../src/i18n/languagesJson";
import { LANGUAGE_MODULE_FILE, languageModule } from "../src/i18n/languageModule";

const root = process.cwd();
let text: string;
try {
  text = languageModule(
    readLanguageList(readFileSync(path.join(root, LANGUAGE_LIST_FILE), "utf8")),
  );
} catch (error) {
  console.error(`Nothing was written: ${(error as Error).message}`);
  process.exit(1);
}
writeFileSync(path.join(root, LANGUAGE_MODULE_FILE), text);
console.log(`Wrote ${LANGUAGE_MODULE_FILE}`);
