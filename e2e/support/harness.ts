import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  Request,
  Response,
} from "@playwright/test";

import type { DefaultFont } from "../../scripts/shared/chromium";
import type { HostName } from "../../scripts/shared/hosts";
import { ENTRANCE_ITEM_ATTRIBUTE } from "../../src/entrance/watchEntrances";
import { test } from "./test";

export type Harness = {
  /** http://localhost:<port> of the build under test. */
  origin: () => string;
  /**
   * A fresh page in a fresh context, already navigated and loaded, its page script run
   * (pageScriptRan), unless JavaScript is off.
   */
  open: (path: string, options?: BrowserContextOptions) => Promise<Page>;
  /** A fresh page in a fresh context, not yet navigated (to route requests first). */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** What a host's runtime printed (its warnings and errors), or "" from the static servers. */
  serverOutput: () => string;
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
  /** Serve the build on a host's own runtime (scripts/shared/hosts.ts), `_headers` and all. */
  host?: HostName;
  /** Serve it on scripts/shared/staticServer.ts, with the headers of `_headers` or none. */
  withHeadersFile?: boolean;
  /** The whole Chromium rather than its headless shell (`desktopBrowser`, support/test.ts). */
  desktop?: boolean;
  /** The default sans-serif the browser sees: the system's, or DejaVu Sans (`dejavuBrowser`). */
  font?: DefaultFont;
};

/**
 * The server and the browser a test file asks for, from the worker's fixtures (support/test.ts):
 * each starts once per worker, not once per file. Every page gets its own context, so no state
 * (scroll, storage, media emulation) leaks between tests; a test's contexts close when it ends,
 * and those opened in a `beforeAll` when the file's tests have run.
 */
export function setupBrowserSuite({
  host = hostFromEnv(),
  withHeadersFile = false,
  desktop = false,
  font = "system",
}: SuiteOptions = {}): Harness {
  let server: { origin: string; output?: () => string } | undefined;
  let browser: Browser | undefined;
  const suiteContexts: BrowserContext[] = [];
  const testContexts: BrowserContext[] = [];
  let inTest = false;

  // Playwright starts the fixtures a hook names, and only those: one hook per choice.
  if (desktop) test.beforeAll(({ desktopBrowser }) => void (browser = desktopBrowser));
  else if (font === "dejavu") test.beforeAll(({ dejavuBrowser }) => void (browser = dejavuBrowser));
  else test.beforeAll(({ browser: headless }) => void (browser = headless));
  if (host === "cloudflare") test.beforeAll(({ workerd }) => void (server = workerd));
  else if (host === "netlify") test.beforeAll(({ netlifyDev }) => void (server = netlifyDev));
  else if (withHeadersFile) test.beforeAll(({ headersServer }) => void (server = headersServer));
  else test.beforeAll(({ staticServer }) => void (server = staticServer));

  const closeAll = async (contexts: BrowserContext[]) => {
    await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
  };
  test.beforeEach(() => void (inTest = true));
  test.afterEach(async () => {
    inTest = false;
    await closeAll(testContexts);
  });
  test.afterAll(() => closeAll(suiteContexts));

  const origin = () => {
    if (!server) throw new Error("The server has not started.");
    return server.origin;
  };

  const newPage = async (options: BrowserContextOptions = {}) => {
    if (!browser) throw new Error("Chromium has not started.");
    const context = await browser.newContext(options);
    (inTest ? testContexts : suiteContexts).push(context);
    return context.newPage();
  };

  const serverOutput = () => server?.output?.() ?? "";

  return {
    origin,
    newPage,
    serverOutput,
    open: async (path, options = {}) => {
      const page = await newPage(options);
      // "load", not "networkidle": pageScriptRan then waits for what the suites need (the header
      // enhanced), and networkidle's extra half second of quiet per page cost CI minutes.
      await page.goto(origin() + path, { waitUntil: "load" });
      if (options.javaScriptEnabled !== false) await pageScriptRan(page, { serverOutput });
      return page;
    },
  };
}

/** The last characters of a server's output that a timeout's message quotes. */
const OUTPUT_TAIL = 2000;

/**
 * Resolves once the page's inline script (src/postbuild/pageScripts.ts) has run: it writes the
 * menu button's aria-expanded (src/browser/enhanceHeader.ts). It runs as the HTML parser reaches
 * it, so this rarely waits; should it time out, the message says what the page still waited for.
 */
export async function pageScriptRan(
  page: Page,
  {
    timeout = 20_000,
    serverOutput = () => "",
  }: {
    timeout?: number;
    /** What the server printed, quoted at the end of a timeout's message. */
    serverOutput?: () => string;
  } = {},
): Promise<void> {
  // What the page still waited for, should it time out: a timeout under load (on workerd, in
  // earlier CI runs) says nothing else about its cause, so the server's output ends it.
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
    await page.waitForFunction(
      () => document.querySelector("button.menu-button")?.hasAttribute("aria-expanded") === true,
      undefined,
      { timeout },
    );
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        pageScript: document.getElementById("page-script") !== null,
        readyState: document.readyState,
      }))
      .catch((reason: unknown) => String(reason));
    const waiting = [...pending].map(([request, at]) => `${request.url()} (from +${at} ms)`);
    const output = serverOutput().slice(-OUTPUT_TAIL).trim();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        `pageScriptRan on ${page.url()}: still waiting for ${waiting.join(", ") || "no request"}; ` +
        `failed: ${failed.join(", ") || "none"}; page: ${JSON.stringify(state)}; ` +
        `the server printed: ${output || "nothing"}`,
      { cause: error },
    );
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onFinished);
    page.off("requestfailed", onFailed);
    page.off("response", onResponse);
  }
}

/**
 * Scrolls to the bottom in steps, as a reader does, then waits until every section's entrance has
 * run: each item that enters (src/entrance/) fully shown and in place, which on a page without
 * cards is at once. Two animation frames a step let the browser tell each section it came near.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.6));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
  });
  await page.waitForFunction(
    (attribute) =>
      [...document.querySelectorAll(`[${attribute}]`)].every((item) => {
        const style = getComputedStyle(item);
        const still =
          style.transform === "none" || new DOMMatrixReadOnly(style.transform).isIdentity;
        return style.opacity === "1" && still;
      }),
    ENTRANCE_ITEM_ATTRIBUTE,
    { timeout: 20_000 },
  );
}

/**
 * Serves the page at `url` without its inline page script (src/postbuild/pageScripts.ts), as a
 * page whose HTML has not all arrived yet is: its header is there, the script at its end is not.
 * `append` is HTML put at the end of its body instead. Resolves to what runs the script then (in
 * a context with `bypassCSP`: the page's policy allows only the script in its place).
 */
export async function holdPageScript(
  page: Page,
  url: string,
  { append = "" }: { append?: string } = {},
): Promise<() => Promise<void>> {
  let script = "";
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script id="page-script">(.*?)<\/script>/s,
      (_, text: string) => {
        script = text;
        return "";
      },
    );
    await route.fulfill({ response, body: html.replace("</body>", `${append}</body>`) });
  });
  return async () => {
    if (!script) throw new Error(`${url} was not served, or had no page script`);
    await page.addScriptTag({ content: script });
  };
}
