import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

import { launchBrowser } from "./browser";
import { startStaticServer } from "./static-server";
import type { StaticServer } from "./static-server";

export type Harness = {
  /** http://localhost:<port> of the build under test. */
  origin: () => string;
  /**
   * A fresh page in a fresh context, already navigated and settled, with its scripts started as a
   * visitor's first scroll starts them (startScripts), unless JavaScript is off.
   */
  open: (path: string, options?: BrowserContextOptions) => Promise<Page>;
  /** A fresh page in a fresh context, not yet navigated (to route requests first). */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
};

/**
 * Starts one static server and one Chromium for a test file, and closes both after it. Every page
 * gets its own context, so no state (scroll, storage, media emulation) leaks between tests.
 */
export function setupBrowserSuite({ withHeadersFile = false, desktop = false } = {}): Harness {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startStaticServer({ withHeadersFile });
    browser = await launchBrowser({ desktop });
  });

  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.close();
  });

  const origin = () => {
    if (!server) throw new Error("The static server has not started.");
    return server.origin;
  };

  const newPage = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error("Chromium has not started.");
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };

  return {
    origin,
    newPage,
    open: async (path, options = {}) => {
      const page = await newPage(options);
      // "load", not "networkidle": startScripts then waits for what the suites need (Gatsby started,
      // the header hydrated), and networkidle's extra half second of quiet per page cost CI minutes.
      await page.goto(origin() + path, { waitUntil: "load" });
      if (options.javaScriptEnabled !== false) await startScripts(page);
      return page;
    },
  };
}

/**
 * Does what a visitor's first scroll does: starts the page's scripts, which a page whose first
 * screen is all that is seen never starts (src/build/startAfterFirstScreen.ts). It dispatches the
 * event, so nothing moves and no input state changes. Resolves once Gatsby has started, the
 * header is hydrated (React writes the menu button's aria-expanded).
 */
export async function startScripts(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await page.waitForFunction(
    () =>
      "___loader" in window &&
      document.querySelector("button.menu-button")?.hasAttribute("aria-expanded") === true,
    undefined,
    { timeout: 20_000 },
  );
}

/** Scrolls to the bottom in steps, as a reader does, so every section's entrance has run. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
  // The last card starts 0.1 s × (cards − 1) after the first and then takes well under a second.
  await page.waitForTimeout(1800);
}
