import { readFileSync, writeFileSync } from "fs";

import { parseDocument, parseSlice, serializeTree } from "./htmlTree";
import type { Document, Tree } from "./htmlTree";
import { inlineScripts, inlineStyles } from "./inlineCode";
import { withMetaPolicy } from "./metaPolicy";
import { withPageScripts } from "./pageScripts";
import { styleAttributes, withoutGatsbyStyleAttributes } from "./styleAttributes";

/**
 * The built pages rewritten after the build: each read once, parsed once, changed by the steps
 * below on its tree, written once. What the host files need from them (the inline code to hash,
 * the style attributes to refuse) comes from the same trees.
 */

/** What the Content-Security-Policy of some pages must allow. */
export type InlineCode = { scripts: string[]; styles: string[] };

export type RewriteOptions = {
  /** The compiled page script (compilePageScripts), the same on every page. */
  pageScript: string;
  /** The policy a page carries in a <meta> (every page: src/postbuild/finishBuild.ts), or undefined. */
  metaPolicy: (file: string, code: InlineCode) => string | undefined;
};

type RewrittenPage = InlineCode & {
  file: string;
  html: string;
  /** Start tags with a style attribute the CSP would refuse (styleAttributes). */
  styleAttributes: string[];
};

/**
 * React 18.3's streaming server renderer, which Gatsby builds pages with, sometimes leaves NUL
 * bytes in the gaps where a multi-byte character did not fit at the end of its 2 KB chunk
 * (facebook/react#31134): seen in the Japanese and Arabic pages, between two characters, with no
 * character lost. NUL is never valid in HTML (the Nu checker refuses it), so it is removed.
 */
const withoutNul = (html: string) => html.replaceAll("\u0000", "");

/**
 * One page through every step. A slice (public/_gatsby/) is a fragment Gatsby stitched into
 * pages: it gets the steps that apply to any HTML, not those of a document (its scripts, a policy).
 */
export function rewritePage(
  file: string,
  text: string,
  { pageScript, metaPolicy }: RewriteOptions,
  { slice = false } = {},
): RewrittenPage {
  const tree: Tree = slice ? parseSlice(withoutNul(text)) : parseDocument(withoutNul(text));
  withoutGatsbyStyleAttributes(tree);
  if (!slice) withPageScripts(tree as Document, file, pageScript);
  const code = { scripts: inlineScripts(tree), styles: inlineStyles(tree) };
  const policy = slice ? undefined : metaPolicy(file, code);
  if (policy !== undefined) withMetaPolicy(tree as Document, policy);
  return { file, html: serializeTree(tree), ...code, styleAttributes: styleAttributes(tree) };
}

/** Rewrites the files in place; `isSlice` tells the fragments from the pages. */
export function rewritePages(
  files: string[],
  options: RewriteOptions,
  isSlice: (file: string) => boolean,
): RewrittenPage[] {
  return files.map((file) => {
    const page = rewritePage(file, readFileSync(file, "utf8"), options, { slice: isSlice(file) });
    writeFileSync(file, page.html);
    return page;
  });
}
