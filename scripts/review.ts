/**
 * `npm run review -- <head> [--base <ref>]`: what a draft changes on the site, before and after, in
 * pictures (scripts/review/runReview.ts; docs/reviewing.md). `<head>` is a draft branch (`cms/…`)
 * or any commit; `--base` is the published branch unless given. Progress goes to stderr; the last
 * line printed is the report's folder. Exits 1 when the draft fails the content checks (the
 * report then shows their message), 2 when the command is used wrongly.
 *
 * `npm run review -- --prepare [--base <ref>]`: only the base built and kept, at the lowest
 * priority, so that the next review builds only its draft; the last line is the build's folder.
 */
import os from "os";

import { prepareReview, runReview } from "./review/runReview";

const USAGE =
  "Usage: npm run review -- <draft branch or commit> [--base <branch or commit>]\n" +
  "       npm run review -- --prepare [--base <branch or commit>]";

type Asked = { prepare: false; head: string; base?: string } | { prepare: true; base?: string };

function parse(args: string[]): Asked {
  const rest = [...args];
  let base: string | undefined;
  const at = rest.findIndex((arg) => arg === "--base" || arg.startsWith("--base="));
  if (at >= 0) {
    const [flag = ""] = rest.splice(at, 1);
    base = flag.includes("=") ? flag.slice("--base=".length) : rest.splice(at, 1)[0];
    if (!base) throw new Error("--base needs a branch or commit.");
  }
  if (rest.length === 1 && rest[0] === "--prepare") return { prepare: true, base };
  const [head, ...extra] = rest;
  if (!head || head.startsWith("-") || extra.length > 0) throw new Error(USAGE);
  return { prepare: false, head, base };
}

async function main() {
  let asked: Asked;
  try {
    asked = parse(process.argv.slice(2).filter((arg) => arg !== "--verbose"));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const started = Date.now();
  const stamp = () => `[${Math.round((Date.now() - started) / 1000)} s]`;
  const verbose = process.argv.includes("--verbose") || !!process.env.REVIEW_VERBOSE;
  const log = (line: string) => console.error(`${stamp()} ${line}`);
  // Gatsby's own lines only when asked (`--verbose`): the review's steps are what one follows.
  const detail = verbose ? (line: string) => console.error(`${stamp()}   ${line}`) : undefined;
  if (asked.prepare) {
    // Ahead of need, in the background: whatever else runs (the editor's dev server) goes first.
    // Gatsby and its workers, started after this, inherit it.
    os.setPriority(os.constants.priority.PRIORITY_LOW);
    const { dir } = await prepareReview({ root: process.cwd(), base: asked.base, log, detail });
    console.log(dir);
    return;
  }
  const { dir, review, ok } = await runReview({
    root: process.cwd(),
    head: asked.head,
    base: asked.base,
    log,
    detail,
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
