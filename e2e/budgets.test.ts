import { statSync } from "fs";
import path from "path";

import { gzipSync } from "zlib";

import {
  entranceChunk,
  gzippedSize,
  htmlScripts,
  pageImages,
  pageScript,
  pageScripts,
} from "./support/build-files";
import { LOCALES, localizePath } from "../src/i18n/locales";
import { scrollThrough, setupBrowserSuite } from "./support/harness";
import { PAGES, VIEWPORTS, existsIn } from "../scripts/shared/sitePages";
import { PUBLIC_DIR } from "../scripts/shared/staticServer";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

/** Every page of the site in a language, as served ("/terms/"): pages made from blocks included. */
const servedPaths = (code: (typeof LOCALES)[number]["code"]) =>
  PAGES.filter((page) => existsIn(page, code)).map((page) => (page === "/" ? "/" : `${page}/`));

/**
 * The script a visitor has fetched once the home page's cards are reached, gzip-compressed: the
 * page's inline script (in its HTML) and the entrance's chunk (issue 56: at most 20 KB, where the
 * peers in ../shared/peers ship about 66 KB). See docs/performance.md.
 */
const CARDS_REACHED_JS_BUDGET = 20 * 1024;
/**
 * Everything the home page transfers: HTML with its inlined CSS and script, the entrance's chunk
 * and the heaviest candidate of every image, compressed as a CDN sends them. See README → Performance.
 */
const HOME_TOTAL_BUDGET = 250_000;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Candidates of one image share its file name; the browser fetches one, so count the largest. */
function heaviestCandidates(images: string[]): string[] {
  const groups = new Map<string, string>();
  const size = (file: string) => statSync(path.join(PUBLIC_DIR, file)).size;
  for (const image of images) {
    const key = path.basename(image).replace(/\.[a-z]+$/, "");
    const current = groups.get(key);
    if (!current || size(image) > size(current)) groups.set(key, image);
  }
  return [...groups.values()];
}

const gzipped = (text: string) => gzipSync(text, { level: 6 }).length;

for (const [rowTitle, { code }] of rowsOf(
  LOCALES,
  "byte budgets in $englishName, read from the build",
)) {
  test.describe(rowTitle, () => {
    const home = localizePath(code, "/");

    test(`${home} has fetched at most ${CARDS_REACHED_JS_BUDGET / 1024} KB of gzipped script once its cards are reached`, () => {
      const files = pageScripts(home);
      expect(files).toEqual([entranceChunk(home)]);
      const bytes = gzipped(pageScript(home)) + sum(files.map(gzippedSize));
      expect(bytes).toBeLessThanOrEqual(CARDS_REACHED_JS_BUDGET);
    });

    // Every page, in one test: read from the build, a page costs microseconds, not a test.
    test("no page loads a script file of its own: each has the same inline script, fetching only the entrance", () => {
      const pages = servedPaths(code).map((page) => localizePath(code, page));
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.filter((pagePath) => htmlScripts(pagePath).length > 0)).toEqual([]);
      expect(pages.filter((pagePath) => pageScript(pagePath) !== pageScript("/"))).toEqual([]);
      const fetching = pages.filter((pagePath) => pageScripts(pagePath).length > 0);
      expect(fetching).toContain(home);
      expect(fetching.flatMap(pageScripts).filter((file) => file !== entranceChunk())).toEqual([]);
    });

    test(`${home} transfers at most ${HOME_TOTAL_BUDGET / 1000} KB in all, images included`, () => {
      const images = heaviestCandidates(pageImages(home));
      expect(images.length).toBeGreaterThan(0);
      const total =
        gzippedSize(path.posix.join(home, "index.html")) +
        sum(pageScripts(home).map(gzippedSize)) +
        sum(images.map((image) => statSync(path.join(PUBLIC_DIR, image)).size));
      expect(total).toBeLessThanOrEqual(HOME_TOTAL_BUDGET);
    });
  });
}

test.describe("the budgets count what a browser really loads", () => {
  const site = setupBrowserSuite();

  for (const [title, , viewport] of rowsOf(
    Object.entries(VIEWPORTS),
    "at %s, every script fetched is counted",
  )) {
    test(title, async () => {
      // Heard from before the first request, on a cold cache: every file the visit needs is
      // fetched, none served from the cache without a word.
      const fetched: string[] = [];
      const page = await site.newPage({ viewport });
      page.on("response", (response) => fetched.push(new URL(response.url()).pathname));
      await page.goto(site.origin() + "/", { waitUntil: "networkidle" });
      await scrollThrough(page);
      const scripts = fetched.filter((file) => file.endsWith(".js"));
      expect(scripts).toEqual(pageScripts("/"));
      const images = fetched.filter((file) => /\.(png|jpe?g|webp|avif)$/.test(file));
      expect(pageImages("/")).toEqual(expect.arrayContaining(images));
      await page.close();
    });
  }
});
