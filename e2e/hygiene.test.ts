import { scrollThrough, setupBrowserSuite, startScripts } from "./support/harness";
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
        // A 404 page is answered 404, and Gatsby's loader asks for that path's page data first.
        const expectedMissing =
          path === "/no-such-page"
            ? [path, `/page-data${path}/page-data.json`].map((p) => site.origin() + p)
            : [];
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

        // A fresh load with every listener attached, so hydration is watched too.
        await page.goto(site.origin() + path, { waitUntil: "networkidle" });
        await startScripts(page);
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

test.describe("startScripts, when the scripts never start", () => {
  test("names the request the page still waits for and the one that failed, and ends with what the server printed", async () => {
    const page = await site.newPage({ viewport: VIEWPORTS.phone });
    // React's chunk never answers; Gatsby's app entry is refused.
    await page.route(/\/framework-[^/]*\.js$/, () => undefined);
    await page.route(/\/app-[^/]*\.js$/, (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto(site.origin() + "/");
    const printed = `${"x".repeat(5000)}its last words`;
    const error = await startScripts(page, { timeout: 3000, serverOutput: () => printed }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(
      /still waiting for http:\/\/[^ ]+\/framework-[^/ ]*\.js \(from \+\d+ ms\)/,
    );
    expect(message).toMatch(/failed: http:\/\/[^ ]+\/app-[^/ ]*\.js \(503\)/);
    expect(message).toContain('"gatsby":false');
    // The end of what the server printed, not all of it.
    expect(message).toMatch(/the server printed: x{1986}its last words$/);
    await page.close();
  });

  test("says that a server printed nothing", async () => {
    const page = await site.newPage({ viewport: VIEWPORTS.phone });
    await page.route(/\/app-[^/]*\.js$/, () => undefined);
    await page.goto(site.origin() + "/");
    await expect(startScripts(page, { timeout: 1000 })).rejects.toThrow(
      /the server printed: nothing$/,
    );
    await page.close();
  });
});
