import type { Page } from "@playwright/test";

import { contrast, palette } from "./support/colour";
import { setupBrowserSuite } from "./support/harness";
import { content, localePages, SWEPT_LOCALES } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

/**
 * The cards' icons (src/components/CardIcon.tsx) as a visitor sees them, on every language's home
 * page: one on every card, a 40 px tile with a 24 px drawing, at the card's start (its left, or
 * its right in Arabic), above the title and never on it, inside the card at every width; drawn in
 * a colour that stands out from its tile (3:1, WCAG 1.4.11) in light, dark, forced colours and
 * print, in the system's font (Noto Sans) and in the wider DejaVu Sans. The layout suites hold the
 * rest of the page around them.
 */

const MODES = [
  ["light", { colorScheme: "light", forcedColors: "none", media: "screen" }],
  ["dark", { colorScheme: "dark", forcedColors: "none", media: "screen" }],
  ["forced colours", { colorScheme: "light", forcedColors: "active", media: "screen" }],
  ["print", { colorScheme: "light", forcedColors: "none", media: "print" }],
] as const;

const WIDTHS = [320, 375, 768, 1280, 1920];

/** Every card's icon, measured against its card and title. */
function measure(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".card")].map((card) => {
      const box = (element: Element | null | undefined) => {
        const rect = element?.getBoundingClientRect();
        return rect
          ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
          : null;
      };
      const icon = card.querySelector(".card__icon");
      const svg = icon?.querySelector("svg");
      const style = icon ? getComputedStyle(icon) : undefined;
      return {
        name: card.querySelector(".card__title")?.textContent ?? "",
        card: box(card),
        icon: box(icon),
        svg: box(svg),
        title: box(card.querySelector(".card__title")),
        padding: [
          parseFloat(getComputedStyle(card).paddingLeft),
          parseFloat(getComputedStyle(card).paddingRight),
        ],
        direction: getComputedStyle(card).direction,
        stroke: svg ? getComputedStyle(svg).stroke : "",
        tile: style?.backgroundColor ?? "",
        card_background: getComputedStyle(card).backgroundColor,
        visible: style ? style.display !== "none" && style.visibility !== "hidden" : false,
      };
    }),
  );
}

for (const font of ["system", "dejavu"] as const) {
  test.describe(`in ${font === "system" ? "the system's font" : "DejaVu Sans"}`, () => {
    const site = setupBrowserSuite({ font });
    for (const [title, locale] of rowsOf(SWEPT_LOCALES, "$englishName")) {
      test(`${title}: every card has its icon, 40 px at the card's start above the title, standing out, at every width and in light, dark, forced colours and print`, async () => {
        const [home] = localePages([locale], ["/"]);
        if (!home) throw new Error(`No home page for ${locale.code}.`);
        const page = await site.open(home.path, {
          reducedMotion: "reduce",
          viewport: { width: 320, height: 800 },
        });
        const cardCount = content.useCases.length + content.models.length;
        const problems: string[] = [];
        for (const [mode, media] of MODES) {
          await page.emulateMedia({ reducedMotion: "reduce", ...media });
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            const cards = await measure(page);
            expect(cards).toHaveLength(cardCount);
            const colours = await palette(
              page,
              cards.flatMap((card) => [card.stroke, card.tile, card.card_background]),
            );
            for (const card of cards) {
              const where = `${mode}, ${width} px, "${card.name}"`;
              const { icon, svg, title: heading, card: frame } = card;
              if (!icon || !svg || !heading || !frame || !card.visible) {
                problems.push(`${where}: no icon shown`);
                continue;
              }
              const size = [
                icon.right - icon.left,
                icon.bottom - icon.top,
                svg.right - svg.left,
                svg.bottom - svg.top,
              ];
              if (size.join() !== "40,40,24,24")
                problems.push(`${where}: icon ${size.join(" × ")}`);
              if (icon.bottom > heading.top) problems.push(`${where}: icon reaches into the title`);
              const [padLeft = 0, padRight = 0] = card.padding;
              const start =
                card.direction === "rtl"
                  ? Math.abs(frame.right - padRight - icon.right)
                  : Math.abs(icon.left - frame.left - padLeft);
              if (start > 1.5)
                problems.push(`${where}: icon ${start.toFixed(1)} px off the card's start`);
              if (icon.left < frame.left || icon.right > frame.right)
                problems.push(`${where}: icon outside its card`);
              const tile = colours(card.tile);
              const behind = tile[3] > 0 ? tile : colours(card.card_background);
              const ratio = contrast(colours(card.stroke), behind);
              if (ratio < 3) problems.push(`${where}: icon contrast ${ratio.toFixed(2)}:1`);
            }
          }
        }
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
  });
}
