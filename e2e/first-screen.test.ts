import type { CDPSession, Page } from "@playwright/test";

import { LATEST_START_MS } from "../src/loader/startWhenWanted";
import { setupBrowserSuite } from "./support/harness";
import { content, SPECIMEN_PAGE, VIEWPORTS } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

// The whole browser: the headless shell sends a pointermove on load, and this suite is about a
// visitor who only looks (desktopBrowser, support/test.ts).
const site = setupBrowserSuite({ desktop: true });
const { phone } = VIEWPORTS;

/** Lighthouse's mobile link (simulated throttling's figures): 150 ms RTT, 1.6 Mbps down. */
async function throttleLikeLighthouse(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

/** Whether the hero's screenshot is on screen, decoded and fully opaque. */
function screenshotPainted(page: Page) {
  return page
    .getByRole("img", { name: content.site.screenshotAlt })
    .evaluate(
      (img: HTMLImageElement) =>
        img.complete &&
        img.naturalWidth > 0 &&
        img.getClientRects().length > 0 &&
        getComputedStyle(img).opacity === "1",
    );
}

test.describe("the first screen", () => {
  test("paints the screenshot with JavaScript off", async () => {
    const page = await site.open("/", { viewport: phone, javaScriptEnabled: false });
    await expect(screenshotPainted(page)).resolves.toBe(true);
    await page.close();
  });

  test("paints the screenshot while every script is held back 3 s", async () => {
    const page = await site.newPage({ viewport: phone });
    let released = false;
    await page.route("**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      released = true;
      await route.continue();
    });
    await page.goto(`${site.origin()}/`, { waitUntil: "load" });
    await page.waitForFunction((alt) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return Boolean(img?.complete && img.naturalWidth > 0);
    }, content.site.screenshotAlt);
    await expect(screenshotPainted(page)).resolves.toBe(true);
    // Still before any script ran: Gatsby has not started.
    expect(released).toBe(false);
    await expect(page.evaluate(() => "___loader" in window)).resolves.toBe(false);
    await page.close();
  });

  test("requests no script until the screenshot has arrived, on Lighthouse's mobile link, though the visitor scrolls at once", async () => {
    const page = await site.newPage({ viewport: phone });
    await throttleLikeLighthouse(page);
    await page.goto(`${site.origin()}/`, { waitUntil: "domcontentloaded" });
    // The visitor scrolls as soon as there is a page: the scripts are wanted from then on.
    await page.mouse.wheel(0, 40);
    // Gatsby starts after load: wait until it has hydrated, so every start-up script is in.
    await page.waitForFunction(() => "___loader" in window, undefined, { timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    const timings = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .map(({ name, startTime, responseEnd }) => ({
          path: new URL(name).pathname,
          startTime,
          responseEnd,
        })),
    );
    const image = timings.filter((entry) => /app-screenshot\.(avif|webp|png)$/.test(entry.path));
    const scripts = timings.filter((entry) => entry.path.endsWith(".js"));
    expect(image).toHaveLength(1);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    const arrived = image[0]?.responseEnd ?? Infinity;
    expect(scripts.filter((script) => script.startTime < arrived)).toEqual([]);
    await page.close();
  });

  /**
   * A frame is presented a few frames after the main thread paints it, and a loader that started
   * one frame after `load` requested scripts before the largest paint was presented in about half
   * of the loads on this machine: hence several loads each.
   */
  for (const [title, pagePath] of rowsOf(
    ["/", "/terms/", `${SPECIMEN_PAGE}/`],
    "requests no script on %s until its largest paint is presented, in each of 4 loads",
  )) {
    test(title, async () => {
      const early: Array<{ presented: number; scripts: number[] }> = [];
      for (let load = 0; load < 4; load++) {
        const page = await site.newPage({ viewport: phone });
        // The scripts wanted from the start, before `load`, as a scroll wants them, so that only
        // the wait for the first screen holds them back; by an event that is not input: input
        // ends largest-paint reports, and those are what this test compares against.
        await page.addInitScript(() =>
          document.addEventListener("DOMContentLoaded", () =>
            window.dispatchEvent(new Event("scroll")),
          ),
        );
        await page.goto(`${site.origin()}${pagePath}`, { waitUntil: "load" });
        await page.waitForFunction(() => "___loader" in window, undefined, { timeout: 20_000 });
        const { largestPaints, scripts } = await page.evaluate(
          () =>
            new Promise<{ largestPaints: number[]; scripts: number[] }>((resolve) => {
              new PerformanceObserver((list, observer) => {
                observer.disconnect();
                resolve({
                  largestPaints: list.getEntries().map((entry) => entry.startTime),
                  scripts: performance
                    .getEntriesByType("resource")
                    .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
                    .map((entry) => entry.startTime),
                });
              }).observe({ type: "largest-contentful-paint", buffered: true });
            }),
        );
        await page.close();
        // A largest paint's time is when its frame was presented, not painted on the main thread.
        expect(largestPaints.length).toBeGreaterThan(0);
        expect(scripts.length).toBeGreaterThanOrEqual(3);
        const presented = Math.max(...largestPaints);
        if (scripts.some((startTime) => startTime < presented)) early.push({ presented, scripts });
      }
      expect(early).toEqual([]);
    });
  }

  /** The paths of the scripts a page has requested so far. */
  const scriptsRequested = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.endsWith(".js")),
    );

  for (const [title, pagePath] of rowsOf(
    ["/", "/terms/", `${SPECIMEN_PAGE}/`],
    "on a phone, %s requests no script while the visitor only looks, and starts at the first scroll",
  )) {
    test(title, async () => {
      const page = await site.newPage({ viewport: phone });
      await page.goto(`${site.origin()}${pagePath}`, { waitUntil: "load" });
      // Longer than the loader ever waits for the first screen (LATEST_START_MS, 5 s).
      await page.waitForTimeout(LATEST_START_MS + 500);
      await expect(scriptsRequested(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => "___loader" in window)).resolves.toBe(false);

      await page.mouse.wheel(0, 40);
      await page.waitForFunction(() => "___loader" in window, undefined, { timeout: 20_000 });
      expect((await scriptsRequested(page)).length).toBeGreaterThanOrEqual(3);
      await page.close();
    });
  }

  test("starts the scripts without any input where the cards begin near the first screen", async () => {
    const page = await site.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${site.origin()}/`, { waitUntil: "load" });
    const cards = page.locator("#where-octopus-can-help");
    // Below the viewport, within a quarter screen of it (NEEDED_MARGIN).
    const top = await cards.evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(VIEWPORTS.desktop.height);
    expect(top).toBeLessThan(VIEWPORTS.desktop.height * 1.25);
    await page.waitForFunction(() => "___loader" in window, undefined, { timeout: 20_000 });
    await page.close();
  });
});
