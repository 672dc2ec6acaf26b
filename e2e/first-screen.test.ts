import type { CDPSession, Page } from "@playwright/test";

import { entranceChunk } from "./support/build-files";
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

  /** The paths of the script files a page has requested so far. */
  const scriptsRequested = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.endsWith(".js")),
    );

  test("paints the screenshot on Lighthouse's mobile link, and requests no script file, though the visitor scrolls at once", async () => {
    const page = await site.newPage({ viewport: phone });
    await throttleLikeLighthouse(page);
    await page.goto(`${site.origin()}/`, { waitUntil: "domcontentloaded" });
    // The visitor scrolls as soon as there is a page; the cards are still far below.
    await page.mouse.wheel(0, 40);
    await page.waitForLoadState("networkidle");
    await expect(screenshotPainted(page)).resolves.toBe(true);
    await expect(scriptsRequested(page)).resolves.toEqual([]);
    // The page script ran all the same: it is in the HTML.
    await expect(page.locator("button.menu-button")).toHaveAttribute("aria-expanded", "false");
    await page.close();
  });

  for (const [title, pagePath] of rowsOf(
    ["/", "/terms/", `${SPECIMEN_PAGE}/`],
    "on a phone, %s requests no script file while the visitor looks and scrolls the first screen",
  )) {
    test(title, async () => {
      const page = await site.newPage({ viewport: phone });
      await page.goto(`${site.origin()}${pagePath}`, { waitUntil: "load" });
      await page.mouse.wheel(0, 40);
      await page.waitForTimeout(1000);
      await expect(scriptsRequested(page)).resolves.toEqual([]);
      await page.close();
    });
  }

  test("fetches the entrance's chunk without any input where a card section begins near the first screen", async () => {
    const page = await site.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${site.origin()}/`, { waitUntil: "load" });
    const cards = page.locator("#where-octopus-can-help");
    // Below the viewport, within a quarter screen of it (NEAR_MARGIN).
    const top = await cards.evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(VIEWPORTS.desktop.height);
    expect(top).toBeLessThan(VIEWPORTS.desktop.height * 1.25);
    await expect.poll(() => scriptsRequested(page), { timeout: 20_000 }).toEqual([entranceChunk()]);
    await page.close();
  });
});
