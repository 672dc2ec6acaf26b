import type { Page } from "@playwright/test";

import { analyse, summary } from "./support/axe";
import { pageTree } from "./support/build-files";
import { faqPageData, shownQuestions } from "./support/faqData";
import { setupBrowserSuite, pageScriptRan } from "./support/harness";
import { attribute, elements } from "../src/postbuild/htmlTree";
import { PAGE_SCRIPT_ID } from "../src/postbuild/pageScripts";
import { SHARED_POLICY } from "../src/postbuild/securityHeaders";
import {
  BLOCK_PAGES,
  CHECKED_LOCALES,
  localePages,
  SEED_PAGES,
  SITE_LOCALES,
  SPECIMEN_PAGE,
  VIEWPORTS,
} from "../scripts/shared/sitePages";
import type { LocalePage } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

/**
 * What is about each page's own content, for every page editors made and the specimen, in one
 * pass: a page costs one test, whatever its languages, and about a second per language. How it
 * looks (every width, mode, font, on paper) is a property of its template and blocks, proven on
 * the specimen page at the schemas' limits (sitePages.ts, TEMPLATE_PAGES; docs/testing.md,
 * "Specimens"). Its links and its HTML are checked, with every other page's, by links.test.ts and
 * html-validity.test.ts.
 *
 * Each language of the page, served with `_headers` as a host serves it:
 * - status 200, the shared policy in the header and the page's own `<meta>` policy;
 * - loaded and started with zero policy violations, console errors or warnings, failed requests
 *   or requests to another origin;
 * - axe-core: no WCAG 2.2 A/AA or best-practice violation;
 * - its language: `lang` and `dir`, and hreflang alternates for exactly the languages it is in;
 * - its questions, if it has an FAQ block, as its FAQPage data for search engines, word for word;
 * - no script file on load: no `<script src>` in its HTML, only the page script inline
 *   (src/postbuild/pageScripts.ts; first-screen.test.ts proves it fetches nothing there);
 * - its pictures: each loaded, each with an alt attribute (what it says, axe reads; that it is
 *   given unless the picture is decorative, the content checks hold). Their shape and size at
 *   every width are the layout sweep's, on the specimen.
 */
const site = setupBrowserSuite({ withHeadersFile: true });

type Seen = {
  violations: string[];
  problems: string[];
  foreign: string[];
};

async function watched(page: Page, origin: string): Promise<Seen> {
  const seen: Seen = { violations: [], problems: [], foreign: [] };
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) {
      seen.problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => seen.problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => seen.problems.push(`failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400)
      seen.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) seen.foreign.push(request.url());
  });
  await page.exposeFunction("__violation", (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __violation: (text: string) => void }).__violation(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return seen;
}

/** Every picture of the page that is not loaded, or has no alt attribute (axe reads what it says). */
const brokenPictures = (page: Page) =>
  page
    .locator("main img")
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter(
          (image) => !image.complete || image.naturalWidth === 0 || !image.hasAttribute("alt"),
        )
        .map((image) => image.currentSrc || image.src),
    );

async function expectContentHolds({ path, locale }: LocalePage, languages: string[]) {
  const page = await site.newPage({ viewport: VIEWPORTS.phone });
  const seen = await watched(page, site.origin());
  const response = await page.goto(site.origin() + path.replace(/\/?$/, "/"), {
    waitUntil: "load",
  });
  expect.soft(response?.status(), `${path}: status`).toBe(200);
  expect
    .soft(response?.headers()["content-security-policy"], `${path}: policy`)
    .toBe(SHARED_POLICY);

  // No script file on load: the HTML has only the page script, inline.
  if (!path.includes(SPECIMEN_PAGE)) {
    const tree = pageTree(path.replace(/\/?$/, "/"));
    const scripts = elements(tree).filter(({ tagName }) => tagName === "script");
    expect
      .soft(
        scripts.flatMap((script) => attribute(script, "src") ?? []),
        path,
      )
      .toEqual([]);
    expect
      .soft(
        scripts.some((script) => attribute(script, "id") === PAGE_SCRIPT_ID),
        path,
      )
      .toBe(true);
  }

  const head = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    meta: Boolean(document.querySelector('head > meta[http-equiv="Content-Security-Policy"]')),
    alternates: [...document.querySelectorAll("link[rel=alternate][hreflang]")]
      .map((link) => link.getAttribute("hreflang") ?? "")
      .filter((code) => code !== "x-default")
      .sort(),
  }));
  expect.soft(head, `${path}: its language`).toEqual({
    lang: locale.code,
    dir: locale.dir,
    meta: true,
    alternates: [...languages].sort(),
  });

  // Its questions, if it has any, are its FAQPage data, word for word; a page without has none.
  const shown = await shownQuestions(page);
  expect
    .soft(await faqPageData(page), `${path}: its FAQPage data`)
    .toEqual(
      shown.questions.length > 0 ? { shape: "", inLanguage: locale.code, ...shown } : undefined,
    );
  await pageScriptRan(page);
  const axe = summary(await analyse(page));
  expect.soft(axe, `${path}: axe`).toEqual([]);
  // Lazy pictures load as the visitor nears them.
  await page.locator("main img").evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  expect.soft(await brokenPictures(page), `${path}: pictures`).toEqual([]);
  expect
    .soft(seen, `${path}: what the page did`)
    .toEqual({ violations: [], problems: [], foreign: [] });
  await page.close();
}

const CHECKS = "its policy, axe, its languages, its FAQPage data, no script on load, its pictures";
const ALL_LANGUAGES = SITE_LOCALES.map(({ code }) => code);

// The specimen, every block at its limits, is a long page: a test per language.
for (const [title, localePage] of rowsOf(
  localePages(SITE_LOCALES, [SPECIMEN_PAGE]),
  `$path/ (the specimen): ${CHECKS}`,
)) {
  test(title, () => expectContentHolds(localePage, ALL_LANGUAGES));
}

// A language the heavy suites leave to the script it shares (CHECKED_LOCALES): its seed routes
// get what is about their content, as an editor's page does, a test each. Its 404 page is the
// 404 template, swept in the languages of its script; links and html-validity read it.
for (const [title, localePage] of rowsOf(
  localePages(CHECKED_LOCALES, SEED_PAGES),
  `$path/ (a route in a language its script's sweeps prove): ${CHECKS}`,
)) {
  test(title, () => expectContentHolds(localePage, ALL_LANGUAGES));
}

for (const [title, { slug, locales }] of rowsOf(
  BLOCK_PAGES,
  `/$slug/ in each of its languages: ${CHECKS}`,
)) {
  test(title, async () => {
    const pages = localePages(
      SITE_LOCALES.filter(({ code }) => locales.includes(code)),
      [`/${slug}`],
    );
    expect(pages.length).toBe(locales.length);
    for (const localePage of pages) {
      await test.step(localePage.path, () => expectContentHolds(localePage, locales));
    }
  });
}
