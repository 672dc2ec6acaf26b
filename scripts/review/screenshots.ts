import type { Browser, Page } from "playwright-core";

/**
 * Full-page screenshots that are the same every time the same build is shot: the web font loaded,
 * every picture loaded (lazy ones made eager), the cards' entrance off (the visitor's reduced
 * motion, which the entrance honours by never hiding a card), animations and the caret off, the
 * light scheme, one device pixel per CSS pixel. Two shots of one build differ by 0 pixels
 * (e2e/review.test.ts).
 */

/** The widths a review shoots, with the viewport height the page is laid out in. */
export const REVIEW_WIDTHS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

export type ReviewWidth = (typeof REVIEW_WIDTHS)[number]["width"];

/** Waits until nothing on the page is still loading or moving. As a string: see e2e/support/harness.ts. */
const SETTLE = `(async () => {
  for (const image of document.images) {
    if (image.loading === "lazy") image.loading = "eager";
  }
  await Promise.all(
    [...document.images].map((image) =>
      image.complete ? undefined : image.decode().catch(() => undefined),
    ),
  );
  await document.fonts.ready;
  // As Playwright's screenshots have it (animations: "disabled"): each animation at its end, an
  // endless one at its start; and no caret, with nothing focused.
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getTiming().iterations === Infinity) animation.cancel();
    else animation.finish();
  }
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
})()`;

async function settle(page: Page): Promise<void> {
  await page.evaluate(SETTLE);
}

/**
 * The page, whole, as Chromium's DevTools shoots it: beyond the viewport, its PNG compressed for
 * speed. The same pixels as Playwright's full-page screenshot in 55–60 % of its time (a page of
 * 1280 × 3179 px: 0.49 s against 0.86 s), in a file a third larger; a review shoots two per pair.
 */
async function fullPage(page: Page): Promise<Buffer> {
  const devTools = await page.context().newCDPSession(page);
  try {
    const { cssContentSize } = await devTools.send("Page.getLayoutMetrics");
    const { data } = await devTools.send("Page.captureScreenshot", {
      format: "png",
      captureBeyondViewport: true,
      optimizeForSpeed: true,
      clip: {
        x: 0,
        y: 0,
        width: Math.ceil(cssContentSize.width),
        height: Math.ceil(cssContentSize.height),
        scale: 1,
      },
    });
    return Buffer.from(data, "base64");
  } finally {
    await devTools.detach();
  }
}

/** One page at one width, whole, as a PNG. */
export async function shootPage(
  browser: Browser,
  url: string,
  { width, height }: { width: number; height: number },
): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    colorScheme: "light",
    forcedColors: "none",
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response) throw new Error(`No answer from ${url}`);
    await settle(page);
    return await fullPage(page);
  } finally {
    await context.close();
  }
}
