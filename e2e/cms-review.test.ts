import { existsSync, mkdirSync, readFileSync } from "fs";
import path from "path";

import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext } from "@playwright/test";

import { column, launchCmsBrowser, runCms, setField, showLanguages } from "./support/cms";
import type { EditorRun } from "./support/cms";
import { workflowEditor } from "./support/workflow";
import { gitCopyOfSite } from "../src/test/siteCopy";
import type { SiteCopy } from "../src/test/siteCopy";
import { REVIEW_CACHE } from "./support/reviewCache";
import { PREPARE_ARGS, startReviewCommand } from "../src/cms/server/reviews";
import { redIn, widthsByPage } from "./support/reviewJson";
import { builtPages } from "../scripts/review/changedPages";
import type { ReviewJson } from "../scripts/review/reviewReport";
import { REVIEW_WIDTHS } from "../scripts/review/screenshots";
import { DONE } from "../scripts/review/siteBuilds";
import { PUBLIC_DIR, startStaticServer } from "../scripts/shared/staticServer";

/**
 * The review in the editor (issue #54): `npm run cms` in a git copy of the project, as an editor
 * runs it. A reviewer saves the German tagline in a draft, follows the review from the draft's
 * screen (Decap's "View Preview", here "View review"), pending while both sides build, and sees
 * the tagline before and after. The report is served by the editor's dev server, under its guard.
 * Its review.json is checked as the command-line cases (review.test.ts) check theirs: exactly the
 * German pages that show the tagline, at both widths, no other language, and the heading marked.
 *
 * The published site is built for the reviews (`npm run review -- --prepare`, at the lowest
 * priority) while the editor starts, as a developer's second core would: the editor's own
 * prepare, once it is open, then finds it built, and the draft's review builds only the draft.
 */

const SHOTS = path.join(__dirname, "..", "test-results", "review-shots");

let site: SiteCopy;
let editor: EditorRun | undefined;
let origin = "";
let browser: Browser;
let context: BrowserContext;
let prepared: Promise<{ status: number | null; output: string }>;
/** The German tagline as published, before the draft. */
let tagline = "";

/** `npm run review -- --prepare` in the copy, in the review cache the suite shares. */
const prepareReviews = (root: string) =>
  new Promise<{ status: number | null; output: string }>((resolve) =>
    startReviewCommand(root, PREPARE_ARGS, (status, output) => resolve({ status, output }), {
      REVIEW_CACHE_DIR: REVIEW_CACHE,
    }),
  );

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = gitCopyOfSite();
  ({ tagline } = JSON.parse(readFileSync(path.join(site.root, "content/de/site.json"), "utf8")) as {
    tagline: string;
  });
  prepared = prepareReviews(site.root);
  editor = await runCms(site.root, { REVIEW_CACHE_DIR: REVIEW_CACHE }, 180_000);
  origin = editor.origin;
  browser = await launchCmsBrowser({ desktop: true });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

test.afterAll(async () => {
  await browser?.close();
  await editor?.stop();
  // Never left building into the copy as it is removed.
  await prepared;
  site?.remove();
});

const { openEntry, saveDraft } = workflowEditor(() => ({ context, origin }));

// The second reads the review the first made: in order, and not run once the first failed.
test.describe.configure({ mode: "serial" });

