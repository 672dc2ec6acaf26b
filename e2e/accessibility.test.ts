import type { Page } from "playwright-core";

import { analyse, summary } from "./support/axe";
import { setupBrowserSuite } from "./support/harness";
import { content, NOT_FOUND_PATH, PAGES, VIEWPORTS } from "./support/site";

const site = setupBrowserSuite();

const SCHEMES = ["light", "dark"] as const;

/** Every card is at rest, fully shown: reduced motion skips their entrance. */
async function expectCardsShown(page: Page) {
  const cards = await page.locator(".card").evaluateAll((list) =>
    list.map((card) => {
      let opacity = 1;
      for (let node: Element | null = card; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      const moved = [card, card.parentElement].filter(
        (el) => el && getComputedStyle(el).transform !== "none",
      );
      return { opacity, moved: moved.length };
    }),
  );
  expect(cards).toHaveLength(content.models.length + content.useCases.length);
  expect(cards.filter((card) => card.opacity !== 1 || card.moved > 0)).toEqual([]);
}

describe.each(SCHEMES)("axe-core in a %s colour scheme", (colorScheme) => {
  describe.each(Object.entries(VIEWPORTS))("at %s", (name, viewport) => {
    it.each([...PAGES, NOT_FOUND_PATH])(
      "%s has no WCAG 2.2 AA or best-practice violations",
      async (path) => {
        const page = await site.open(path, { viewport, colorScheme, reducedMotion: "reduce" });
        if (path === "/") await expectCardsShown(page);
        const found = { closed: summary(await analyse(page)), open: [] as string[] };

        if (name === "phone") {
          // The open menu is part of the page too.
          await page.getByRole("button", { name: "Menu" }).click();
          await page.getByRole("navigation", { name: "Main" }).getByRole("link").first().waitFor();
          found.open = summary(await analyse(page));
        }
        expect(found).toEqual({ closed: [], open: [] });
        await page.close();
      },
    );
  });
});
