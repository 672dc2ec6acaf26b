import { spawn } from "child_process";
import type { ChildProcess } from "child_process";
import fs from "fs";
import path from "path";

import { chromium } from "@playwright/test";
import type { Browser, BrowserContext, Frame, Locator, Page } from "@playwright/test";

import { freePort, startDecapServer } from "../../src/cms/server";
import {
  groupEnded as processGroupEnded,
  signalGroup as signalProcessGroup,
} from "../../src/cms/server/processes";
import type { DecapServer } from "../../src/cms/server";
import { WITHOUT_EDITOR_ENV } from "../../src/gatsby/buildEnv";
import { BUILDABLE_SITE, copySite } from "../../src/test/siteCopy";
import type { SiteCopy } from "../../src/test/siteCopy";
import { CHROMIUM_ARGS, chromiumPath, suiteChromiumPath } from "../../scripts/shared/chromium";
import { startStaticServer } from "../../scripts/shared/staticServer";
import type { StaticServer } from "../../scripts/shared/staticServer";

/**
 * The content editor at /admin/ of the build in public/, saving through decap-server into a
 * throwaway copy of the project: what `npm run cms` does, with the production build instead of
 * `gatsby develop`. Used by e2e/cms.test.ts and e2e/tools/cms-screenshots.ts.
 */

/** A host name that is not localhost, resolved to this machine by Chromium alone. */
export const OTHER_HOST = "octopus.test";

/** Another web site the editor has open: its pages must not reach the editor's servers. */
export const FOREIGN_HOST = "other-site.test";

/** An attacker's name that now points at this machine (DNS rebinding). */
export const REBINDING_HOST = "rebind.test";

/**
 * Chromium that resolves OTHER_HOST, FOREIGN_HOST and REBINDING_HOST to this machine. Without
 * Local Network Access checks, as Firefox and Safari are: Chromium blocks a page from a public
 * address (a rebinding page, before its name points here) from reaching 127.0.0.1, and the suites
 * must prove that the servers refuse, not that Chromium does.
 */
