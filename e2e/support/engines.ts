import { execFileSync, spawn } from "child_process";
import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import type { ChildProcess } from "child_process";
import puppeteer from "puppeteer-core";
import type { Browser, Page } from "puppeteer-core";

import { CHROMIUM_ARGS, suiteChromiumPath } from "../../scripts/shared/chromium";
import { freePort } from "../../scripts/shared/hosts";

/**
 * The three browser engines a visitor's phone or desktop runs, driven alike: Chromium (Blink) and
 * Firefox (Gecko) through Puppeteer (Firefox over WebDriver BiDi, as Firefox itself speaks it),
 * WebKit through WebKitGTK's WebDriver under a virtual display. Only Debian's browsers: no test
 * tool downloads one (.ci/run installs chromium, firefox-esr, webkit2gtk-driver and xvfb).
 *
 * Playwright drives Chromium for the other suites; here Chromium is Puppeteer's, which attaches
 * to pages the way Chromium's DevTools does (through their tab): Chromium prerenders only for
 * such a client, and the speculation rules are part of what these tests prove.
 */
export type Engine = {
  name: "Chromium" | "Firefox" | "WebKit";
  /** Opens `url` in a fresh window of `width` × `height` CSS px and waits for its `load`. */
  open: (url: string, size: { width: number; height: number }) => Promise<void>;
  /** Runs `body` as a function's body in the page, and returns what it returns (JSON). */
  run: <T>(body: string) => Promise<T>;
  /** Clicks the first element that matches, where it is on screen. */
  click: (selector: string) => Promise<void>;
  /**
   * Clicks the first link that matches, waits until the page it leads to has loaded, and says
   * where it is and when it was activated (performance's activationStart: above 0 for a page
   * that was prerendered, read as it arrives: Puppeteer loses a prerendered page soon after).
   */
  follow: (selector: string) => Promise<Arrival>;
  /** Moves the pointer onto the first element that matches. */
  hover: (selector: string) => Promise<void>;
  /** Clicks at a point of the viewport. */
  clickAt: (x: number, y: number) => Promise<void>;
  /** Presses Escape. */
  escape: () => Promise<void>;
  /** The page's console errors and uncaught exceptions, where the engine reports them. */
  errors: () => string[] | "not reported";
  close: () => Promise<void>;
};

export type Arrival = { path: string; activationStart: number };

/**
 * Where the page is, once it has loaded; undefined before, on the blank page a tab shows on its
 * way (Firefox, under load, answered "blank" once), and in a page still being prerendered.
 */
const ARRIVAL = `document.readyState !== "complete" || location.protocol === "about:" ||
  document.prerendering ? undefined : {
  path: location.pathname,
  activationStart: performance.getEntriesByType("navigation")[0]?.activationStart ?? 0,
}`;

/** Rejects once `ms` have passed without an answer. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  ]);
}

/**
 * Where each page target of a Chromium is, asked through a DevTools session of its own. After a
 * prerendered page took the tab's place, Puppeteer's Page may keep the frame from before for good
 * ("Attempted to use detached Frame", 2 runs in 16 under load): the tab's target is asked instead.
 */
async function arrivalsOfTargets(browser: Browser): Promise<Arrival[]> {
  const arrivals: Arrival[] = [];
  for (const target of browser.targets()) {
    if (target.type() !== "page") continue;
    try {
      const session = await within(2_000, target.createCDPSession());
      try {
        const { result } = await within(
          2_000,
          session.send("Runtime.evaluate", { expression: `(${ARRIVAL})`, returnByValue: true }),
        );
        if (result.value) arrivals.push(result.value as Arrival);
      } finally {
        await session.detach().catch(() => undefined);
      }
    } catch {
      // A target gone meanwhile, or not answering: the next attempt asks again.
    }
  }
  return arrivals;
}

/** A browser through Puppeteer: Chromium (its headless shell) or Firefox. */
async function puppeteerEngine(name: "Chromium" | "Firefox"): Promise<Engine> {
  const browser: Browser =
    name === "Chromium"
      ? await puppeteer.launch({ executablePath: suiteChromiumPath(), args: CHROMIUM_ARGS })
      : await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath() });
  let page: Page | undefined;
  let errors: string[] = [];
  const current = () => {
    if (!page) throw new Error(`${name}: no page is open`);
    return page;
  };
  return {
    name,
    open: async (url, { width, height }) => {
      await page?.close();
      errors = [];
      page = await browser.newPage();
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.setViewport({ width, height });
      await page.goto(url, { waitUntil: "load" });
    },
    run: async <T>(body: string) => (await current().evaluate(`(() => { ${body} })()`)) as T,
    click: (selector) => current().click(selector),
    follow: async (selector) => {
      const from = new URL(current().url()).pathname;
      await current().click(selector);
      // A prerendered page takes the tab's place without a navigation Puppeteer would wait for.
      return retry(async () => {
        let arrival: Arrival | undefined;
        try {
          arrival = (await within(5_000, current().evaluate(ARRIVAL))) as Arrival | undefined;
        } catch (error) {
          if (name !== "Chromium") throw error;
          arrival = (await arrivalsOfTargets(browser)).find(({ path }) => path !== from);
        }
        if (!arrival || arrival.path === from) throw new Error("not there yet");
        return arrival;
      });
    },
    hover: (selector) => current().hover(selector),
    clickAt: (x, y) => current().mouse.click(x, y),
    escape: () => current().keyboard.press("Escape"),
    errors: () => errors,
    close: () => browser.close(),
  };
}

