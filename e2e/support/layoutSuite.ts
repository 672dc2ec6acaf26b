import type { BrowserContextOptions, Page } from "@playwright/test";

import type { LocaleCode } from "../../src/i18n/locales";
import type { Harness } from "./harness";
import {
  EDGE_WIDTHS,
  findLayoutProblems,
  HEADER_HEIGHT,
  KEY_WIDTHS,
  landingProblem,
  measureLanding,
  summarize,
  SWEEP_HEIGHT,
  SWEEP_WIDTHS,
} from "./layout";
import type { Finding, LayoutRules } from "./layout";
import { ENGLISH, localePages, SITE_LOCALES } from "../../scripts/shared/sitePages";
import type { SiteLocale } from "../../scripts/shared/sitePages";
import { expect, test } from "./test";
import { rowsOf } from "./each";

/**
 * The layout suites: WCAG layout invariants (1.4.4 resize text, 1.4.10 reflow, 1.4.12 text
 * spacing, 2.5.8 target size), measured from geometry at every width from 320 to 1920 px, in every
 * mode a visitor may see the site in. The modes are split between two test files
 * (layout-colours, layout-text) and the header's order of giving way is a third (header-fit), so
 * Jest's two workers share the sweep; every mode is in exactly one file (COLOUR_MODES, TEXT_MODES).
 */

/** One way a visitor may see the site. */
export type Mode = {
  name: string;
  context: BrowserContextOptions;
  /** Applies what a context option cannot, once the page has loaded, and proves it took effect. */
  prepare?: (page: Page) => Promise<void>;
  rules: LayoutRules;
  /** Whether the section links are tried in this mode (they only depend on the header's size). */
  landings: boolean;
};

/** The usual text-spacing bookmarklet: exactly the minimums WCAG 1.4.12 says text must survive. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

// Reduced motion in every mode: the cards' scroll entrance would otherwise still be moving (and
// transparent) while they are measured, and section links would scroll smoothly.
const STILL = { reducedMotion: "reduce" } as const;
const DESIGNED = { headerHeight: { min: HEADER_HEIGHT, max: HEADER_HEIGHT } };

/** Proves a media query the mode emulates matches, so a mode can never silently test nothing. */
async function expectMedia(page: Page, query: string) {
  await expect(page.evaluate((q) => matchMedia(q).matches, query)).resolves.toBe(true);
}

/**
 * The browser's font-size setting, the one readers change: rem and em media queries follow it, as
 * they would not follow zoom emulation or a CSS override.
 */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  await expect(
    page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
  ).resolves.toBe("32px");
  // Media queries in em follow it too: the viewport is as many 32 px ems wide as it should be.
  const ems = (await page.evaluate(() => window.innerWidth)) / 32;
  await expectMedia(page, `(width: ${ems}em)`);
}

/** WCAG 1.4.12's overrides, proven applied. */
async function spaceText(page: Page) {
  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  await expect(page.evaluate(() => getComputedStyle(document.body).letterSpacing)).resolves.toBe(
    `${+(fontSize * 0.12).toFixed(2)}px`,
  );
}

/** The colour modes: the section links are followed in these. */
export const COLOUR_MODES: Mode[] = [
  {
    name: "light",
    context: { ...STILL, colorScheme: "light" },
    prepare: (page) => expectMedia(page, "(prefers-color-scheme: light)"),
    rules: DESIGNED,
    landings: true,
  },
  {
    name: "dark",
    context: { ...STILL, colorScheme: "dark" },
    prepare: (page) => expectMedia(page, "(prefers-color-scheme: dark)"),
    rules: DESIGNED,
    landings: true,
  },
  {
    name: "forced colors",
    context: { ...STILL, forcedColors: "active" },
    prepare: (page) => expectMedia(page, "(forced-colors: active)"),
    rules: DESIGNED,
    landings: true,
  },
];

