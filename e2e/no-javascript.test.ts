import { setupBrowserSuite } from "./support/harness";
import { content, SWEPT_LOCALES, TEMPLATE_PAGES, VIEWPORTS } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

for (const [rowTitle, , viewport] of rowsOf(
  Object.entries(VIEWPORTS),
  "with JavaScript off at %s",
)) {
  test.describe(rowTitle, () => {
    test("shows every card and all text at full opacity", async () => {
      const page = await site.open("/", { viewport, javaScriptEnabled: false });
      const cards = page.locator("main li");
      await expect(cards.count()).resolves.toBe(content.useCases.length + content.models.length);
      for (const name of [...content.useCases, ...content.models].map((card) => card.name)) {
        const heading = page.getByRole("heading", { level: 3, name, exact: true });
        await heading.scrollIntoViewIfNeeded();
        expect(await heading.isVisible()).toBe(true);
      }
      // Nothing on the page is transparent or moved off its place by an entrance that never runs,
      // the screenshot included: it has no script-driven gate and no <noscript> copy.
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((el) => {
            const style = getComputedStyle(el);
            return style.opacity !== "1" || style.visibility === "hidden";
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(hidden).toEqual([]);

      const screenshots = page.getByRole("img", { name: content.site.screenshotAlt });
      const shown = await screenshots.evaluateAll((images) =>
        images.filter(
          (img) =>
            (img as HTMLImageElement).naturalWidth > 0 &&
            img.getClientRects().length > 0 &&
            getComputedStyle(img).opacity === "1",
        ),
      );
      expect(shown).toHaveLength(1);
      await page.close();
    });

    for (const [title, path] of rowsOf(
      TEMPLATE_PAGES,
      "%s shows the section links without a menu button",
    )) {
      test(title, async () => {
        const page = await site.open(path, { viewport, javaScriptEnabled: false });
        const nav = page.getByRole("navigation", { name: "Main" });
        expect(await nav.getByRole("link", { name: "AI Models" }).isVisible()).toBe(true);
        expect(await nav.getByRole("link", { name: "Use Cases" }).isVisible()).toBe(true);
        expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
        await page.close();
      });
    }
  });
}

/**
 * Every language's home page on a phone, in light and dark, with JavaScript off: the section
 * links sit in the header itself (no menu to open without a script), and no menu button is shown.
 */
for (const locale of SWEPT_LOCALES) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`${locale.home}, ${colorScheme}, with JavaScript off: the section links are in the header, with no menu button`, async () => {
      const page = await site.open(locale.home, {
        viewport: VIEWPORTS.phone,
        javaScriptEnabled: false,
        colorScheme,
      });
      expect(await page.locator("button.menu-button").isVisible()).toBe(false);
      const header = await page.locator(".site-header").boundingBox();
      const links = await page
        .getByRole("navigation", { name: locale.strings.mainNav, exact: true })
        .getByRole("listitem")
        .all();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(await link.isVisible()).toBe(true);
        const box = await link.boundingBox();
        if (!header || !box) throw new Error("header or link has no box");
        expect(box.y).toBeGreaterThanOrEqual(header.y);
        expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
      }
    });
  }
}
