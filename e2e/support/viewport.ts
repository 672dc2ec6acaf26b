import type { Page } from "@playwright/test";

/**
 * A value that goes into the page and back as JSON, unchanged: `measure`'s argument and result.
 * A property that is `undefined` is left out, as JSON.stringify leaves it.
 */
export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/**
 * Sweeps a page through many widths at the speed of the renderer rather than of the browser's
 * window or of Playwright's actions: a sweep of 105 widths spent most of its time on
 * `page.setViewportSize`, which resizes the browser's window as well as the page's viewport, on
 * the two animation frames it then waited for before measuring, and on the trace's snapshots.
 *
 * Each width is set with the DevTools call `setViewportSize` makes for the viewport
 * (Emulation.setDeviceMetricsOverride, with the same figures: the screen as large as the viewport,
 * a desktop's orientation, the context's scale), without the window. What is measured is the
 * viewport's: `innerWidth`, `clientWidth`, media queries and layout all follow the override at
 * once, and reading geometry in the page lays it out again, so no frame need be waited for. The
 * site has no script that listens for a resize (src/ has no `resize` listener, ResizeObserver or
 * width `matchMedia`), so nothing else would have run in a frame.
 *
 * `measure(arg)` runs in the page's main world, from its source as `page.evaluate` sends it (so it
 * must not use anything from outside its own body, nor be a method shorthand), with `arg` and its
 * result passed as JSON (plain objects, arrays, strings, finite numbers, booleans). It goes
 * through the same DevTools session (Runtime.evaluate), with the width's check in the same call:
 * a `page.evaluate` is an action of the test's trace, with a snapshot of the page when the trace
 * takes them, and a sweep made two a width; a DevTools call is traced too, without a snapshot.
 * English's sweeps of /terms and the specimen took 45 and 46 s so, against 48 and 59 s (one
 * worker, alternating). When the trace also took DOM snapshots (playwright.config.ts)
 * they took 79 s with `page.evaluate` and 48 s with this. The trace still holds the test's every
 * other step, and a sweep's failure names each problem with its widths (layout.ts, `summarize`).
 *
 * Afterwards the page is put back to the viewport Playwright set, so that Playwright's own record
 * of it stays true for whatever the test does next.
 */
export async function atEachWidth<Arg extends Json, Result extends Json>(
  page: Page,
  height: number,
  widths: readonly number[],
  measure: (arg: Arg) => Result | Promise<Result>,
  arg: Arg,
): Promise<Array<{ width: number; result: Awaited<Result> }>> {
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
  // The viewport's width is read in the same evaluation, so that a sweep can never measure one
  // width over and over.
  const expression = `(async () => ({
    innerWidth: window.innerWidth,
    result: await (${measure.toString()})(${JSON.stringify(arg)}),
  }))()`;
  const restore = page.viewportSize();
  if (!restore) throw new Error("The page has no viewport of Playwright's to sweep from.");
  const results: Array<{ width: number; result: Awaited<Result> }> = [];
  try {
    for (const width of widths) {
      await resize(width, height);
      const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
        expression,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) {
        const reason = exceptionDetails.exception?.description ?? exceptionDetails.text;
        throw new Error(`Measuring at ${width} px threw: ${reason}`);
      }
      const measured = result.value as { innerWidth: number; result: Awaited<Result> };
      if (measured.innerWidth !== width) {
        throw new Error(`The viewport is ${measured.innerWidth} px wide, not ${width}.`);
      }
      results.push({ width, result: measured.result });
    }
  } finally {
    await resize(restore.width, restore.height);
    await cdp.detach();
  }
  return results;
}