/** Larger text and wider spacing, which a reader sets: the header keeps its height in these. */
export const TEXT_MODES: Mode[] = [
  {
    name: "200% text size",
    context: { ...STILL, colorScheme: "light" },
    prepare: doubleTextSize,
    rules: DESIGNED,
    landings: false,
  },
  {
    name: "WCAG 1.4.12 text spacing",
    context: { ...STILL, colorScheme: "light" },
    prepare: spaceText,
    rules: DESIGNED,
    landings: false,
  },
  {
    name: "200% text size with text spacing",
    context: { ...STILL, colorScheme: "light" },
    prepare: async (page) => {
      await doubleTextSize(page);
      await spaceText(page);
    },
    rules: DESIGNED,
    landings: false,
  },
];

/**
 * The widths each locale is swept at in each mode (README, "Tests"), to stay within CI's time:
 * - dark, whose geometry is light's (only colours differ, src/styles/colourSchemes.test.ts): the
 *   edge widths, in every locale;
 * - English, the source: every width of the sweep in every other mode;
 * - a right-to-left locale, whose mirrored layout is a layout of its own: every width in light,
 *   the edge widths in the other modes;
 * - the others, whose layout is English's with longer or unspaced words: the edge widths
 *   (EDGE_WIDTHS, the key widths and both sides of every breakpoint at 100 and 200 % text),
 *   where a longer word breaks a layout first, as the German footer and header did.
 */
export const MODES = [...COLOUR_MODES, ...TEXT_MODES];

const widthsOf = (locale: SiteLocale, mode: Mode): readonly number[] => {
  // Dark changes colours alone (src/styles/colourSchemes.test.ts): its geometry is light's, which
  // is measured at every width; dark's own measures are the edge widths.
  if (mode.name === "dark") return EDGE_WIDTHS;
  if (locale.code === ENGLISH.code) return SWEEP_WIDTHS;
  return locale.dir === "rtl" && mode.name === "light" ? SWEEP_WIDTHS : EDGE_WIDTHS;
};

/**
 * Whether the section links are followed in this mode and locale: in every colour mode in English,
 * in light in the others (where a section lands depends on the header's height, which the sweep
 * holds at 64 px in every mode, and on the ids, which are the same in every locale).
 */
const landsIn = (locale: SiteLocale, mode: Mode) =>
  mode.landings && (locale.code === ENGLISH.code || mode.name === "light");

/** Opens a page at the narrowest width, as a visitor in this mode sees it. */
export async function openInMode(
  site: Harness,
  path: string,
  mode: Mode,
  width = SWEEP_WIDTHS[0] ?? 320,
) {
  const page = await site.open(path, {
    ...mode.context,
    // The text-spacing overrides stand for a reader's own stylesheet, which no page's policy
    // governs; the 404 page's <meta> CSP would refuse them as an injected <style>.
    bypassCSP: true,
    viewport: { width, height: SWEEP_HEIGHT },
  });
  await mode.prepare?.(page);
  return page;
}

/** Resizes the page to each width in turn and collects what is wrong at each. */
export async function sweep(page: Page, rules: LayoutRules, widths: readonly number[]) {
  const found: Array<{ width: number; findings: Finding[] }> = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: SWEEP_HEIGHT });
    found.push({ width, findings: await page.evaluate(findLayoutProblems, rules) });
  }
  return summarize(found);
}

/**
 * The section links of the locale's home page ("/de/#ai-models"), read from the page so a new
 * section is tested without editing this file.
 */
async function sectionHashes(page: Page, home: string): Promise<string[]> {
  const hrefs = await page.$$eval(`a[href^="${home}#"]`, (links) =>
    links.map((link) => link.getAttribute("href") ?? ""),
  );
  return [...new Set(hrefs.map((href) => href.slice(home.length)))];
}

