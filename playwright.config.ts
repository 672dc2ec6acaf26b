import { defineConfig } from "@playwright/test";

import { CHROMIUM_ARGS, suiteChromiumPath } from "./scripts/shared/chromium";

/**
 * The browser suites (e2e/, docs/testing.md): Playwright Test against the production build in
 * public/ (`npm run build` first; `npm test` does), driving Debian's Chromium. Nothing is
 * downloaded: `executablePath` is Debian's headless shell (package chromium-headless-shell), the
 * same Blink as `chromium` without the desktop browser around it, which opened pages 3× faster
 * here; `desktopBrowser` (e2e/support/test.ts) is the whole browser, for the suites that need it.
 *
 * Four projects, run one after the other by `npm run test:e2e` (scripts/e2e.ts) and `npm test`
 * (scripts/npm-test.ts), each whatever the others found, so that no failure hides another:
 * - `suites`: every suite that checks what is there, spread over the workers test by test;
 * - `editor`: `cms-workflow`, the editor as `npm run cms` serves it from `gatsby develop`, its
 *   steps in order on one worker (`npm test` runs lint, typecheck and the unit tests beside it,
 *   on the other core);
 * - `review`: `npm run review` and the review in `npm run cms` (`review`, `cms-review`), which
 *   build the site several times, a file on each worker, in one review cache;
 * - `timing`: the suites that time what a visitor sees (the cards' stagger, the first screen,
 *   smooth scrolling), one at a time on a machine nothing else runs on.
 * Run one with `npx playwright test --project timing`; a bare `npx playwright test` would run
 * all four at once.
 */
const suite = (name: string) => `**/e2e/${name}.test.ts`;
const EDITOR = [suite("cms-workflow")];
const REVIEW = [suite("review"), suite("cms-review")];
const TIMING = ["motion", "first-screen", "navigation"].map(suite);

/** The pass scripts/e2e.ts runs: each keeps its own reports and failures' artifacts. */
const PASS = process.env.E2E_PASS ?? "all";

export default defineConfig({
  testDir: "e2e",
  // The suites are e2e/*.test.ts; e2e/tools/ holds the suite's own tools, unit-tested by Jest.
  testMatch: /e2e\/[^/]+\.test\.ts$/,
  // Two workers on this 2-core machine (docs/testing.md gives the measure against three).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  // A flaky test is a defect to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    [process.env.CI ? "line" : "list"],
    ["html", { open: "never", outputFolder: `playwright-report/${PASS}` }],
    ["json", { outputFile: `test-results/${PASS}/results.json` }],
  ],
  // A failed test's trace and screenshots (README, "When a browser test fails").
  outputDir: `test-results/${PASS}`,
  use: {
    launchOptions: { executablePath: suiteChromiumPath(), args: CHROMIUM_ARGS },
    // Every test is traced and the trace kept only when it fails: its actions with their
    // timings, console, network and errors, beside the screenshot of the page as it failed.
    // Without DOM snapshots: taking the whole page before and after each action made
    // `accessibility` and `forced-colors` take 239 s against 181 s without them (161 s with no
    // trace). For a failure's page at every step, run that test again with `--trace on`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "suites", testIgnore: [...EDITOR, ...REVIEW, ...TIMING] },
    { name: "editor", testMatch: EDITOR, workers: 1 },
    // `npm run review` (scripts/review/): drafts of a git copy built and shot in one review cache.
    // The command's cases and the editor's review run side by side, as a developer's review
    // beside the editor's would: the cache's lock takes their builds one at a time, and each
    // file fills the other's waits (the editor starting, a build, a reviewer's next look).
    { name: "review", testMatch: REVIEW, workers: 2 },
    { name: "timing", testMatch: TIMING, workers: 1 },
  ],
});
