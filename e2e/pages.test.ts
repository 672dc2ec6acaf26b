import type { Browser, Page } from "playwright-core";

import { launchBrowser } from "./support/browser";
import { content, PAGES, VIEWPORTS } from "./support/site";
import { startStaticServer } from "./support/static-server";
import type { StaticServer } from "./support/static-server";

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await startStaticServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(server.origin + path, { waitUntil: "networkidle" });
  return page;
}

describe.each(Object.entries(VIEWPORTS))("every page at %s", (_name, viewport) => {
  it.each(PAGES)("%s has the nav, main content and footer", async (path) => {
    const page = await open(path, viewport);
    await expect(page.locator("header nav").count()).resolves.toBe(1);
    await expect(page.locator("main#main-content").count()).resolves.toBe(1);
    await expect(
      page.locator("footer").getByText(content.site.copyright).isVisible(),
    ).resolves.toBe(true);
    await page.close();
  });
});
