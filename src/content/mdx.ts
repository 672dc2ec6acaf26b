import { execFileSync } from "child_process";
import path from "path";

import type { MdxBody, MdxScan } from "./checkContent";

// Resolved from the working directory (the site's root): gatsby-node runs bundled from .cache/,
// where __dirname is not this folder.
const SCANNER = path.resolve("src/content/mdxScan.mjs");

/** Compiles every file with MDX 2 in one Node process; see mdxScan.mjs for why a process. */
export function scanMdx(files: MdxBody[]): MdxScan[] {
  if (files.length === 0) return [];
  const output = execFileSync(process.execPath, [SCANNER], {
    input: JSON.stringify(files),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as MdxScan[];
}
