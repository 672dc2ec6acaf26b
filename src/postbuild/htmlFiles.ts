import { readdirSync } from "fs";
import path from "path";

/** Every .html file under `dir`, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.isFile() && entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The first folder of `file` inside `publicDir` (whatever folders hold the checkout). */
const topFolder = (file: string, publicDir: string) =>
  path.relative(publicDir, file).split(path.sep)[0];

/**
 * A slice fragment under public/_gatsby/: Gatsby renders those as bare snippets to stitch into
 * pages, not as documents, so they have no doctype or <head> by design. (A host still serves
 * them: `_headers` gives the folder a policy that runs nothing.)
 */
export const isSlice = (file: string, publicDir: string) =>
  topFolder(file, publicDir) === "_gatsby";

/** The editor's page, which has rules of its own (adminContentSecurityPolicy). */
export const isAdmin = (file: string, publicDir: string) => topFolder(file, publicDir) === "admin";
