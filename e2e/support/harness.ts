import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  Request,
  Response,
} from "playwright-core";

import { launchBrowser } from "./browser";
import type { DefaultFont } from "./browser";
import { startHost } from "./hosts";
import type { HostName } from "./hosts";
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

/** E2E_HOST=cloudflare runs every suite on Cloudflare's runtime (README, "Testing"). */
const hostFromEnv = (): HostName | undefined => {
  const name = process.env.E2E_HOST;
  if (name === undefined || name === "") return undefined;
  if (name !== "cloudflare" && name !== "netlify") {
    throw new Error(`E2E_HOST must be cloudflare or netlify, not ${name}`);
  }
  return name;
};

type SuiteOptions = {
  /** Serve the build on a host's own runtime (e2e/support/hosts.ts), `_headers` and all. */
  host?: HostName;
  /** Serve it on e2e/support/static-server.ts, with the headers of `_headers` or none. */
  withHeadersFile?: boolean;
  /** The whole Chromium rather than its headless shell (browser.ts). */
  desktop?: boolean;
  /** The default sans-serif the browser sees (browser.ts): the system's, or DejaVu Sans. */
  font?: DefaultFont;
};

/**
 * Starts one server of the build and one Chromium for a test file, and closes both after it.
 * Every page gets its own context, so no state (scroll, storage, media emulation) leaks between
 * tests.
 */
export function setupBrowserSuite({
  host = hostFromEnv(),
  withHeadersFile = false,
  desktop = false,
  font = "system",
}: SuiteOptions = {}): Harness {
  let server: Pick<StaticServer, "origin" | "close"> | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const [served, launched] = await Promise.allSettled([
      host ? startHost(host) : startStaticServer({ withHeadersFile }),
      launchBrowser({ desktop, font }),
    ]);
    // Whichever started is kept, so that afterAll closes it even when the other failed.
    if (served.status === "fulfilled") server = served.value;
    if (launched.status === "fulfilled") browser = launched.value;
    if (served.status === "rejected") throw served.reason;
    if (launched.status === "rejected") throw launched.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    // Both, even if one fails to close.
    const closed = await Promise.allSettled([browser?.close(), server?.close()]);
    const failed = closed.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
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
export async function startScripts(page: Page, timeout = 20_000): Promise<void> {
  // What the page still waited for, should it time out: a rare timeout under load (csp's /ja/ on
  // workerd, once in a CI run) says nothing else about its cause.
  const since = Date.now();
  const pending = new Map<Request, number>();
  const failed: string[] = [];
  const onRequest = (request: Request) => pending.set(request, Date.now() - since);
  const onFinished = (request: Request) => pending.delete(request);
  const onFailed = (request: Request) => {
    pending.delete(request);
    failed.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  };
  page.on("request", onRequest);
  page.on("requestfinished", onFinished);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  try {
    await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
    await page.waitForFunction(
      () =>
        "___loader" in window &&
        document.querySelector("button.menu-button")?.hasAttribute("aria-expanded") === true,
      undefined,
      { timeout },
    );
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        gatsby: "___loader" in window,
        scripts: [...document.scripts].filter((script) => script.src).length,
        readyState: document.readyState,
      }))
      .catch((reason: unknown) => String(reason));
    const waiting = [...pending].map(([request, at]) => `${request.url()} (from +${at} ms)`);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        `startScripts on ${page.url()}: still waiting for ${waiting.join(", ") || "no request"}; ` +
        `failed: ${failed.join(", ") || "none"}; page: ${JSON.stringify(state)}`,
      { cause: error },
    );
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onFinished);
    page.off("requestfailed", onFailed);
    page.off("response", onResponse);
  }
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
