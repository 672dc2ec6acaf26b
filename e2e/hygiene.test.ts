import { scrollThrough, setupBrowserSuite, startScripts } from "./support/harness";
import { PAGES, VIEWPORTS } from "./support/site";

const site = setupBrowserSuite();

describe.each(Object.entries(VIEWPORTS))("page hygiene at %s", (_name, viewport) => {
  it.each([...PAGES, "/no-such-page"])(
    "%s: no console error or warning, no failed request, nothing from another origin",
    async (path) => {
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
    },
  );
});