export function launchCmsBrowser({ desktop = false } = {}): Promise<Browser> {
  const rules = [OTHER_HOST, FOREIGN_HOST, REBINDING_HOST].map((name) => `MAP ${name} 127.0.0.1`);
  return chromium.launch({
    executablePath: desktop ? chromiumPath() : suiteChromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=${rules.join(",")}`,
      "--disable-features=LocalNetworkAccessChecks",
    ],
  });
}

export { gitCopyOfSite } from "../../src/test/siteCopy";

/** `npm run cms` running in a copy of the project: the editor's origin, and what it printed. */
export type EditorRun = { origin: string; output: () => string; stop: () => Promise<void> };

/**
 * Starts `npm run cms` in `root` as an editor does, in a process group of its own, and waits
 * (at most `limitMs`) until it prints the editor's address. `stop` ends the whole group.
 */
export async function runCms(
  root: string,
  extraEnv: NodeJS.ProcessEnv,
  limitMs: number,
): Promise<EditorRun> {
  const port = await freePort();
  // As an editor's shell has it: NODE_ENV=test, say, would make gatsby develop build for tests.
  const { NODE_ENV: _nodeEnv, ...env } = process.env;
  let output = "";
  const cms = spawn("npm", ["run", "cms"], {
    cwd: root,
    env: { ...env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: "1", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  cms.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  cms.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (!cms.pid) return;
    const exited =
      cms.exitCode === null && cms.signalCode === null
        ? new Promise((resolve) => cms.once("exit", resolve))
        : undefined;
    // The whole group: the dev server and decap-server too, should npm have gone without them.
    signalGroup(cms, "SIGTERM");
    await exited;
    // npm exits first; npm run cms ends gatsby develop (a group of its own) before it exits.
    await groupEnded(cms);
  };
  const address = await eventually(
    async () => /Content editor: +(http:\/\/\S+)\/admin\//.exec(output)?.[1],
    (found) => found !== undefined || cms.exitCode !== null,
    limitMs,
  );
  if (!address) {
    await stop();
    throw new Error(`npm run cms printed no address:\n${output}`);
  }
  return { origin: address, output: () => output, stop };
}

/**
 * Sends `signal` to the process group of `child`, started with `detached: true` (a group of its
 * own, whose id is its pid): `npm run cms` with its dev server and decap-server, or the editor's
 * server (editorBackend.ts). A child that did not start has no pid. A group already gone is no
 * error.
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) throw new Error(`${child.spawnfile} did not start: it has no process group.`);
  signalProcessGroup(child.pid, signal);
}

/**
 * Waits until every process of the child's group has ended: npm exits on SIGTERM before the
 * editor's server it started has, and that server may still write into the copy (its journal,
 * git's index) while the copy is removed (ENOTEMPTY, in a fresh clone's cms-crash).
 */
export async function groupEnded(child: ChildProcess, seconds = 20): Promise<void> {
  if (!child.pid) return;
  const live = await processGroupEnded(child.pid, seconds * 1000);
  if (live.length > 0) {
    throw new Error(
      `The group of ${child.spawnfile} (${child.pid}) still runs ${seconds} s on:\n${live.join("\n")}`,
    );
  }
}

export type CmsSetup = {
  site: SiteCopy;
  backend: DecapServer;
  /** public/ with its _headers, passing /api/v1 on to decap-server. */
  server: StaticServer;
  browser: Browser;
  close: () => Promise<void>;
};

/** A copy of the project, decap-server over it, the build served with its headers, and Chromium. */
export async function startCmsSetup(): Promise<CmsSetup> {
  const site = copySite({ copy: BUILDABLE_SITE, link: ["node_modules"] });
  const started: Array<() => Promise<void>> = [async () => site.remove()];
  const close = async () => {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
  };
  try {
    const backend = await startDecapServer(site.root);
    started.push(backend.stop);
    const server = await startStaticServer({
      withHeadersFile: true,
      localBackend: backend,
    });
    started.push(server.close);
    const browser = await launchCmsBrowser();
    started.push(() => browser.close());
    return { site, backend, server, browser, close };
  } catch (error) {
    await close();
    throw error;
  }
}

type Problems = {
  consoleErrors: string[];
  pageErrors: string[];
  /** Responses with a status of 400 or more, as "404 http://…". */
  failedResponses: string[];
};

/** What went wrong in the pages of a browser context since the last `take`. */
export type PageWatch = {
  /** The console errors, uncaught errors and failed responses so far; starts a new record. */
  take: () => Problems;
  /** The `securitypolicyviolation` events of every frame of `page`. */
  violations: (page: Page) => Promise<string[]>;
  /** Does the violation listener hear this frame's document (so that its silence means something)? */
  listening: (frame: Frame) => Promise<boolean>;
};

type WatchedWindow = Window & { __cspViolations?: string[] };

/**
 * Records the problems of every page of `context`. The violation listener is an init script, so
 * Chromium installs it in each frame as its document is created, the preview iframe included.
 */
export async function watchContext(context: BrowserContext): Promise<PageWatch> {
  let problems: Problems = { consoleErrors: [], pageErrors: [], failedResponses: [] };
  // On the window, not the document: the preview iframe starts as about:blank and then gets its
  // srcdoc document, which keeps the window (and this script's state) but not the document's
  // listeners. A string, not a function: tsx (scripts/) would wrap a function's inner names in a
  // helper the page does not have.
  await context.addInitScript(`
    if (!Array.isArray(window.__cspViolations)) {
      window.__cspViolations = [];
      window.addEventListener("securitypolicyviolation", (event) => {
        window.__cspViolations.push(
          event.effectiveDirective + " blocked " + (event.blockedURI || "inline") +
            " (" + event.sourceFile + ":" + event.lineNumber + ")",
        );
      });
    }
  `);
  const follow = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() === "error") {
        problems.consoleErrors.push(`${message.text()} @ ${message.location().url}`);
      }
    });
    page.on("pageerror", (error) => problems.pageErrors.push(error.message || String(error)));
    page.on("response", (response) => {
      if (response.status() >= 400) {
        problems.failedResponses.push(`${response.status()} ${response.url()}`);
      }
    });
  };
  context.pages().forEach(follow);
  context.on("page", follow);
  return {
    take: () => {
      const taken = problems;
      problems = { consoleErrors: [], pageErrors: [], failedResponses: [] };
      return taken;
    },
    violations: async (page) => {
      const lists = await Promise.all(
        page
          .frames()
          .map((frame) =>
            frame.evaluate(() => (window as WatchedWindow).__cspViolations ?? ["no listener"]),
          ),
      );
      return lists.flat();
    },
    // A made-up event on the frame's current document must reach the list (and is taken off it).
    listening: (frame) =>
      frame.evaluate(() => {
        const list = (window as WatchedWindow).__cspViolations;
        if (!Array.isArray(list)) return false;
        const before = list.length;
        document.dispatchEvent(new Event("securitypolicyviolation", { bubbles: true }));
        const heard = list.length === before + 1;
        if (heard) list.pop();
        return heard;
      }),
  };
}

/** Polls `read` until `done` holds or `timeoutMs` passes; returns the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens an entry of the editor in a new page of `context`, logging in if asked to. */
export async function openEditor(
  context: BrowserContext,
  origin: string,
  collection: string,
  slug: string,
): Promise<Page> {
  const page = await context.newPage();
  // The only dialog expected: "A local backup was recovered for this entry, would you like to
  // use it?" after a refused save. Dismissing it opens the entry as saved and drops the backup.
  page.on("dialog", (dialog) => void dialog.dismiss());
  await page.goto(`${origin}/admin/#/collections/${collection}/entries/${slug}`);
  const login = page.getByRole("button", { name: "Login" });
  // An entry as saved shows "Published" where the save button is, once it has loaded.
  const loaded = page.getByRole("button", { name: "Published", exact: true });
  await login.or(loaded).first().waitFor();
  if (await login.isVisible()) {
    await login.click();
    await loaded.waitFor();
  }
  return page;
}

/** Clicks Publish, then "Publish now" (Decap's save, without an editorial workflow). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

/** Saves the entry and waits until decap-server has written it. */
export async function save(page: Page): Promise<void> {
  await publish(page);
  await page.getByText("Entry saved", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Published", exact: true }).waitFor();
}

/** The first notification of Decap's whose text matches, once it is in place: its text. */
export async function toast(page: Page, text: RegExp): Promise<string> {
  const found = page.locator(".Toastify__toast").filter({ hasText: text }).first();
  await found.waitFor();
  // It slides in from the side of the window; wait until it is in place.
  await found.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return (await found.textContent()) ?? "";
}

/** The notification Decap shows when a save is refused (its text, once shown). */
export const refusal = (page: Page): Promise<string> =>
  toast(page, /^(Failed to persist entry|Oops)/);

/**
 * The items of the entry's list widget (the cards), each a box with a chevron, a drag handle and
 * a remove button on top and, when expanded, the item's fields; in the page, or in one column.
 */
export const listItems = (page: Page | Locator): Locator =>
  page.locator('[aria-roledescription="sortable"]').locator("xpath=../..");

/**
 * The list item named `name` now (its summary, shown when collapsed, is the name), by its place:
 * the locator keeps pointing at the item when its name is edited.
 */
export async function listItem(page: Page | Locator, name: string): Promise<Locator> {
  const names = await eventually(
    () => listNames(page),
    (found) => found.includes(name),
  );
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`No list item named ${name}: ${names.join(", ")}`);
  return listItems(page).nth(index);
}

/** The names of the list's items, in the order the editor shows them. */
export const listNames = (page: Page | Locator): Promise<string[]> =>
  listItems(page).evaluateAll((items) =>
    items.map((item) => item.children[1]?.textContent?.trim() ?? ""),
  );

/**
 * Replaces a text field's value as a person does: select all, delete, type. (Playwright's `fill`
 * selects the text first, and Decap's string widget puts the caret back where it last was when it
 * re-renders on focus, so a `fill` can append instead of replace.)
 */
export async function setField(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  if (value) await field.page().keyboard.insertText(value);
  const now = await eventually(
    () => field.inputValue(),
    (text) => text === value,
    5_000,
  );
  if (now !== value)
    throw new Error(`The field reads ${JSON.stringify(now)}, not ${JSON.stringify(value)}.`);
}

/** Expands a collapsed list item, showing its fields. */
export async function expand(item: Locator): Promise<void> {
  await item.getByRole("button").first().click();
  await item.getByRole("textbox").first().waitFor();
}

/**
 * Drags `item` by its handle onto `target`'s place, as a mouse does: Decap 3.6's list sorts with
 * dnd-kit's mouse sensor, which starts a drag after 4 px of movement (it has no keyboard sensor).
 */
export async function dragOnto(page: Page, item: Locator, target: Locator): Promise<void> {
  const handle = item.locator('[aria-roledescription="sortable"]');
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.locator('[aria-roledescription="sortable"]').boundingBox();
  if (!from || !to) throw new Error("The list items to drag are not on the screen.");
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(to.y - from.y) * 10, { steps: 5 });
  await page.mouse.move(x, to.y + to.height / 2 + Math.sign(to.y - from.y) * 10, { steps: 15 });
  await page.mouse.up();
}

/** The columns of an entry with languages: English's on the left, a translation's on the right. */
export const column = (page: Page, side: "left" | "right"): Locator =>
  page.locator(side === "left" ? ".Pane1" : ".Pane2");

/**
 * An entry with languages opens with a second language in the right column, not the preview;
 * the page icon ("Toggle i18n") switches it to the preview. Decap remembers the choice.
 */
async function showPreview(page: Page): Promise<void> {
  const preview = page.locator("#preview-pane");
  const secondLanguage = column(page, "right").getByText(/^Writing in [A-Z]+$/);
  await preview.or(secondLanguage).first().waitFor();
  if (await secondLanguage.count()) await page.getByTitle("Toggle i18n").click();
}

/** Shows a second language in the right column, instead of the preview. */
export async function showLanguages(page: Page): Promise<void> {
  const secondLanguage = column(page, "right").getByText(/^Writing in [A-Z]+$/);
  await page.locator("#preview-pane").or(secondLanguage).first().waitFor();
  if (!(await secondLanguage.count())) await page.getByTitle("Toggle i18n").click();
  await secondLanguage.waitFor();
}

/** Chooses the language a column writes in (Decap's "Writing in …" menu). */
export async function writeIn(page: Page, side: "left" | "right", locale: string): Promise<void> {
  await column(page, side)
    .getByText(/^Writing in [A-Z]+$/)
    .click();
  await page.getByRole("menuitem", { name: locale, exact: true }).click();
  await column(page, side).getByText(`Writing in ${locale.toUpperCase()}`).waitFor();
}

/** The preview pane's frame (an iframe of the same origin), once it shows something. */
export async function previewFrame(page: Page): Promise<Frame> {
  await showPreview(page);
  const element = await page.waitForSelector("#preview-pane");
  const frame = await element.contentFrame();
  if (!frame) throw new Error("The preview pane has no frame.");
  await frame.locator("h1, h2").first().waitFor();
  return frame;
}

/** A card (use case or model) of the preview, by its name. */
export const previewCard = (frame: Frame, name: string): Locator =>
  frame.locator("article.card").filter({ has: frame.getByRole("heading", { name, exact: true }) });

/**
 * Builds a copy of the site (`gatsby build`) as an editor's shell would, pages only: without the
 * editor (WITHOUT_EDITOR_ENV, as `npm run review` builds) it leaves out its webpack build of the
 * editor and Decap's 4.5 MB script (public/admin/), which nothing a copy's build proves opens.
 * Unminified: terser takes 14 s of such a build alone, more beside another suite in CI, and the
 * minified scripts are the site's own build's to prove (build-output, budgets).
 */
export async function buildSiteCopy(root: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: "true",
    GATSBY_TELEMETRY_DISABLED: "1",
    [WITHOUT_EDITOR_ENV]: "1",
  };
  // As an editor's shell has it: NODE_ENV=test, say, would make Gatsby build as if under test.
  delete env.NODE_ENV;
  // What `npm run cms` served (gatsby develop) is not this build's: public/ is made anew.
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
  const build = spawn(path.join(root, "node_modules/.bin/gatsby"), ["build", "--no-uglify"], {
    cwd: root,
    env,
  });
  let output = "";
  build.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.on("close", resolve));
  if (code !== 0) throw new Error(`gatsby build failed (${code}):\n${output.slice(-4000)}`);
  if (fs.existsSync(path.join(root, "public/admin"))) {
    throw new Error(
      `The copy's build has the editor in public/admin: ${WITHOUT_EDITOR_ENV} was not read.`,
    );
  }
}
