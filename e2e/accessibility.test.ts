import AxeBuilder from "@axe-core/playwright";

import { scrollThrough, setupBrowserSuite } from "./support/harness";
import { PAGES, VIEWPORTS } from "./support/site";

const site = setupBrowserSuite();

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

describe.each(Object.entries(VIEWPORTS))("axe-core at %s", (name, viewport) => {
  it.each([...PAGES, "/no-such-page"])("%s has no WCAG 2.2 AA violations", async (path) => {
    const page = await site.open(path, { viewport });
    await scrollThrough(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const summary = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((n) => n.target).join(", ")}`,
    );
    expect(summary).toEqual([]);
    // Proof that axe really examined the page, not an empty document.
    expect(results.passes.length).toBeGreaterThan(10);

    if (name === "phone") {
      // The open menu is part of the page too.
      await page.getByRole("button", { name: "Menu" }).click();
      const open = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(open.violations.map((violation) => violation.id)).toEqual([]);
    }
    await page.close();
  });
});
