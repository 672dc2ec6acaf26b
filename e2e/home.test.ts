import { scrollThrough, setupBrowserSuite } from "./support/harness";
import { content, VIEWPORTS } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

for (const [rowTitle, , viewport] of rowsOf(Object.entries(VIEWPORTS), "home page at %s")) {
  test.describe(rowTitle, () => {
    test("shows the hero: heading, description naming the models, store links and screenshot", async () => {
      const page = await site.open("/", { viewport });
      const hero = page.locator("section.hero");
      await expect(hero.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Octopus: Your Personal AI Chatbot",
      );
      const lead = (await hero.locator("p").first().textContent()) ?? "";
      for (const model of ["GPT-4o", "Claude", "Google Gemini", "Grok", "Qwen", "DeepSeek"]) {
        expect(lead).toContain(model);
      }

      const appStore = hero.getByRole("link", { name: "Download on the App Store" });
      const googlePlay = hero.getByRole("link", { name: "Get it on Google Play" });
      await expect(appStore.getAttribute("href")).resolves.toBe(content.site.appStoreUrl);
      await expect(googlePlay.getAttribute("href")).resolves.toBe(content.site.googlePlayUrl);
      expect(await appStore.isVisible()).toBe(true);
      expect(await googlePlay.isVisible()).toBe(true);

      const screenshot = hero.getByRole("img", { name: content.site.screenshotAlt });
      await screenshot.scrollIntoViewIfNeeded();
      await expect(
        screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).resolves.toBe(true);
      const box = await screenshot.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(box?.height).toBeGreaterThan(400);
      await page.close();
    });

    for (const [rowTitle, id, title, cards] of rowsOf(
      [
        ["where-octopus-can-help", "Where Octopus Can Help", content.useCases],
        ["ai-models", "Explore the Leading AI Models", content.models],
      ] as const,
      "has the #%s section with its title and every card",
    )) {
      test(rowTitle, async () => {
        const page = await site.open("/", { viewport });
        await scrollThrough(page);
        const section = page.locator(`section#${id}`);
        await expect(section.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(title);

        const items = section.getByRole("listitem");
        await expect(items.count()).resolves.toBe(cards.length);
        for (const [index, card] of cards.entries()) {
          const item = items.nth(index);
          await expect(item.getByRole("heading", { level: 3 }).textContent()).resolves.toBe(
            card.name,
          );
          await expect(item.textContent()).resolves.toContain(card.description);
          expect(await item.isVisible()).toBe(true);
          await expect(item.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe("1");
          const soon = "comingSoon" in card && card.comingSoon === true;
          await expect(item.getByText("Coming Soon", { exact: true }).count()).resolves.toBe(
            soon ? 1 : 0,
          );
        }
        await page.close();
      });
    }
  });
}
