import type { Page } from "@playwright/test";

import { analyse, summary } from "./support/axe";
import { setupBrowserSuite } from "./support/harness";
import {
  content,
  ENGLISH,
  templatePages,
  SWEPT_LOCALES,
  VIEWPORTS,
} from "../scripts/shared/sitePages";
import type { SiteLocale } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

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
 * What axe sees of each locale. English: every page at 375 and 1280 px in light and dark. Another
 * locale: on a phone, closed and with the menu open, where all of its words in the header, menu
 * and footer show; its home page in both schemes, its other pages (the same chrome around the
 * legal or 404 text) in light and dark by turns, so each page and each scheme is seen.
 */
const viewportsOf = (locale: SiteLocale) =>
  Object.entries(VIEWPORTS).filter(([name]) => locale.code === ENGLISH.code || name === "phone");

const pagesOf = (locale: SiteLocale, colorScheme: (typeof SCHEMES)[number]) =>
  templatePages([locale])
    .filter(
      ({ page }, index) =>
        locale.code === ENGLISH.code || page === "/" || SCHEMES[index % 2] === colorScheme,
    )
    .map(({ path, page }) => [path, page] as const);

for (const [rowTitle, locale] of rowsOf(SWEPT_LOCALES, "axe-core in $englishName")) {
  test.describe(rowTitle, () => {
    for (const [rowTitle, colorScheme] of rowsOf(SCHEMES, "in a %s colour scheme")) {
      test.describe(rowTitle, () => {
        for (const [rowTitle, name, viewport] of rowsOf(viewportsOf(locale), "at %s")) {
          test.describe(rowTitle, () => {
            for (const [title, path, englishPath] of rowsOf(
              pagesOf(locale, colorScheme),
              "%s has no WCAG 2.2 AA or best-practice violations",
            )) {
              test(title, async () => {
                const page = await site.open(path, {
                  viewport,
                  colorScheme,
                  reducedMotion: "reduce",
                });
                if (englishPath === "/") await expectCardsShown(page);
                const found = { closed: summary(await analyse(page)), open: [] as string[] };

                if (name === "phone") {
                  // The open menu is part of the page too.
                  await page
                    .getByRole("button", { name: locale.strings.menu, exact: true })
                    .click();
                  await page
                    .getByRole("navigation", { name: locale.strings.mainNav, exact: true })
                    .getByRole("link")
                    .first()
                    .waitFor();
                  found.open = summary(await analyse(page));
                }
                expect(found).toEqual({ closed: [], open: [] });
                await page.close();
              });
            }
          });
        }
      });
    }
  });
}
