/** @jest-environment node */
import fs from "fs";
import path from "path";

/**
 * The browser suites take their languages from the one list (src/i18n/languages.json, through
 * locales.ts), so a language added there (npm run i18n:add, published by i18n:import) is in every
 * suite at once. A list of codes written out in a suite would leave the new language untested;
 * none may be.
 */
const E2E = path.resolve(__dirname, "../../e2e");
const CODE = '"[a-z]{2}"';
const WRITTEN_LIST = new RegExp(`\\[\\s*${CODE}\\s*,\\s*${CODE}`);

const suites = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : suites(full);
    return /\.(ts|js)$/.test(entry.name) ? [full] : [];
  });

describe("the browser suites' languages", () => {
  it.each(suites(E2E).map((file) => [path.relative(E2E, file), file]))(
    "%s lists no language codes of its own",
    (_name, file) => {
      const lines = fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          WRITTEN_LIST.test(line) ? [`${index + 1}: ${line.trim()}`] : [],
        );
      expect(lines).toEqual([]);
    },
  );
});
