import { spawn } from "child_process";
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
import { DONE } from "../scripts/review/siteBuilds";

/**
 * The review in the editor (issue #54): `npm run cms` in a git copy of the project, as an editor
 * runs it. A reviewer saves the German tagline in a draft, follows the review from the draft's
 * screen (Decap's "View Preview", here "View review"), pending while both sides build, and sees
 * the tagline before and after. The report is served by the editor's dev server, under its guard.
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

/** `npm run review -- --prepare` in the copy, in the review cache the suite shares. */
function prepareReviews(root: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts", "review.ts"), "--prepare"],
    {
      cwd: root,
      env: { ...process.env, REVIEW_CACHE_DIR: REVIEW_CACHE, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ status: null, output: `${output}\n${error.message}` }));
    child.on("exit", (status) => resolve({ status, output }));
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = gitCopyOfSite();
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

test("a saved draft's review is followed from its screen: pending, then the German tagline before and after", async () => {
  test.setTimeout(420_000);
  const { tagline } = JSON.parse(
    readFileSync(path.join(site.root, "content/de/site.json"), "utf8"),
  ) as { tagline: string };
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
      { timeout: 360_000, intervals: [5_000] },
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
