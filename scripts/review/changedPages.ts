import { createHash } from "crypto";
import { existsSync, readFileSync, readdirSync } from "fs";
import path from "path";

import { DEFAULT_LOCALE, isLocaleCode } from "../../src/i18n/locales";
import type { LocaleCode } from "../../src/i18n/locales";

/**
 * Which pages of a built site a draft changes, exactly: each page's HTML with what differs from
 * build to build masked (file names' content hashes, the CSP's script hashes), and the bytes of
 * every picture the page loads. Nothing is guessed from the content files' names: a tagline
 * reaches every page that shows it, a picture only the pages that load it.
 */

/** One page of a build: its address, its language, and what it is made of. */
export type BuiltPage = {
  /** The address a visitor opens: "/", "/de/terms/", "/ar/404.html". */
  path: string;
  locale: LocaleCode;
  /** The built file, relative to the build's folder: "de/terms/index.html". */
  file: string;
};

export type PageChange = BuiltPage & { change: "changed" | "new" | "removed" };

export type PageComparison = { changed: PageChange[]; unchanged: BuiltPage[] };

/**
 * What may differ between two builds of the same content, each masked to one token:
 * - the hashes webpack and esbuild put in file names (`entrance-<20 hex>.js`, `app-<hash>.css`);
 * - the folders gatsby-plugin-image names by a digest (`/static/<32 hex>/`): the bytes behind
 *   them are compared instead (`picturesOf`);
 * - the CSP's hashes of the inline scripts and styles (`'sha256-…'`);
 * - an icon's cache-busting query (`?v=<32 hex>`).
 */
const BUILD_HASHES: Array<[RegExp, string]> = [
  [/'sha(256|384|512)-[A-Za-z0-9+/]+=*'/g, "'sha$1-#'"],
  [/\/static\/[0-9a-f]{32}\//g, "/static/#/"],
  [/-[0-9a-f]{20}(\.(?:js|css|map)\b)/g, "-#$1"],
  [/\?v=[0-9a-f]{32}\b/g, "?v=#"],
];

export function maskBuildHashes(html: string): string {
  return BUILD_HASHES.reduce((text, [pattern, token]) => text.replace(pattern, token), html);
}

/** The addresses of the pictures a page loads: `src`, `srcset`, `imagesrcset`, `poster`, CSS `url()`. */
export function pictureAddresses(html: string): string[] {
  const found = new Set<string>();
  for (const [, , value = ""] of html.matchAll(/\s(src|poster)="([^"]+)"/g)) found.add(value);
  for (const [, , list = ""] of html.matchAll(/\s(srcset|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of list.split(",")) {
      const address = candidate.trim().split(/\s+/)[0];
      if (address) found.add(address);
    }
  }
  for (const [, address = ""] of html.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    found.add(address);
  }
  return [...found]
    .map((address) => address.replace(/&amp;/g, "&"))
    .filter((address) => address.startsWith("/") && !address.startsWith("//"))
    .filter((address) => !/\.(js|mjs)(\?|$)/.test(address))
    .sort();
}

/** Each page of a build (the editor at /admin/ is not one; Gatsby's `404/index.html` repeats `404.html`). */
export function builtPages(root: string): BuiltPage[] {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => name.endsWith(".html"))
    .filter((name) => !name.startsWith("admin/") && !/(^|\/)404\/index\.html$/.test(name));
  return files.sort().map((file) => {
    // The site's own addresses (trailingSlash "always"): "/de/terms/", "/de/404.html".
    const pagePath = file.endsWith("index.html")
      ? `/${file.slice(0, -"index.html".length)}`
      : `/${file}`;
    const first = pagePath.split("/")[1] ?? "";
    return {
      path: pagePath,
      locale: isLocaleCode(first) ? first : DEFAULT_LOCALE,
      file,
    };
  });
}

/** A page's HTML with the build's hashes masked, and the bytes of each picture it loads. */
export function pageFingerprint(root: string, file: string, digests = new Map<string, string>()) {
  const html = readFileSync(path.join(root, file), "utf8");
  const pictures = pictureAddresses(html).map((address) => {
    const onDisk = path.join(root, decodeURIComponent(address.split(/[?#]/)[0] ?? ""));
    let digest = digests.get(onDisk);
    if (digest === undefined) {
      digest = existsSync(onDisk)
        ? createHash("sha256").update(readFileSync(onDisk)).digest("hex")
        : "missing";
      digests.set(onDisk, digest);
    }
    return `${maskBuildHashes(address)} ${digest}`;
  });
  return { html: maskBuildHashes(html), pictures };
}

/** The pages that differ between two builds, and those that do not. */
export function comparePages(beforeRoot: string, afterRoot: string): PageComparison {
  const before = new Map(builtPages(beforeRoot).map((page) => [page.path, page]));
  const after = builtPages(afterRoot);
  const changed: PageChange[] = [];
  const unchanged: BuiltPage[] = [];
  const digestsBefore = new Map<string, string>();
  const digestsAfter = new Map<string, string>();
  for (const page of after) {
    const old = before.get(page.path);
    before.delete(page.path);
    if (!old) {
      changed.push({ ...page, change: "new" });
      continue;
    }
    const a = pageFingerprint(beforeRoot, old.file, digestsBefore);
    const b = pageFingerprint(afterRoot, page.file, digestsAfter);
    const same = a.html === b.html && a.pictures.join("\n") === b.pictures.join("\n");
    if (same) unchanged.push(page);
    else changed.push({ ...page, change: "changed" });
  }
  for (const page of before.values()) changed.push({ ...page, change: "removed" });
  return { changed, unchanged };
}
