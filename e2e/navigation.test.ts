import type { Page } from "@playwright/test";

import { setupBrowserSuite } from "./support/harness";
import { BLOCK_PAGES, content, VIEWPORTS } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

const SECTION_LINKS = [
  ["AI Models", "ai-models"],
  ["Use Cases", "where-octopus-can-help"],
] as const;

/** Where a section's top sits in the viewport once (smooth) scrolling has come to rest. */
async function sectionTop(page: Page, id: string): Promise<number> {
  await page.waitForFunction((hash) => location.hash === `#${hash}`, id);
  const top = () => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
  let previous = await top();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await page.waitForTimeout(200);
    const current = await top();
    if (current === previous) return current;
    previous = current;
  }
  throw new Error(`#${id} never stopped moving`);
}

for (const [rowTitle, name, viewport] of rowsOf(Object.entries(VIEWPORTS), "navigation at %s")) {
  test.describe(rowTitle, () => {
    const isPhone = name === "phone";

    async function clickNavLink(page: Page, label: string) {
      if (isPhone) await page.getByRole("button", { name: "Menu" }).click();
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: label })
        .click();
    }

    for (const [title, path] of rowsOf(
      ["/", "/terms", "/privacy"],
      "nav links on %s scroll to the home page's sections",
    )) {
      test(title, async () => {
        for (const [label, id] of SECTION_LINKS) {
          const page = await site.open(path, { viewport });
          await clickNavLink(page, label);
          await page.waitForURL(`${site.origin()}/#${id}`);
          const top = await sectionTop(page, id);
          // Just below the sticky header, never hidden under it.
          expect(top).toBeGreaterThanOrEqual(60);
          expect(top).toBeLessThan(120);
          await page.close();
        }
      });
    }

    test("links Login to Chat to the web chat app", async () => {
      const page = await site.open("/", { viewport });
      const login = page.getByRole("banner").getByRole("link", { name: "Login to Chat" });
      await expect(login.getAttribute("href")).resolves.toBe(content.site.chatUrl);
      expect(await login.isVisible()).toBe(true);
      const target = await login.getAttribute("target");
      if (target === "_blank") {
        await expect(login.getAttribute("rel")).resolves.toMatch(/noopener/);
      }
      await page.close();
    });

    test("has a footer with three columns, the copyright line and the languages", async () => {
      const page = await site.open("/", { viewport });
      const footer = page.getByRole("contentinfo");
      const columns = await footer.locator("h2").allTextContents();
      expect(columns).toEqual([content.site.productName, "Legal", "Download"]);
      const links = await footer
        .getByRole("link")
        .evaluateAll((anchors) =>
          anchors.map((a) => [a.textContent, (a as HTMLAnchorElement).getAttribute("href")]),
        );
      expect(links).toEqual([
        ["AI Models", "/#ai-models"],
        ["Use Cases", "/#where-octopus-can-help"],
        // Each page made from blocks that the footer lists, by its title.
        ...BLOCK_PAGES.filter(({ footer }) => footer).map(({ slug, titles }) => [
          titles.en,
          `/${slug}/`,
        ]),
        ["Privacy Policy", "/privacy/"],
        ["Terms of Use", "/terms/"],
        ["App Store", content.site.appStoreUrl],
        ["Google Play", content.site.googlePlayUrl],
        // The same page in every language, each named in itself.
        ["English", "/"],
        ["Deutsch", "/de/"],
        ["日本語", "/ja/"],
        ["العربية", "/ar/"],
      ]);
      expect(await footer.getByText("Octopus © 2025", { exact: true }).isVisible()).toBe(true);
      await page.close();
    });

    for (const [rowTitle, path, title] of rowsOf(
      [
        ["/terms", "Terms of Use"],
        ["/privacy", "Privacy Policy"],
      ] as const,
      "%s shows its title, April 2025 and Back to Home",
    )) {
      test(rowTitle, async () => {
        const page = await site.open(path, { viewport });
        await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title);
        expect(await page.getByText("Last updated: April 2025").isVisible()).toBe(true);
        await expect(page.title()).resolves.toContain(title);
        await page.getByRole("link", { name: "Back to Home" }).click();
        await page.waitForURL(`${site.origin()}/`);
        await page
          .getByRole("heading", { level: 1, name: "Octopus: Your Personal AI Chatbot" })
          .waitFor();
        // The home page, loaded in full: its screenshot is on screen.
        await page.waitForFunction(
          (alt) =>
            [...document.querySelectorAll<HTMLImageElement>(`img[alt="${alt}"]`)].some(
              (img) =>
                img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === "1",
            ),
          content.site.screenshotAlt,
        );
        await page.close();
      });
    }

    test("answers an unknown path with the 404 page, its nav, footer and a way home", async () => {
      const page = await site.open("/", { viewport });
      const response = await page.goto(`${site.origin()}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Page not found",
      );
      expect(await page.getByRole("banner").isVisible()).toBe(true);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
      await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
      await page.waitForURL(`${site.origin()}/`);
      await page.close();
    });
  });
}

test.describe("links to the site's pages (plain links: no client-side router)", () => {
  /** Set on the window of the page first loaded: a full page load leaves it behind. */
  const mark = (page: Page) => page.evaluate(() => Object.assign(window, { firstLoad: true }));
  const stillFirstLoad = (page: Page) =>
    page.evaluate(() => (window as Window & { firstLoad?: boolean }).firstLoad === true);

  test("load each page in full: footer, legal text and the article's way back", async () => {
    const page = await site.open("/");
    await mark(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await page.waitForURL(`${site.origin()}/terms/`);
    await page.getByRole("heading", { level: 1, name: "Terms of Use" }).waitFor();
    expect(await stillFirstLoad(page)).toBe(false);

    // A link written in the legal text's MDX, then the article's own way back.
    await mark(page);
    await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
    await page.waitForURL(`${site.origin()}/privacy/`);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(await stillFirstLoad(page)).toBe(false);

    await mark(page);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${site.origin()}/`);
    await page.getByRole("heading", { level: 1, name: /^Octopus/ }).waitFor();
    expect(await stillFirstLoad(page)).toBe(false);
    await page.close();
  });

  test("leave the language links to the browser, which load the page in full", async () => {
    const page = await site.open("/terms");
    await mark(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(`${site.origin()}/de/terms/`);
    await page.waitForLoadState("load");
    expect(await stillFirstLoad(page)).toBe(false);
    await page.close();
  });

  test("are plain links without JavaScript", async () => {
    const page = await site.open("/", { javaScriptEnabled: false });
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(`${site.origin()}/privacy/`);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Terms of Use" }).first().click();
    await page.waitForURL(`${site.origin()}/terms/`);
    await page.getByRole("heading", { level: 1, name: "Terms of Use" }).waitFor();
    await page.close();
  });
});
