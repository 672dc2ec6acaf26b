/**
 * Page loads on an emulated phone in Chromium (playwright-core): 375 × 812 at 2×, touch, the
 * CPU slowed 4× through CDP. One load records a performance trace; another, apart so its taps
 * cannot disturb the trace, taps the menu button from first paint until the menu opens; a third,
 * over a mobile link as well, taps the menu from 1 s after `load` and keeps the slowest
 * interaction the browser's Event Timing reports.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { gzipSync } from "zlib";

import type { ScriptRequest } from "./lhr";
import { summarizeMainThread, parseTrace } from "./trace";
import type { MainThreadSummary } from "./trace";

export const CPU_SLOWDOWN = 4;
/**
 * When the traced load scrolls, after the `load` event: a visitor's first scroll. Every variant
 * is scrolled alike.
 */
const SCROLL_AFTER_LOAD_MS = 500;
/** How long the trace goes on after that scroll. */
const AFTER_SCROLL_MS = 3000;
const TAP_INTERVAL_MS = 50;
/** A menu still closed this long after the navigation commits counts as never opening. */
const MENU_TIMEOUT_MS = 10_000;

const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-devtools.timeline.stack",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "toplevel",
];

function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Loads `url` and scrolls 40 px SCROLL_AFTER_LOAD_MS after `load`, tracing from before the
 * navigation to AFTER_SCROLL_MS after the scroll; with the scripts the page requested meanwhile.
 */
export async function traceLoad(browser: Browser, url: string): Promise<MainThreadSummary> {
  const context = await phone(browser);
  try {
    const page = await throttledPage(context);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    try {
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(SCROLL_AFTER_LOAD_MS);
      await page.mouse.wheel(0, 40);
      await page.waitForTimeout(AFTER_SCROLL_MS);
    } catch (error) {
      await browser.stopTracing();
      throw error;
    }
    // Summarised at once: a trace is several MB, and only the summary is kept.
    const trace = await browser.stopTracing();
    const scriptFiles = await page.evaluate<ScriptRequest[]>(SCRIPT_FILES);
    return {
      ...summarizeMainThread(parseTrace(trace.toString("utf8")), page.url()),
      scriptFiles: scriptFiles.map((file) => ({ ...file, url: new URL(file.url).pathname })),
    };
  } finally {
    await context.close();
  }
}

/**
 * The page's script files so far (Resource Timing): bytes over the wire (the body as served, gzip,
 * and the headers) and decoded. A string, for the reason MENU_PROBE is one.
 */
const SCRIPT_FILES = `performance.getEntriesByType("resource")
  .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
  .map((entry) => ({
    url: entry.name,
    transferSize: entry.transferSize,
    resourceSize: entry.decodedBodySize,
  }))`;

/**
 * Set up before the page's own scripts: records first contentful paint and the first moment the
 * menu is open, both on the page's clock, and `step()` tells the tapper where the menu button is.
 * Open: `#site-menu` matches `:popover-open` or has data-open="true", or the menu button has
 * aria-expanded="true". A string, not a function, so that no transform of this file reaches the
 * page; the tapper uses nothing heavier than one evaluation a tap, which a 4× slowed page feels
 * (Playwright's locators inject a script that costs a few hundred milliseconds there).
 */
const MENU_PROBE = `(() => {
  const state = { fcp: undefined, open: undefined };
  const isOpen = () => {
    const menu = document.getElementById("site-menu");
    const button = document.querySelector("button.menu-button");
    let popoverOpen = false;
    try { popoverOpen = !!menu && menu.matches(":popover-open"); } catch {}
    return popoverOpen || menu?.getAttribute("data-open") === "true" ||
      button?.getAttribute("aria-expanded") === "true";
  };
  const check = () => {
    if (state.open === undefined && isOpen()) state.open = performance.now();
  };
  window.__benchMenu = {
    step() {
      check();
      const box = document.querySelector("button.menu-button")?.getBoundingClientRect();
      const target = box && box.width > 0 && box.height > 0
        ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
      return { fcp: state.fcp, open: state.open, target };
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") state.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new MutationObserver(check).observe(document, {
    subtree: true, attributes: true, attributeFilter: ["aria-expanded", "data-open"],
  });
  // A popover opens without a mutation; it opens synchronously right after "beforetoggle".
  document.addEventListener("beforetoggle", (event) => {
    if (event.target?.id === "site-menu" && event.newState === "open" && state.open === undefined) {
      state.open = performance.now();
    }
  }, true);
})();`;

type MenuStep = { fcp?: number; open?: number; target?: { x: number; y: number } };

const sleep = (milliseconds: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));

/**
 * Milliseconds from first contentful paint until the menu is open, or undefined if it is still
 * closed after MENU_TIMEOUT_MS. The menu button's centre is tapped every TAP_INTERVAL_MS from the
 * moment the button is laid out, which is about first paint (waiting for the paint-timing entry
 * would start late: it arrives hundreds of milliseconds after the paint on a 4× slowed CPU). A
 * tap that comes while the main thread is busy waits, as a person's would; a menu open before
 * first paint counts 0.
 */
