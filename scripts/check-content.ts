/**
 * `npm run check:content`: the build's content checks (src/content/validateContent.ts) in a second,
 * without building. Exits 1 with the same message the build would stop with.
 */
import { formatProblems, validateContent } from "../src/content/validateContent";

const problems = validateContent(process.cwd());
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log("Content OK: content/*.json and content/legal/*.mdx follow content/schemas/.");
