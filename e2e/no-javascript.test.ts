import { setupBrowserSuite } from "./support/harness";
import { content, PAGES, VIEWPORTS } from "./support/site";

const site = setupBrowserSuite();

describe.each(Object.entries(VIEWPORTS))("with JavaScript off at %s", (_name, viewport) => {
  it("shows every card and all text at full opacity", async () => {
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

  it.each(PAGES)("%s shows the section links without a menu button", async (path) => {
    const page = await site.open(path, { viewport, javaScriptEnabled: false });
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "AI Models" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Use Cases" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    await page.close();
  });
});
