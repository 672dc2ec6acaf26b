import { existsSync, readdirSync, rmSync } from "fs";
import path from "path";

import { append, attribute, createElement, detach, elements, find, textOf } from "./htmlTree";
import type { Document, Element } from "./htmlTree";

/**
 * The site's pages are React at build time and plain HTML in the browser: Gatsby renders every
 * page, and then its browser runtime (webpack's runtime, React DOM, its router, page data) is
 * taken out, from every page and from public/. What a page runs instead is one inline script (the
 * header's enhancements and the card entrance's watcher: src/browser/pageScript.ts), which fetches
 * the entrance's chunk only when a card section comes near, and speculation rules, with which
 * Chromium prerenders a page of the site when a visitor shows intent to open it.
 */

/** The page script's element. */
export const PAGE_SCRIPT_ID = "page-script";
/** The speculation rules' element. */
export const SPECULATION_RULES_ID = "speculation-rules";

/**
 * Prerender a link to a page of the site on intent (`moderate`: a pointer resting on it, or
 * pointer-down), never the editor's pages, and never what the browser would download. Browsers
 * without the API (Firefox, Safari) ignore the element and just navigate.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin/*" } },
          { not: { selector_matches: "[download], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** Gatsby's browser runtime, by file: its bundles, each page's component, page data. */
const RUNTIME_SCRIPT =
  /^\/(app|framework|webpack-runtime|commons|component---[\w-]+|polyfill|\d+|[0-9a-f]{40})-[0-9a-f]+\.js$/;

/** The inline scripts through which Gatsby's runtime finds its way: globals it reads at start. */
const RUNTIME_INLINE = /window\.(___\w+|pagePath)\s*=/;

/** The live region in which Gatsby's router announces a client-side navigation. */
const ROUTE_ANNOUNCER_ID = "gatsby-announcer";

/**
 * One of the elements through which a page would run or fetch Gatsby's runtime, or that only
 * its router uses: the route announcer, a live region nothing would ever speak into.
 */
function isRuntime(element: Element): boolean {
  if (attribute(element, "id") === ROUTE_ANNOUNCER_ID) return true;
  if (element.tagName === "script") {
    const src = attribute(element, "src");
    if (src !== undefined) return RUNTIME_SCRIPT.test(src);
    return RUNTIME_INLINE.test(textOf(element));
  }
  if (element.tagName === "link") {
    const href = attribute(element, "href") ?? "";
    return RUNTIME_SCRIPT.test(href) || href.startsWith("/page-data/");
  }
  return false;
}

/**
 * Takes Gatsby's runtime out of a page and gives it the page script and the speculation rules,
 * at the end of its <body>. A page rewritten before (an incremental build leaves unchanged pages)
 * gets the new ones in place of the old. Throws if the page has neither Gatsby's runtime nor the
 * page script: Gatsby then changed how it writes its tags, and pages would go out without either.
 */
export function withPageScripts(tree: Document, file: string, pageScript: string): void {
  const all = elements(tree);
  const runtime = all.filter(isRuntime);
  const written = all.filter((element) =>
    [PAGE_SCRIPT_ID, SPECULATION_RULES_ID].includes(attribute(element, "id") ?? ""),
  );
  if (runtime.length === 0 && written.length === 0) {
    throw new Error(
      `${file}: none of Gatsby's script tags found; Gatsby may have changed how it writes them`,
    );
  }
  const body = find(tree, "body");
  if (!body) throw new Error(`${file}: no <body>`);
  [...runtime, ...written].forEach(detach);
  append(
    body,
    createElement(
      "script",
      { type: "speculationrules", id: SPECULATION_RULES_ID },
      SPECULATION_RULES,
    ),
  );
  append(body, createElement("script", { id: PAGE_SCRIPT_ID }, pageScript));
}

/** Gatsby's browser runtime in public/, which no page loads: its bundles and maps, page data. */
export function runtimeFiles(publicDir: string): string[] {
  const top = readdirSync(publicDir).filter((name) => {
    const script = name.replace(/\.(map|LICENSE\.txt)$/, "");
    return RUNTIME_SCRIPT.test(`/${script}`) || name === "chunk-map.json";
  });
  const slices = path.join("_gatsby", "slices");
  const scriptSlices = existsSync(path.join(publicDir, slices))
    ? readdirSync(path.join(publicDir, slices))
        .filter((name) => name.startsWith("_gatsby-scripts"))
        .map((name) => path.join(slices, name))
    : [];
  const pageData = existsSync(path.join(publicDir, "page-data")) ? ["page-data"] : [];
  return [...top, ...scriptSlices, ...pageData].sort();
}

/** Removes Gatsby's browser runtime from public/; returns what it removed. */
export function removeRuntimeFiles(publicDir: string): string[] {
  const files = runtimeFiles(publicDir);
  files.forEach((file) => rmSync(path.join(publicDir, file), { recursive: true, force: true }));
  return files;
}
