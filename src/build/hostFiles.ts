import { readdirSync } from "fs";
import path from "path";

/** The paths a static host serves each built page at, for its rules in `_headers`. */
export function pagePaths(publicDir: string, pages: string[]): string[] {
  return (
    pages
      .map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
      // A page is served at /terms as well as /terms/ and /terms/index.html: each needs its rule.
      .flatMap((file) => {
        if (!file.endsWith("/index.html")) return [file];
        const folder = file.slice(0, -"index.html".length);
        return folder === "/" ? [folder, file] : [folder.slice(0, -1), folder, file];
      })
      .sort()
  );
}

const isHash = (text: string | undefined) =>
  text?.length === 20 && [...text].every((character) => "0123456789abcdef".includes(character));

/** A bundle webpack named by its content: `app-<20 hex>.js`, `styles.<20 hex>.css`. */
export function isHashedFile(name: string): boolean {
  if (name.endsWith(".js")) return isHash(name.slice(0, -".js".length).split("-").pop());
  if (name.endsWith(".css")) return isHash(name.slice(0, -".css".length).split(".").pop());
  return false;
}

/** The hashed scripts and stylesheets at the root of the build ("/app-1a2b.js"). */
export const hashedFiles = (publicDir: string): string[] =>
  readdirSync(publicDir)
    .filter(isHashedFile)
    .map((name) => `/${name}`)
    .sort();

export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl).href}\n`;
