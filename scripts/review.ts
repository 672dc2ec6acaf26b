/**
 * `npm run review -- <head> [--base <ref>]`: what a draft changes on the site, before and after, in
 * pictures (scripts/review/runReview.ts; docs/reviewing.md). `<head>` is a draft branch (`cms/…`)
 * or any commit; `--base` is the published branch unless given. Progress goes to stderr; the last
 * line printed is the report's folder. Exits 1 when the draft fails the content checks (the
 * report then shows their message), 2 when the command is used wrongly.
 */
import { runReview } from "./review/runReview";

const USAGE = "Usage: npm run review -- <draft branch or commit> [--base <branch or commit>]";

function parse(args: string[]): { head: string; base?: string } {
  const rest = [...args];
  let base: string | undefined;
  const at = rest.findIndex((arg) => arg === "--base" || arg.startsWith("--base="));
  if (at >= 0) {
    const [flag = ""] = rest.splice(at, 1);
    base = flag.includes("=") ? flag.slice("--base=".length) : rest.splice(at, 1)[0];
    if (!base) throw new Error("--base needs a branch or commit.");
  }
  const [head, ...extra] = rest;
  if (!head || head.startsWith("-") || extra.length > 0) throw new Error(USAGE);
  return { head, base };
}

async function main() {
  let asked: { head: string; base?: string };
  try {
    asked = parse(process.argv.slice(2).filter((arg) => arg !== "--verbose"));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const started = Date.now();
  const stamp = () => `[${Math.round((Date.now() - started) / 1000)} s]`;
  const verbose = process.argv.includes("--verbose") || !!process.env.REVIEW_VERBOSE;
  const { dir, review, ok } = await runReview({
    root: process.cwd(),
    ...asked,
    log: (line) => console.error(`${stamp()} ${line}`),
    // Gatsby's own lines only when asked (`--verbose`): the review's steps are what one follows.
    detail: verbose ? (line) => console.error(`${stamp()}   ${line}`) : undefined,
  });
  if (!ok) {
    console.error(
      `\n${review.failure ?? ""}\n\nThe draft fails the content checks: nothing was built.`,
    );
  } else if (review.pages.length === 0) {
    console.error(`${stamp()} No visible change: ${review.unchanged.length} pages checked.`);
  } else {
    console.error(`${stamp()} ${review.pages.length} picture(s) of changed pages.`);
  }
  console.log(dir);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(`npm run review: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
