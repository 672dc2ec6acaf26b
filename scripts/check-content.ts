/**
 * `npm run check:content`: the build's content checks (src/content/validateContent.ts) in a second,
 * without building. Exits 1 with the same message the build would stop with. Translations whose
 * English changed since (stale) are listed as warnings; with `--strict` (a release) they fail too.
 * A page whose translation misses a text is named with the address it is missing from.
 */
import {
  formatProblem,
  formatProblems,
  readSnapshot,
  staleContent,
  validateContent,
} from "../src/content/validateContent";
import { describeIncomplete, incompletePages } from "../src/content/incompletePages";
import { unusedPictures } from "../src/content/pictures/pictureFolder";

const strict = process.argv.includes("--strict");
const problems = validateContent(process.cwd());
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
const stale = staleContent(process.cwd());
if (stale.length > 0) {
  const count = stale.length === 1 ? "1 translation is" : `${stale.length} translations are`;
  const lines = stale.map(formatProblem).join("\n\n");
  console.warn(
    `${strict ? "Error" : "Warning"}: ${count} out of date: the English changed since:\n\n${lines}\n`,
  );
  if (strict) process.exit(1);
}
const { files } = readSnapshot(process.cwd());
// Not a mistake (a translation may be saved before it is whole), but a page missing from a language.
const incomplete = incompletePages(files);
if (incomplete.length > 0) {
  const count =
    incomplete.length === 1
      ? "1 translation of a page misses texts"
      : `${incomplete.length} translations of pages miss texts`;
  console.warn(
    `Warning: ${count}, so the page is not on the site in that language:\n\n${incomplete.map(describeIncomplete).join("\n\n")}\n`,
  );
}
const unused = unusedPictures(process.cwd(), files);
if (unused.length > 0) {
  const count = unused.length === 1 ? "1 picture is" : `${unused.length} pictures are`;
  console.warn(`Note: ${count} not used:\n\n${unused.map(formatProblem).join("\n")}\n`);
}
console.log("Content OK: content/*.json and content/legal/*.mdx follow content/schemas/.");
