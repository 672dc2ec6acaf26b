import type { Page } from "playwright-core";

import { analyse, summary } from "./support/axe";
import { setupBrowserSuite } from "./support/harness";
import { content, ENGLISH, localePages, SITE_LOCALES, VIEWPORTS } from "./support/site";
import type { SiteLocale } from "./support/site";

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

/**
 * The pages axe sees in a locale at each width. English, at both widths, every page. A translation
 * on a phone, closed and with the menu open, every page; on a desktop, the home page, the only one
 * whose words differ there from what the phone shows (the legal body is English's, checked above).
 * Contrast, names and landmarks change with the words and the direction, so each locale is seen.
 */
const pagesAt = (locale: SiteLocale, width: keyof typeof VIEWPORTS) =>
  localePages([locale])
    .filter(({ page }) => locale.code === ENGLISH.code || width === "phone" || page === "/")
    .map(({ path, page }) => [path, page] as const);

describe.each(SITE_LOCALES)("axe-core in $englishName", (locale) => {
  describe.each(SCHEMES)("in a %s colour scheme", (colorScheme) => {
    describe.each(Object.entries(VIEWPORTS))("at %s", (name, viewport) => {
      it.each(pagesAt(locale, name as keyof typeof VIEWPORTS))(
        "%s has no WCAG 2.2 AA or best-practice violations",
        async (path, englishPath) => {
          const page = await site.open(path, { viewport, colorScheme, reducedMotion: "reduce" });
          if (englishPath === "/") await expectCardsShown(page);
          const found = { closed: summary(await analyse(page)), open: [] as string[] };

          if (name === "phone") {
            // The open menu is part of the page too.
            await page.getByRole("button", { name: locale.strings.menu, exact: true }).click();
            await page
              .getByRole("navigation", { name: locale.strings.mainNav, exact: true })
              .getByRole("link")
              .first()
              .waitFor();
            found.open = summary(await analyse(page));
          }
          expect(found).toEqual({ closed: [], open: [] });
          await page.close();
        },
      );
    });
  });
});