/** Back to the top of the page with no fragment, so the next jump starts where a visitor's does. */
async function backToTop(page: Page) {
  await page.evaluate(() => {
    history.replaceState(history.state, "", location.pathname);
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/** Where the section landed, or what is wrong with it. */
async function landing(page: Page, hash: string): Promise<string | undefined> {
  const measured = await page.evaluate(measureLanding, hash.slice(1));
  return landingProblem(measured);
}

/**
 * Follows each section link twice, from the top of the page: by address (the browser's own jump,
 * as from a bookmark) and by clicking it in the header, behind the menu button where that is shown.
 */
async function landingProblems(page: Page, home: string, hashes: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const hash of hashes) {
    await backToTop(page);
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    const problem = await landing(page, hash);
    if (problem) problems.push(`${hash} from the address: ${problem}`);
  }

  const menuButton = page.locator("button.menu-button");
  for (const hash of hashes) {
    await backToTop(page);
    const viaMenu = await menuButton.isVisible();
    if (viaMenu) await menuButton.click();
    await page.locator(`.site-nav__link[href="${home}${hash}"]`).click();
    await page.waitForURL(`**/${hash}`);
    const how = viaMenu ? "from the menu" : "from the header";
    const problem = await landing(page, hash);
    if (problem) problems.push(`${hash} ${how}: ${problem}`);
    if (viaMenu && (await menuButton.getAttribute("aria-expanded")) !== "false") {
      problems.push(`${hash} ${how}: the menu stayed open`);
    }
  }
  return problems;
}

/** The sweep, the skip link and the section links, for every locale in each of these modes. */
export function describeLayoutIn(site: Harness, modes: Mode[]): void {
  for (const [rowTitle, locale] of rowsOf(SITE_LOCALES, "layout in $englishName")) {
    test.describe(rowTitle, () => {
      const paths = localePages([locale]).map(({ path }) => path);

      for (const [rowTitle, mode] of rowsOf(modes, "in $name")) {
        test.describe(rowTitle, () => {
          const widths = widthsOf(locale, mode);
          for (const [title, path] of rowsOf(
            paths,
            `%s has one header row, no overflow, clipping or overlapping text, and big enough targets at ${widths.length} widths`,
          )) {
            test(title, async () => {
              const page = await openInMode(site, path, mode, widths[0]);
              expect(await sweep(page, mode.rules, widths)).toEqual([]);
              await page.close();
            });
          }

          test("the focused skip link is at least 24×24 px and inside a 320 px viewport", async () => {
            const page = await openInMode(site, locale.home, mode);
            await page.keyboard.press("Tab");
            const skip = await page.evaluate(() => {
              const focused = document.activeElement;
              const rect = focused?.getBoundingClientRect();
              return {
                isSkipLink: focused?.matches(".skip-link") ?? false,
                rect: rect && {
                  left: rect.left,
                  top: rect.top,
                  right: rect.right,
                  bottom: rect.bottom,
                },
                viewport: {
                  width: document.documentElement.clientWidth,
                  height: window.innerHeight,
                },
              };
            });
            expect(skip.isSkipLink).toBe(true);
            const { left = 0, top = 0, right = 0, bottom = 0 } = skip.rect ?? {};
            expect(right - left).toBeGreaterThanOrEqual(24);
            expect(bottom - top).toBeGreaterThanOrEqual(24);
            expect(left).toBeGreaterThanOrEqual(0);
            expect(top).toBeGreaterThanOrEqual(0);
            expect(right).toBeLessThanOrEqual(skip.viewport.width);
            expect(bottom).toBeLessThanOrEqual(skip.viewport.height);
            await page.close();
          });

          // Only the header's size decides where a section lands, and 200% text and text spacing keep
          // it at its designed height (the sweep checks that), so the jumps are tried in the colour
          // modes. One page, resized, for all the widths: a page load costs more than the jumps.
          if (!landsIn(locale, mode)) return;
          test(`section links land just below the header at ${KEY_WIDTHS.join(", ")} px, from the address and from the header`, async () => {
            const page = await openInMode(site, locale.home, mode);
            const hashes = await sectionHashes(page, locale.home);
            expect(hashes.length).toBeGreaterThan(0);
            const problems: string[] = [];
            for (const width of KEY_WIDTHS) {
              await page.setViewportSize({ width, height: SWEEP_HEIGHT });
              const found = await landingProblems(page, locale.home, hashes);
              problems.push(...found.map((problem) => `at ${width} px, ${problem}`));
            }
            expect(problems).toEqual([]);
            await page.close();
          });
        });
      }
    });
  }
}

/** Where a locale's longer "Login to Chat" shows whole, if not from 22.5em (header.css). */
const FULL_LABEL_EM: Partial<Record<LocaleCode, number>> = { de: 33, ar: 31 };

/**
 * Where the bar holds the links and the language switch but is still narrow (48em to 64em), the
 * locales whose words are longer give way more (header.css): German and Arabic show the logo
 * without the name, and German's button says "Anmelden" alone.
 */
const NARROW_BAR_HIDES: Partial<Record<LocaleCode, { name: boolean; toChat: boolean }>> = {
  de: { name: true, toChat: true },
  ar: { name: true, toChat: false },
};

/**
 * The designer's order of what gives way in the header (README, "Look and layout"), at every
 * width of the sweep and at both text sizes: the breakpoints are in em, so at 200 % text each
 * step comes at twice the width.
 */
const HEADER_MODES = MODES.filter(({ name }) => name === "light" || name === "200% text size");

export function describeHeaderFit(site: Harness): void {
  for (const [rowTitle, locale] of rowsOf(SITE_LOCALES, "the header in $englishName")) {
    test.describe(rowTitle, () => {
      // Reading what is shown is quick: the light mode's widths, at both text sizes.
      const widths = widthsOf(locale, MODES[0] as Mode);
      for (const [title, mode] of rowsOf(
        HEADER_MODES,
        `in $name shows the name, the links and the whole button label exactly where the design says, at ${widths.length} widths`,
      )) {
        test(title, async () => {
          const page = await openInMode(site, locale.home, mode, widths[0]);
          const wrong: string[] = [];
          for (const width of widths) {
            await page.setViewportSize({ width, height: SWEEP_HEIGHT });
            const shown = await page.evaluate(() => {
              // Seen: laid out larger than the 1 px of visually hidden text, and not hidden (the
              // closed menu is laid out, unseen, below 48em: header.css).
              const visible = (selector: string) => {
                const element = document.querySelector(selector);
                const rect = element?.getBoundingClientRect();
                return (
                  !!element?.checkVisibility({ visibilityProperty: true }) &&
                  !!rect &&
                  rect.width > 1 &&
                  rect.height > 1
                );
              };
              const em =
                window.innerWidth / parseFloat(getComputedStyle(document.documentElement).fontSize);
              return {
                em,
                name: visible(".brand__name"),
                toChat: visible(".site-header__cta-more"),
                login: visible(".site-header__cta"),
                links: visible(".site-nav__link"),
                menuButton: visible(".menu-button"),
              };
            });
            const { em, ...actual } = shown;
            const narrowBar = em >= 48 && em < 64 ? NARROW_BAR_HIDES[locale.code] : undefined;
            const expected = {
              name: em >= 30 && !narrowBar?.name,
              toChat: em >= (FULL_LABEL_EM[locale.code] ?? 22.5) && !narrowBar?.toChat,
              login: true,
              links: em >= 48,
              menuButton: em < 48,
            };
            if (JSON.stringify(actual) !== JSON.stringify(expected)) {
              wrong.push(`at ${width} px (${em}em): ${JSON.stringify(actual)}`);
            }
          }
          expect(wrong).toEqual([]);
          await page.close();
        });
      }
    });
  }
}