test("a saved draft's review is followed from its screen: pending, then the German tagline before and after", async () => {
  test.setTimeout(420_000);
  const page = await openEntry("site", "site");
  await showLanguages(page);
  const german = column(page, "right");
  await german.getByText("Writing in DE", { exact: true }).waitFor();
  await setField(german.getByLabel(/^Tagline/), `${tagline} für alle`);
  await saveDraft(page);

  // The save started the review: the draft's screen says so until it is ready.
  const pending = page.getByRole("button", { name: /Review pending/ });
  const ready = page.getByRole("link", { name: /View review/ });
  await expect(pending.or(ready).first()).toBeVisible({ timeout: 30_000 });
  const sawPending = await pending.isVisible();
  // As a reviewer does: check again now and then, until it is ready.
  await expect
    .poll(
      async () => {
        if (await ready.isVisible()) return true;
        await pending.click({ timeout: 2_000 }).catch(() => undefined);
        return false;
      },
      { timeout: 360_000, intervals: [2_000] },
    )
    .toBe(true);
  expect(sawPending).toBe(true);
  // The published site was prepared ahead: its build is kept, and its folder printed last.
  const { status, output } = await prepared;
  expect(status, output).toBe(0);
  const kept = output.trim().split("\n").at(-1) ?? "";
  expect(path.dirname(kept)).toBe(path.join(REVIEW_CACHE, "builds"));
  expect(existsSync(path.join(kept, DONE))).toBe(true);

  const [report] = await Promise.all([context.waitForEvent("page"), ready.click()]);
  await report.waitForLoadState("load");
  expect(new URL(report.url()).pathname).toBe("/review/cms-site-site/");
  await expect(report.getByRole("heading", { level: 1 })).toHaveText("Review of cms/site/site");
  await expect(report.locator(".words[lang=de] ins")).toHaveText(" für alle");
  await expect(report.locator(".words[lang=de] del")).toHaveCount(0);
  const home = report.locator("section.shot", {
    has: report.locator("h3", { hasText: /^\/de\/ · German · 1280 px$/ }),
  });
  for (const side of ["Before", "After", "Changed pixels in red"]) {
    const picture = home.getByRole("img", { name: new RegExp(`^${side}, /de/ at 1280 px$`) });
    // Lazy pictures load as they come into view.
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(1280);
  }
  // No English page: the tagline is German only.
  await expect(report.locator("section.shot[lang=en]")).toHaveCount(0);

  const picture = await home.getByRole("img").first().getAttribute("src");
  mkdirSync(SHOTS, { recursive: true });
  await report.screenshot({ path: path.join(SHOTS, "report-1280.png") });
  await report.setViewportSize({ width: 375, height: 800 });
  await report.screenshot({ path: path.join(SHOTS, "report-375.png") });
  expect(await report.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  await report.close();

  // The report is the editor's: a request of another site is refused.
  const crossSite = await fetch(new URL(`/review/cms-site-site/${picture}`, origin), {
    headers: { "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status).toBe(403);
  await page.close();
});

test("the draft's review.json: every German page that shows the tagline, at both widths, and no other language", async () => {
  const reviewed = JSON.parse(
    readFileSync(path.join(site.root, "review", "cms-site-site", "review.json"), "utf8"),
  ) as ReviewJson;
  const built = builtPages(PUBLIC_DIR);
  const pages = built.map(({ path: page }) => page);
  const showing = built
    .filter(({ file }) => readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes(tagline))
    .map(({ path: page }) => page);
  expect(showing.length).toBeGreaterThan(1);
  expect(showing.every((page) => page.startsWith("/de/"))).toBe(true);

  const widths = widthsByPage(reviewed);
  expect([...widths.keys()].sort()).toEqual([...showing].sort());
  for (const shown of widths.values()) {
    expect(shown.sort((a, b) => a - b)).toEqual(REVIEW_WIDTHS.map(({ width }) => width));
  }
  expect(reviewed.pages.every(({ locale }) => locale === "de")).toBe(true);
  expect(reviewed.unchanged.filter((page) => page.startsWith("/de/"))).toEqual(
    pages.filter((page) => page.startsWith("/de/") && !showing.includes(page)),
  );
  expect(reviewed.texts).toEqual([
    {
      file: "content/de/site.json",
      field: "tagline",
      before: tagline,
      after: `${tagline} für alle`,
    },
  ]);

  // The diff marks the heading's area: the hero's heading, where /de/ shows the tagline.
  const home = reviewed.pages.find(({ path: page, width }) => page === "/de/" && width === 1280);
  expect(home?.diff).toBeTruthy();
  expect(home?.changedShare).toBeLessThan(0.05);
  const server = await startStaticServer({ root: PUBLIC_DIR });
  const published = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
  });
  try {
    const page = await published.newPage();
    await page.goto(`${server.origin}/de/`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(tagline);
    const box = await heading.boundingBox();
    if (!box) throw new Error("The heading has no box");
    const diff = readFileSync(path.join(site.root, "review", "cms-site-site", home?.diff ?? ""));
    expect(redIn(diff, box)).toBeGreaterThan(50);
  } finally {
    await published.close();
    await server.close();
  }
});
