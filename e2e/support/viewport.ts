import type { Page } from "@playwright/test";

/**
 * Sweeps a page through many widths at the speed of the renderer rather than of the browser's
 * window: a sweep of 105 widths spent most of its time on `page.setViewportSize`, which resizes
 * the browser's window as well as the page's viewport, and on the two animation frames it then
 * waited for before measuring.
 *
 * Each width is set with the DevTools call `setViewportSize` makes for the viewport
 * (Emulation.setDeviceMetricsOverride, with the same figures: the screen as large as the viewport,
 * a desktop's orientation, the context's scale), without the window. What is measured is the
 * viewport's: `innerWidth`, `clientWidth`, media queries and layout all follow the override at
 * once, and reading geometry in the page lays it out again, so no frame need be waited for. The
 * site has no script that listens for a resize (src/ has no `resize` listener, ResizeObserver or
 * width `matchMedia`), so nothing else would have run in a frame.
 *
 * Afterwards the page is put back to the viewport Playwright set, so that Playwright's own record
 * of it stays true for whatever the test does next.
 */
export async function atEachWidth<T>(
  page: Page,
  height: number,
  widths: readonly number[],
  measure: (width: number) => Promise<T>,
): Promise<T[]> {
  const cdp = await page.context().newCDPSession(page);
  const resize = (width: number, viewportHeight: number) =>
    cdp.send("Emulation.setDeviceMetricsOverride", {
      width,
      height: viewportHeight,
      screenWidth: width,
      screenHeight: viewportHeight,
      deviceScaleFactor: 1,
      mobile: false,
      screenOrientation: { angle: 0, type: "landscapePrimary" },
    });
  const restore = page.viewportSize();
  if (!restore) throw new Error("The page has no viewport of Playwright's to sweep from.");
  const results: T[] = [];
  try {
    for (const width of widths) {
      await resize(width, height);
      // Proven each time, so that a sweep can never measure one width over and over.
      const inner = await page.evaluate(() => window.innerWidth);
      if (inner !== width) throw new Error(`The viewport is ${inner} px wide, not ${width}.`);
      results.push(await measure(width));
    }
  } finally {
    await resize(restore.width, restore.height);
    await cdp.detach();
  }
  return results;
}
