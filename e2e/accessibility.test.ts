import AxeBuilder from "@axe-core/playwright";
import axePackage from "axe-core/package.json";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

import { setupBrowserSuite } from "./support/harness";
import { content, NOT_FOUND_PATH, PAGES, VIEWPORTS } from "./support/site";

const site = setupBrowserSuite();

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and Deque's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** The oldest axe-core these checks were written against: a pin below it would test less. */
const AXE_AT_LEAST = "4.14.1";

const SCHEMES = ["light", "dark"] as const;

function atLeast(version: string, floor: string): boolean {
  const parse = (v: string) => v.split(/[.-]/).slice(0, 3).map(Number);
  const [a, b] = [parse(version), parse(floor)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

function summary(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ` +
      violation.nodes.map((node) => `${node.target.join(" ")}`).join(", "),
  );
}

async function analyse(page: Page): Promise<AxeResults> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  // The axe that ran is the newest installed, not an older copy bundled somewhere.
  expect(results.testEngine.version).toBe(axePackage.version);
  expect(atLeast(results.testEngine.version, AXE_AT_LEAST)).toBe(true);
  // Proof that axe really examined the page, not an empty document.
  expect(results.passes.length).toBeGreaterThan(10);
  return results;
}

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