export async function firstPaintToMenu(browser: Browser, url: string): Promise<number | undefined> {
  const context = await phone(browser);
  try {
    await context.addInitScript({ content: MENU_PROBE });
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: "commit" });
    const started = Date.now();
    for (let tap = 1; Date.now() - started < MENU_TIMEOUT_MS; tap += 1) {
      // A page may still be replacing its document (a peer's client-side redirect, or a tap
      // that landed on a link before the button was there): then ask again at the next tap.
      const step = await page
        .evaluate<MenuStep | undefined>("window.__benchMenu?.step()")
        .catch(() => undefined);
      if (step?.open !== undefined) {
        // Open; once the paint entry is there too, done. No more taps: one would close it.
        if (step.fcp !== undefined) return Math.max(0, step.open - step.fcp);
      } else if (step?.target) {
        await page.touchscreen.tap(step.target.x, step.target.y);
      }
      await sleep(started + tap * TAP_INTERVAL_MS - Date.now());
    }
    return undefined;
  } finally {
    await context.close();
  }
}

/** Lighthouse's mobile link (its simulated throttling): 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const MOBILE_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** The visitor's first tap on the menu comes this long after `load`, with no scroll before it. */
const FIRST_TAP_AFTER_LOAD_MS = 1000;
/** Taps on the menu button: open, close, open, close. */
const INTERACTION_TAPS = 4;
/** Between taps: about a person's pace, and long enough for the menu to answer each. */
const BETWEEN_TAPS_MS = 600;
/** How long, after the last tap, the browser has to report its interactions. */
const REPORT_WAIT_MS = 1000;

/**
 * Set up before the page's scripts: the longest Event Timing entry of each interaction
 * (interactionId), which is what INP ranks, and where the menu button is. A string for the
 * reason MENU_PROBE is one.
 */
const INTERACTION_PROBE = `(() => {
  const longest = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  let firstTap = Infinity;
  addEventListener("pointerdown", (event) => {
    firstTap = Math.min(firstTap, event.timeStamp);
  }, { capture: true, passive: true });
  window.__benchInteractions = {
    durations: () => [...longest.values()],
    longestTaskAfterTap: () =>
      Math.max(0, ...longTasks.filter(([start]) => start >= firstTap).map(([, duration]) => duration)),
    target() {
      const box = document.querySelector("button.menu-button")?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0
        ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
    },
  };
})();`;

/** What the menu taps measured: in ms, 0 for none. */
export type MenuTaps = {
  /** The slowest interaction (Event Timing: from the tap to the next paint). */
  slowest: number;
  /** The longest task (Long Tasks API: 50 ms or more) that started at or after the first tap. */
  longestTaskAfterTap: number;
};

/**
 * The slowest interaction over the first INTERACTION_TAPS taps on the menu button, the first
 * FIRST_TAP_AFTER_LOAD_MS after `load` and without a scroll before it, on the phone over
 * MOBILE_LINK, and the longest task from the first tap on: a site that starts its scripts at the
 * first tap (as this one did, before issue 56) runs them then. Event Timing reports interactions
 * of 16 ms or more, the Long Tasks API tasks of 50 ms or more; none is 0. Undefined when the
 * button was never there to tap.
 */
export async function slowestMenuInteraction(
  browser: Browser,
  url: string,
): Promise<MenuTaps | undefined> {
  const context = await phone(browser);
  try {
    await context.addInitScript({ content: INTERACTION_PROBE });
    const page = await throttledPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", MOBILE_LINK);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(FIRST_TAP_AFTER_LOAD_MS);
    for (let tap = 0; tap < INTERACTION_TAPS; tap += 1) {
      const target = await page.evaluate<{ x: number; y: number } | undefined>(
        "window.__benchInteractions?.target()",
      );
      if (!target) return undefined;
      await page.touchscreen.tap(target.x, target.y);
      await page.waitForTimeout(BETWEEN_TAPS_MS);
    }
    await page.waitForTimeout(REPORT_WAIT_MS);
    const durations = await page.evaluate<number[]>("window.__benchInteractions.durations()");
    const longestTaskAfterTap = await page.evaluate<number>(
      "window.__benchInteractions.longestTaskAfterTap()",
    );
    return { slowest: Math.max(0, ...durations), longestTaskAfterTap };
  } finally {
    await context.close();
  }
}

/**
 * The script a visitor has fetched once `url`'s last card is reached: on the phone, `url` loaded,
 * scrolled to its end in steps as a reader scrolls, then given SETTLE_MS to fetch what that
 * asked for. Each script response's body is counted as gzip level 6 compresses it (what a CDN
 * sends), in bytes; the page's inline scripts are in its HTML and not counted here. The same on
 * every machine: it depends on the build, not on timing.
 */
export async function scriptOnceScrolled(browser: Browser, url: string): Promise<number> {
  const context = await phone(browser);
  try {
    const page = await context.newPage();
    const bodies: Array<Promise<number>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.push(
        response.body().then(
          (body) => gzipSync(body, { level: 6 }).length,
          () => 0,
        ),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    await page.evaluate(SCROLL_TO_END);
    await page.waitForTimeout(SETTLE_MS);
    return (await Promise.all(bodies)).reduce((total, size) => total + size, 0);
  } finally {
    await context.close();
  }
}

/** How long a scrolled page has to fetch what its last scroll asked for. */
const SETTLE_MS = 2000;

/**
 * Scrolls to the end in steps of 300 px, two frames each. A string for the reason MENU_PROBE is
 * one: tsx compiles a function with helpers (`__name`) the page does not have.
 */
const SCROLL_TO_END = `(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
    window.scrollTo({ top: y, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
})()`;
