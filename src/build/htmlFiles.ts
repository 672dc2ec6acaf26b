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

/**
 * A slice fragment under public/_gatsby/: Gatsby renders those as bare snippets to stitch into
 * pages, never served as documents, so they have no doctype or <head> by design.
 */
export const isSlice = (file: string) => file.includes(`${path.sep}_gatsby${path.sep}`);

/** The editor's page, which has rules of its own (adminContentSecurityPolicy). */
export const isAdmin = (file: string) => file.includes(`${path.sep}admin${path.sep}`);
