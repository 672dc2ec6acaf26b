import { checkJsonFiles } from "./checks/jsonFiles";
import { checkLegalPages } from "./checks/legalTexts";
import { checkFooterLinks, checkLinks } from "./checks/links";
import { checkMdx } from "./checks/mdx";
import { checkPages } from "./checks/pages";
import type { ContentSnapshot, MdxBody, MdxScan, Problem, ReadContent } from "./checks/types";
import type { ContentSchemas } from "./schemaRules";

/**
 * The content checks themselves, on file texts in memory: no file system, so the same rules run in
 * the build and `npm run check:content` (validateContent.ts reads the files) and in the editor at
 * /admin/ before it saves (src/cms/contentGate.ts), with the same messages.
 * Each kind of file has its check in checks/.
 */

export type { ContentSnapshot, MdxBody, MdxScan, Problem, ReadContent } from "./checks/types";
export { formatProblem, formatProblems } from "./checks/problems";

/**
 * Reads and checks every content file of the snapshot against the schemas. MDX bodies come back
 * uncompiled: compiling is synchronous in Node (a child process) and asynchronous in a browser,
 * so the caller compiles them and hands the result to `finishChecks`.
 */
export function readContent(snapshot: ContentSnapshot, schemas: ContentSchemas): ReadContent {
  const json = checkJsonFiles(snapshot, schemas);
  const legal = checkLegalPages(snapshot, schemas);
  const pages = checkPages(snapshot, schemas);
  const target = {
    pages: [...snapshot.codePages, ...legal.slugs, ...pages.paths],
    siteUrl: json.siteUrl,
    complete: legal.slugsKnown && pages.slugsKnown,
    locales: pages.locales,
  };
  return {
    snapshot,
    problems: [...json.problems, ...legal.problems, ...pages.problems],
    links: [...json.links, ...pages.links],
    bodies: legal.bodies,
    target,
  };
}

/** The second half: MDX syntax, components and links, then every link against the pages. */
export function finishChecks(read: ReadContent, scans: MdxScan[]): Problem[] {
  const mdx = checkMdx(scans);
  const links = checkLinks(read.snapshot, [...read.links, ...mdx.links], read.target);
  const footer = checkFooterLinks(read.target);
  return [...read.problems, ...mdx.problems, ...links, ...footer];
}

/** Both halves at once, for a synchronous MDX scanner. */
export function checkContent(
  snapshot: ContentSnapshot,
  schemas: ContentSchemas,
  scanMdx: (bodies: MdxBody[]) => MdxScan[],
): Problem[] {
  const read = readContent(snapshot, schemas);
  return finishChecks(read, scanMdx(read.bodies));
}
