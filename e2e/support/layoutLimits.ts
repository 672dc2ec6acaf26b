import { execFileSync } from "child_process";
import type { Page } from "@playwright/test";

import type { DefaultFont } from "../../scripts/shared/chromium";
import type { Harness } from "./harness";
import { EDGE_WIDTHS, SWEEP_WIDTHS } from "./layout";
import { inMode, MODES, open, sweep, SWEEP_CHECKS } from "./layoutSuite";
import type { Mode } from "./layoutSuite";
import { fillToLimits, LIMITS, textsAtLimits } from "./limits";
import { SITE_LOCALES, SPECIMEN_PAGE } from "../../scripts/shared/sitePages";
import { expect, test } from "./test";
import { rowsOf } from "./each";

/**
 * The layout sweep of every locale's home page with its texts at the schemas' limits
 * (limits.ts): a 12-character product name, a 60-character tagline, every card's name and
 * description at their maximum. What an editor may write, the layout holds, under the default
 * font given (the system's, Noto Sans where .ci/run installs it, or DejaVu Sans, wider): in light
 * at every width of the sweep, and at 200 % text, with WCAG text spacing and with both at the
 * edge widths (layout.ts: both sides of every breakpoint, at 100 and 200 % text), where a longer
 * text breaks a layout first, as every finding of the review did. Within CI's time. One page a
 * locale, filled once and seen in each mode in turn (layoutSuite.ts, inMode).
 */
const LIMIT_MODES = MODES.filter(({ name }) => name !== "dark" && name !== "forced colors");

const widthsIn = (mode: Mode) => (mode.name === "light" ? SWEEP_WIDTHS : EDGE_WIDTHS);

/** The fonts Chromium drew an element's text with, as its DevTools name them. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map(({ familyName }) => familyName);
}

/** The system's default sans-serif, as fontconfig names it ("Noto Sans" where .ci/run ran). */
const systemSans = () =>
  execFileSync("fc-match", ["--format=%{family[0]}", ":family=sans-serif"], { encoding: "utf8" });

export function describeLayoutAtLimits(site: Harness, font: DefaultFont): void {
  const fontName = font === "dejavu" ? "DejaVu Sans" : "the system's sans-serif";

  // A run in the wrong font would prove nothing: the product's name (Latin in every locale) is
  // drawn in the font this run is for.
  test(`draws the page's Latin text in ${fontName}`, async () => {
    const { page } = await open(site, "/");
    const expected = font === "dejavu" ? "DejaVu Sans" : systemSans();
    await expect(fontsOf(page, ".brand__name")).resolves.toEqual([expected]);
  });

  for (const [rowTitle, locale] of rowsOf(
    SITE_LOCALES,
    `the home page in $englishName at its limits, in ${fontName}`,
  )) {
    test.describe(rowTitle, () => {
      const texts = textsAtLimits(locale.code);

      test("has texts exactly at the schemas' limits", () => {
        expect([...texts.productName].length).toBe(LIMITS.productName);
        expect([...texts.tagline].length).toBe(LIMITS.tagline);
        expect([...texts.cardName].length).toBe(LIMITS.cardName);
        expect([...texts.cardDescription].length).toBe(LIMITS.cardDescription);
      });

      // A test per mode, each on the page filled afresh: none long enough for a busy machine to
      // time it out.
      for (const mode of LIMIT_MODES) {
        test(`in ${mode.name} at ${widthsIn(mode).length} widths ${SWEEP_CHECKS}`, async () => {
          const { page, loaded } = await open(site, locale.home, (filling) =>
            fillToLimits(filling, texts),
          );
          await inMode(page, loaded, mode, async () => {
            expect
              .soft(await sweep(page, mode.rules, widthsIn(mode)), `in ${mode.name}`)
              .toEqual([]);
          });
        });
      }
    });
  }
}

/**
 * The specimen page (sitePages.ts, SPECIMEN_PAGE: every block type with every text at its
 * schema's maximum) under another default font, in every locale: light, 200 % text, text spacing
 * and both, each at the edge widths, where a wider font breaks a layout first (layout.ts). Its
 * sweep at every width in every mode, in the system's font, is layout.test.ts's.
 */
export function describeSpecimenIn(site: Harness, font: DefaultFont): void {
  const fontName = font === "dejavu" ? "DejaVu Sans" : "the system's sans-serif";
  for (const [rowTitle, locale] of rowsOf(
    SITE_LOCALES,
    `the specimen page in $englishName, in ${fontName}`,
  )) {
    test.describe(rowTitle, () => {
      for (const mode of LIMIT_MODES) {
        test(`in ${mode.name} at ${EDGE_WIDTHS.length} widths ${SWEEP_CHECKS}`, async () => {
          const { page, loaded } = await open(site, locale.localize(`${SPECIMEN_PAGE}/`));
          await inMode(page, loaded, mode, async () => {
            expect.soft(await sweep(page, mode.rules, EDGE_WIDTHS), `in ${mode.name}`).toEqual([]);
          });
        });
      }
    });
  }
}
