import { setupBrowserSuite } from "./support/harness";
import { mirroringProblems } from "./support/mirroring";
import { SITE_LOCALES, templatePages } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

/**
 * Each right-to-left language's template pages, the specimen with every block among them, are the
 * mirror image of their own layout turned left to right (support/mirroring.ts): at a phone's,
 * a tablet's and a desktop's width, the three layouts the styles have.
 */
const site = setupBrowserSuite();
const WIDTHS = [320, 768, 1280];
const RIGHT_TO_LEFT = SITE_LOCALES.filter(({ dir }) => dir === "rtl");

for (const [title, { path }] of rowsOf(
  templatePages(RIGHT_TO_LEFT),
  `$path mirrors its left-to-right layout at ${WIDTHS.join(", ")} px: every box and line reflected`,
)) {
  test(title, async () => {
    const page = await site.open(path, { viewport: { width: WIDTHS[0] ?? 320, height: 800 } });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect.soft(await mirroringProblems(page), `at ${width} px`).toEqual([]);
    }
    await page.close();
  });
}
