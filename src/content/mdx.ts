import { execFileSync } from "child_process";
import path from "path";

import type { MdxBody, MdxScan } from "./checkContent";

// Resolved from the working directory (the site's root): gatsby-node runs bundled from .cache/,
// where __dirname is not this folder.
const SCANNER = path.resolve("src/content/mdxScan.mjs");

/**
 * What each body compiled to, by file and source: a scan depends on nothing else. The checks run
 * again and again on files that did not change (the editor's local backend checks the content
 * before every save and publish, `npm run check:content` in a loop, the content tests), and a
 * Node process that loads MDX costs about half a second; only a changed body starts one.
 */
const scanned = new Map<string, MdxScan>();
const SCANS_KEPT = 256;

const keyOf = (body: MdxBody) => JSON.stringify([body.file, body.source]);

/** Compiles bodies with MDX 2 in one Node process; see mdxScan.mjs for why a process. */
function compileInProcess(files: MdxBody[]): MdxScan[] {
  const output = execFileSync(process.execPath, [SCANNER], {
    input: JSON.stringify(files),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as MdxScan[];
}

/** What MDX finds in each body, in order: those seen before from memory, the rest compiled. */
export function scanMdx(files: MdxBody[]): MdxScan[] {
  const missing = files.filter((body) => !scanned.has(keyOf(body)));
  if (missing.length > 0) {
    const scans = compileInProcess(missing);
    if (scanned.size + missing.length > SCANS_KEPT) scanned.clear();
    missing.forEach((body, index) => {
      const scan = scans[index];
      if (scan) scanned.set(keyOf(body), scan);
    });
  }
  return files.map((body) => {
    const scan = scanned.get(keyOf(body));
    if (!scan) throw new Error(`MDX returned no scan for ${body.file}.`);
    // A copy: a caller may change what it gets, and the next caller must not see that.
    return structuredClone(scan);
  });
}
