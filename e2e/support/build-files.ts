import { readdirSync, readFileSync } from "fs";
import path from "path";
import { gzipSync } from "zlib";

import { ENTRANCE_SECTION_ATTRIBUTE } from "../../src/entrance/watchEntrances";
import {
  attribute,
  elements,
  hasAttribute,
  parseDocument,
  textOf,
} from "../../src/postbuild/htmlTree";
import type { Document } from "../../src/postbuild/htmlTree";
import { PAGE_SCRIPT_ID } from "../../src/postbuild/pageScripts";
import { PUBLIC_DIR } from "../../scripts/shared/staticServer";

/** Bytes a CDN sends for a file compressed with gzip at its usual level (6). */
export function gzippedSize(publicPath: string): number {
  return gzipSync(readFileSync(path.join(PUBLIC_DIR, publicPath)), { level: 6 }).length;
}

function readJson<T>(publicPath: string): T {
  return JSON.parse(readFileSync(path.join(PUBLIC_DIR, publicPath), "utf8")) as T;
}

/** The built HTML of a page, by its path ("/", "/terms/"…). */
export function pageHtml(pagePath: string): string {
  return readFileSync(path.join(PUBLIC_DIR, pagePath, "index.html"), "utf8");
}

/** The built HTML of a page parsed as a browser does (src/postbuild/htmlTree.ts). */
export const pageTree = (pagePath: string): Document => parseDocument(pageHtml(pagePath));

/** A page's inline script (src/postbuild/pageScripts.ts), the same text on every page. */
export function pageScript(pagePath: string): string {
  const script = elements(pageTree(pagePath)).find(
    (element) => attribute(element, "id") === PAGE_SCRIPT_ID,
  );
  if (!script) throw new Error(`${pagePath} has no page script`);
  return textOf(script);
}

/** The <script src> files a page's HTML loads itself: none, on every page of the site. */
export function htmlScripts(pagePath: string): string[] {
  return elements(pageTree(pagePath))
    .filter(({ tagName }) => tagName === "script")
    .flatMap((script) => attribute(script, "src") ?? []);
}

/** The entrance's chunk, as the page script imports it: `/entrance-<hash>.js`. */
export function entranceChunk(pagePath = "/"): string {
  const url = /"(\/entrance-[0-9a-f]{20}\.js)"/.exec(pageScript(pagePath))?.[1];
  if (!url) throw new Error(`${pagePath}'s page script imports no entrance chunk`);
  return url;
}

/**
 * Every script file a page may fetch, read from the build: the entrance's chunk, when the page
 * has a card section whose entrance it plays; none otherwise. (Its inline script is in its HTML.)
 */
export function pageScripts(pagePath: string): string[] {
  const sections = elements(pageTree(pagePath)).some((element) =>
    hasAttribute(element, ENTRANCE_SECTION_ATTRIBUTE),
  );
  return [...htmlScripts(pagePath), ...(sections ? [entranceChunk(pagePath)] : [])];
}

const IMAGE_TYPES = [".png", ".jpg", ".jpeg", ".webp", ".avif", ".svg"];

/**
 * Every image file a page's HTML may fetch: all candidates of every src and srcset, and icons.
 * A <noscript>'s content is text to a browser that runs scripts, as to this parser: not counted.
 */
export function pageImages(pagePath: string): string[] {
  const all = elements(pageTree(pagePath));
  const urls = all.flatMap((element) =>
    [attribute(element, "src"), attribute(element, "srcset")].flatMap((value) =>
      value === undefined
        ? []
        : value.split(",").map((candidate) => candidate.trim().split(" ")[0] ?? ""),
    ),
  );
  // The browser fetches a favicon from the icon links on its own.
  const icons = all
    .filter((element) => element.tagName === "link" && attribute(element, "rel") === "icon")
    .flatMap((link) => attribute(link, "href")?.split("?")[0] ?? []);
  return [
    ...new Set([...urls, ...icons].filter((url) => IMAGE_TYPES.some((type) => url.endsWith(type)))),
  ];
}

/** The built scripts whose source maps name a file of the given npm package ("@react-spring/web"). */
export function scriptsOfPackage(name: string): string[] {
  return readdirSync(PUBLIC_DIR)
    .filter((file) => file.endsWith(".js.map"))
    .filter((map) =>
      readJson<{ sources: string[] }>(map).sources.some((source) =>
        source.includes(`node_modules/${name}/`),
      ),
    )
    .map((map) => `/${map.slice(0, -".map".length)}`);
}