function firefoxPath(): string {
  return process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
}

/** A W3C WebDriver session, over HTTP. */
async function webDriverSession(origin: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(origin + path, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as {
      value: T & { error?: string; message?: string };
    };
    if (value && typeof value === "object" && "error" in value && value.error) {
      throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message ?? ""}`);
    }
    return value;
  };
  const { sessionId } = await call<{ sessionId: string }>("POST", "/session", {
    capabilities: {
      alwaysMatch: {
        // The suites' https server has a certificate made for the run (localCertificate).
        acceptInsecureCerts: true,
        "webkitgtk:browserOptions": { args: ["--automation"] },
      },
    },
  });
  const session = `/session/${sessionId}`;
  return {
    call: <T>(method: string, path: string, body?: unknown) =>
      call<T>(method, `${session}${path}`, body),
    quit: () => call("DELETE", session),
  };
}

/** Starts Xvfb on a display it finds free, and resolves to the process and its display. */
function startDisplay(): Promise<{ display: ChildProcess; name: string }> {
  return new Promise((resolve, reject) => {
    // -displayfd 1: Xvfb picks a free display and writes its number on its standard output.
    const display = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    let output = "";
    const timer = setTimeout(() => {
      display.kill();
      reject(new Error("Xvfb named no display in 20 s"));
    }, 20_000);
    display.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const number = /^(\d+)\s/.exec(output)?.[1];
      if (number === undefined) return;
      clearTimeout(timer);
      resolve({ display, name: `:${number}` });
    });
    display.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** `attempt`, again every 200 ms until it succeeds or 20 s have passed. */
async function retry<T>(attempt: () => Promise<T>): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver, on a virtual display of its own. */
async function webKitEngine(): Promise<Engine> {
  const { display, name } = await startDisplay();
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, DISPLAY: name },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const session = await retry(() => webDriverSession(origin));
  const element = async (selector: string) => {
    const found = await session.call<Record<string, string>>("POST", "/element", {
      using: "css selector",
      value: selector,
    });
    return Object.values(found)[0] as string;
  };
  const pointer = (actions: unknown[]) =>
    session.call("POST", "/actions", {
      actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }],
    });
  return {
    name: "WebKit",
    open: async (url, { width, height }) => {
      await session.call("POST", "/window/rect", { width, height });
      await session.call("POST", "/url", { url });
      // The session's first navigation can return before the page has loaded.
      await retry(async () => {
        const loaded = await session.call<boolean>("POST", "/execute/sync", {
          script: "return location.href === arguments[0] && document.readyState === 'complete';",
          args: [url],
        });
        if (!loaded) throw new Error(`${url} has not loaded`);
      });
    },
    run: (body) => session.call("POST", "/execute/sync", { script: body, args: [] }),
    click: async (selector) => {
      await session.call("POST", `/element/${await element(selector)}/click`, {});
    },
    follow: async (selector) => {
      const from = await session.call<string>("POST", "/execute/sync", {
        script: "return location.pathname;",
        args: [],
      });
      await session.call("POST", `/element/${await element(selector)}/click`, {});
      return retry(async () => {
        const arrival = await session.call<Arrival | null>("POST", "/execute/sync", {
          script: `return ${ARRIVAL} ?? null;`,
          args: [],
        });
        if (!arrival || arrival.path === from) throw new Error("not there yet");
        return arrival;
      });
    },
    hover: async (selector) => {
      const origin = { "element-6066-11e4-a52e-4f735466cecf": await element(selector) };
      await pointer([{ type: "pointerMove", origin, x: 0, y: 0 }]);
    },
    clickAt: async (x, y) => {
      await pointer([
        { type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y) },
        { type: "pointerDown", button: 0 },
        { type: "pointerUp", button: 0 },
      ]);
    },
    escape: async () => {
      await session.call("POST", "/actions", {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [
              { type: "keyDown", value: "\uE00C" },
              { type: "keyUp", value: "\uE00C" },
            ],
          },
        ],
      });
    },
    // Classic WebDriver has no console: the page's own errors are not reported to it.
    errors: () => "not reported",
    close: async () => {
      await session.quit().catch(() => undefined);
      driver.kill();
      display.kill();
    },
  };
}

/**
 * A self-signed certificate for localhost, made for the run with openssl. WebKit follows the
 * pages' upgrade-insecure-requests even on localhost, so a page it loads over http sends every
 * link on to https: it gets the site over https, as a visitor does.
 */
export function localCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "octopus-engines-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(dir, "key.pem"), "utf8"),
      cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts an engine by its name. */
export function startEngine(name: Engine["name"]): Promise<Engine> {
  return name === "WebKit" ? webKitEngine() : puppeteerEngine(name);
}

export const ENGINES: ReadonlyArray<Engine["name"]> = ["Chromium", "Firefox", "WebKit"];
