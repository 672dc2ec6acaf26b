import type { Page } from "@playwright/test";

import { holdPageScript, pageScriptRan, scrollThrough, setupBrowserSuite } from "./support/harness";
import { TEMPLATE_PAGES, VIEWPORTS } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

for (const [rowTitle, , viewport] of rowsOf(Object.entries(VIEWPORTS), "page hygiene at %s")) {
  test.describe(rowTitle, () => {
    for (const [title, path] of rowsOf(
      [...TEMPLATE_PAGES, "/no-such-page"],
      "%s: no console error or warning, no failed request, nothing from another origin",
    )) {
      test(title, async () => {
        const problems: string[] = [];
        const foreign: string[] = [];
        // A 404 page is answered 404, and nothing else is missing.
        const expectedMissing = path === "/no-such-page" ? [site.origin() + path] : [];
        const page = await site.newPage({ viewport });
        page.on("console", (message) => {
          if (expectedMissing.includes(message.location().url)) return;
          if (["error", "warning"].includes(message.type())) {
            problems.push(`console ${message.type()}: ${message.text()}`);
          }
        });
        page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
        page.on("requestfailed", (request) =>
          problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
        );
        page.on("response", (response) => {
          if (response.status() >= 400 && !expectedMissing.includes(response.url())) {
            problems.push(`HTTP ${response.status()}: ${response.url()}`);
          }
        });
        page.on("request", (request) => {
          if (new URL(request.url()).origin !== site.origin()) foreign.push(request.url());
        });

        // A fresh load with every listener attached, so the page script is watched too.
        await page.goto(site.origin() + path, { waitUntil: "networkidle" });
        await pageScriptRan(page);
        await scrollThrough(page);
        const menu = page.getByRole("button", { name: "Menu" });
        if (await menu.isVisible()) {
          await menu.click();
          await page.keyboard.press("Escape");
        }
        await page.waitForLoadState("networkidle");

        expect(problems).toEqual([]);
        expect(foreign).toEqual([]);
        await page.close();
      });
    }
  });
}

/** `/` without its page script, and with a picture the server does not have. */
const withoutPageScript = (page: Page) =>
  holdPageScript(page, `${site.origin()}/`, { append: '<img src="/not-built.png" alt="">' });

test.describe("pageScriptRan, when the page script never runs", () => {
  test("names the request the page still waits for and the one that failed, and ends with what the server printed", async () => {
    const page = await site.newPage({ viewport: VIEWPORTS.phone });
    await withoutPageScript(page);
    // The hero's picture never answers.
    await page.route(/\.avif$/, () => undefined);
    const printed = `${"x".repeat(5000)}its last words`;
    // Waiting from before the page is requested, so that it hears every request.
    const waited = pageScriptRan(page, { timeout: 3000, serverOutput: () => printed }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    await page.goto(site.origin() + "/", { waitUntil: "commit" });
    const error = await waited;
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/still waiting for http:\/\/[^ ]+\.avif \(from \+\d+ ms\)/);
    expect(message).toMatch(/failed: http:\/\/[^ ]+\/not-built\.png \(404\)/);
    expect(message).toContain('"pageScript":false');
    // The end of what the server printed, not all of it.
    expect(message).toMatch(/the server printed: x{1986}its last words$/);
    await page.close();
  });

  test("says that a server printed nothing", async () => {
    const page = await site.newPage({ viewport: VIEWPORTS.phone });
    await withoutPageScript(page);
    await page.goto(site.origin() + "/", { waitUntil: "commit" });
    await expect(pageScriptRan(page, { timeout: 1000 })).rejects.toThrow(
      /the server printed: nothing$/,
    );
    await page.close();
  });
});
