import type { Page } from "@playwright/test";

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
import type { LayoutRules } from "./layout";
import {
  ENGLISH,
  SITE_LOCALES,
  SPECIMEN_PAGE,
  SWEPT_LOCALES,
  templatePages,
} from "../../scripts/shared/sitePages";
import type { SiteLocale } from "../../scripts/shared/sitePages";
import { expect, test } from "./test";
import { rowsOf } from "./each";
import { atEachWidth } from "./viewport";

/**
 * The layout suites: WCAG layout invariants (1.4.4 resize text, 1.4.10 reflow, 1.4.12 text
 * spacing, 2.5.8 target size), measured from geometry at every width from 320 to 1920 px, in every
 * mode a visitor may see the site in. Every mode is one a loaded page takes in place (emulated
 * media, the browser's font-size setting, a reader's stylesheet), so each page is loaded once and
 * seen in every mode in turn: each mode is switched on and proven on, measured, then switched off
 * and the page proven as it was loaded (AsLoaded) before the next, as a fresh page would be.
 * The layout (layout.test.ts) is a test per page and group of modes, the header's order of giving
 * way (header-fit.test.ts) a test per locale, which the two workers share.
 */

/** One way a visitor may see the site. */
export type Mode = {
  name: string;
  /** Switches the mode on in a loaded page, proves it took effect, and returns its undoing. */
  enter: (page: Page) => Promise<() => Promise<void>>;
  rules: LayoutRules;
  /** Whether the section links are tried in this mode (they only depend on the header's size). */
  landings: boolean;
};

/** The usual text-spacing bookmarklet: exactly the minimums WCAG 1.4.12 says text must survive. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * The media a page is loaded with, and goes back to after each mode. Reduced motion in every
 * mode: the cards' scroll entrance would otherwise still be moving (and transparent) while they
 * are measured, and section links would scroll smoothly.
 */
const AS_LOADED_MEDIA = {
  colorScheme: "light",
  forcedColors: "none",
  reducedMotion: "reduce",
} as const;

/** Chromium's default font sizes, which `open` proves a page is loaded with. */
const BROWSER_FONT_SIZES = { standard: 16, fixed: 13 };

/** The narrowest width of the sweep, where a page opens and is compared with itself as loaded. */
const NARROWEST = SWEEP_WIDTHS[0] ?? 320;

const DESIGNED = { headerHeight: { min: HEADER_HEIGHT, max: HEADER_HEIGHT } };

/** Proves a media query the mode emulates matches, so a mode can never silently test nothing. */
async function expectMedia(page: Page, query: string) {
  await expect(page.evaluate((q) => matchMedia(q).matches, query)).resolves.toBe(true);
}

type Media = NonNullable<Parameters<Page["emulateMedia"]>[0]>;

/** A mode of emulated media: `media` over the loaded media, proven by `query`. */
const emulating = (media: Media, query: string) => async (page: Page) => {
  await page.emulateMedia({ ...AS_LOADED_MEDIA, ...media });
  await expectMedia(page, query);
  return () => page.emulateMedia(AS_LOADED_MEDIA);
};

/**
 * The browser's font-size setting, the one readers change: rem and em media queries follow it, as
 * they would not follow zoom emulation or a CSS override.
 */
async function setFontSizes(page: Page, fontSizes: typeof BROWSER_FONT_SIZES) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes });
  await cdp.detach();
}

/**
 * The font sizes the page is drawn with: the root's (what rem is), a monospace text's at the
 * browser's size, and the em of media queries, which follows the browser's setting alone.
 */
const fontSizesOf = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.font = "medium monospace";
    document.body.append(probe);
    const monospace = getComputedStyle(probe).fontSize;
    probe.remove();
    return {
      root: getComputedStyle(document.documentElement).fontSize,
      monospace,
      mediaEm: [16, 32].find((px) => matchMedia(`(width: ${window.innerWidth / px}em)`).matches),
    };
  });

/** 200 % text: both of the browser's sizes doubled, proven in rem, monospace and media queries. */
async function doubleTextSize(page: Page) {
  const { standard, fixed } = BROWSER_FONT_SIZES;
  await setFontSizes(page, { standard: standard * 2, fixed: fixed * 2 });
  await expect(fontSizesOf(page)).resolves.toEqual({
    root: `${standard * 2}px`,
    monospace: `${fixed * 2}px`,
    mediaEm: standard * 2,
  });
  return () => setFontSizes(page, BROWSER_FONT_SIZES);
}

/** WCAG 1.4.12's overrides, proven applied; undone by taking the stylesheet out again. */
async function spaceText(page: Page) {
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  await expect(page.evaluate(() => getComputedStyle(document.body).letterSpacing)).resolves.toBe(
    `${+(fontSize * 0.12).toFixed(2)}px`,
  );
  return async () => {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
    await style.dispose();
  };
}

/** The colour modes: the section links are followed in these. */
export const COLOUR_MODES: Mode[] = [
  {
    name: "light",
    enter: emulating({ colorScheme: "light" }, "(prefers-color-scheme: light)"),
    rules: DESIGNED,
    landings: true,
  },
  {
    name: "dark",
    enter: emulating({ colorScheme: "dark" }, "(prefers-color-scheme: dark)"),
    rules: DESIGNED,
    landings: true,
  },
  {
    name: "forced colors",
    enter: emulating({ forcedColors: "active" }, "(forced-colors: active)"),
    rules: DESIGNED,
    landings: true,
  },
];

/** Larger text and wider spacing, which a reader sets, in light: the header keeps its height. */
export const TEXT_MODES: Mode[] = [
  { name: "200% text size", enter: doubleTextSize, rules: DESIGNED, landings: false },
  { name: "WCAG 1.4.12 text spacing", enter: spaceText, rules: DESIGNED, landings: false },
  {
    name: "200% text size with text spacing",
    enter: async (page) => {
      const undouble = await doubleTextSize(page);
      const unspace = await spaceText(page);
      return async () => {
        await unspace();
        await undouble();
      };
    },
    rules: DESIGNED,
    landings: false,
  },
];

/**
 * The widths each locale is swept at in each mode (README, "Tests"), to stay within CI's time:
 * - dark and forced colours, whose geometry is light's (they change colours and outlines alone:
 *   src/styles/colourSchemes.test.ts, src/styles/forcedColors.test.ts): the edge widths, in every
 *   locale;
 * - English, the source: every width of the sweep in every other mode;
 * - a right-to-left locale, whose mirrored layout is a layout of its own: every width in light,
 *   the edge widths in the other modes;
 * - the others, whose layout is English's with longer or unspaced words: the edge widths
 *   (EDGE_WIDTHS, the key widths and both sides of every breakpoint at 100 and 200 % text),
 *   where a longer word breaks a layout first, as the German footer and header did.
 */
export const MODES = [...COLOUR_MODES, ...TEXT_MODES];

const widthsOf = (locale: SiteLocale, mode: Mode): readonly number[] => {
  // Light's geometry is measured at every width; dark's and forced colours' own are the edges.
  if (mode.name === "dark" || mode.name === "forced colors") return EDGE_WIDTHS;
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

/** What a mode or a check may change in a page, read at the narrowest width. */
async function stateOf(page: Page) {
  await page.setViewportSize({ width: NARROWEST, height: SWEEP_HEIGHT });
  const media = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const queries = [
      "(prefers-color-scheme: dark)",
      "(forced-colors: active)",
      "(prefers-reduced-motion: reduce)",
    ];
    const root = document.documentElement;
    const body = getComputedStyle(document.body);
    return {
      media: queries.filter((query) => matchMedia(query).matches),
      language: [root.lang, root.dir],
      spacing: [body.lineHeight, body.letterSpacing, body.wordSpacing],
      styleSheets: document.styleSheets.length,
      // The whole layout in one figure: any text laid out differently moves the page's end.
      height: root.scrollHeight,
      scrollY: window.scrollY,
      url: location.href,
      target: document.querySelector(":target")?.id ?? null,
      focused: document.activeElement?.tagName ?? null,
      menuOpen: document.querySelector(".site-nav__links:popover-open") !== null,
    };
  });
  return { ...media, fontSizes: await fontSizesOf(page) };
}

/** A page as loaded, to compare it with after each mode. */
export type AsLoaded = Awaited<ReturnType<typeof stateOf>>;

/**
 * Back to where a visitor arrives: at the top, nothing focused, no section targeted, and the next
 * Tab going to the page's first link.
 * - Blurring alone would leave the next Tab to go on from the element last focused: focusing
 *   Gatsby's focus wrapper, which holds the whole page and is focusable for the router's focus
 *   management, and blurring it starts the next Tab from the page's beginning again.
 * - Only a jump clears :target: after the section links, the jump to "#top", the top of the page
 *   where no element has that id (HTML's "scroll to the fragment"). It renders the page again,
 *   as their jumps did (describeLayoutIn), so it is made only where they were.
 */
async function backToArrival(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    if (document.querySelector(":target")) location.hash = "top";
    history.replaceState(history.state, "", location.pathname);
    const wrapper = document.getElementById("gatsby-focus-wrapper");
    if (!wrapper) throw new Error("The page has no #gatsby-focus-wrapper to start Tab from.");
    wrapper.focus({ preventScroll: true });
    wrapper.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/**
 * Opens a page at the narrowest width, in light with the browser's text size, and proves it so.
 * With it comes the page as loaded (and `prepare`d), which every mode must leave it as (inMode).
 */
export async function open(
  site: Harness,
  path: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ page: Page; loaded: AsLoaded }> {
  const page = await site.open(path, {
    ...AS_LOADED_MEDIA,
    // The text-spacing overrides stand for a reader's own stylesheet, which no page's policy
    // governs; the 404 page's <meta> CSP would refuse them as an injected <style>.
    bypassCSP: true,
    viewport: { width: NARROWEST, height: SWEEP_HEIGHT },
  });
  await prepare?.(page);
  const loaded = await stateOf(page);
  // What the modes undo back to, proven here: light, reduced motion, the browser's text size.
  expect(loaded.media).toEqual(["(prefers-reduced-motion: reduce)"]);
  expect(loaded.fontSizes).toEqual({
    root: `${BROWSER_FONT_SIZES.standard}px`,
    monospace: `${BROWSER_FONT_SIZES.fixed}px`,
    mediaEm: BROWSER_FONT_SIZES.standard,
  });
  expect(loaded.focused).toBe("BODY");
  return { page, loaded };
}

/** Runs `check` in the mode, then switches it off and proves the page is as loaded again. */
export async function inMode(
  page: Page,
  loaded: AsLoaded,
  mode: Mode,
  check: () => Promise<void>,
): Promise<void> {
  const leave = await mode.enter(page);
  await check();
  await leave();
  await backToArrival(page);
  // Polled: after the section links, Gatsby's Head puts <html lang dir> back a moment later.
  await expect
    .poll(() => stateOf(page), { message: `the page after ${mode.name}, as it was loaded` })
    .toEqual(loaded);
}

/** Resizes the page to each width in turn and collects what is wrong at each. */
export async function sweep(page: Page, rules: LayoutRules, widths: readonly number[]) {
  const found = await atEachWidth(page, SWEEP_HEIGHT, widths, findLayoutProblems, {
    ...rules,
    frames: 0,
  });
  return summarize(found.map(({ width, result }) => ({ width, findings: result })));
}

/** What is wrong with the skip link that the first Tab focuses in a 320 px viewport. */
async function skipLinkProblems(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: NARROWEST, height: SWEEP_HEIGHT });
  await page.keyboard.press("Tab");
  const skip = await page.evaluate(() => {
    const focused = document.activeElement;
    const { left, top, right, bottom } = focused?.getBoundingClientRect() ?? new DOMRect();
    return {
      focused: focused?.outerHTML.slice(0, 80) ?? "nothing",
      isSkipLink: focused?.matches(".skip-link") ?? false,
      rect: { left, top, right, bottom },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    };
  });
  if (!skip.isSkipLink) return [`the first Tab focused ${skip.focused}, not the skip link`];
  const { rect, viewport } = skip;
  const problems: string[] = [];
  if (rect.right - rect.left < 24 || rect.bottom - rect.top < 24) {
    problems.push(`it is ${rect.right - rect.left}×${rect.bottom - rect.top} px, under 24×24`);
  }
  if (
    rect.left < 0 ||
    rect.top < 0 ||
    rect.right > viewport.width ||
    rect.bottom > viewport.height
  ) {
    problems.push(
      `it spans ${JSON.stringify(rect)}, outside the ${viewport.width}×${viewport.height} px viewport`,
    );
  }
  return problems;
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

/**
 * The section links followed at the key widths. One page, resized, for all the widths: a page
 * load costs more than the jumps.
 */
async function allLandingProblems(page: Page, home: string): Promise<string[]> {
  const hashes = await sectionHashes(page, home);
  expect(hashes.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const width of KEY_WIDTHS) {
    await page.setViewportSize({ width, height: SWEEP_HEIGHT });
    const found = await landingProblems(page, home, hashes);
    problems.push(...found.map((problem) => `at ${width} px, ${problem}`));
  }
  return problems;
}

/** What the sweep checks, as the tests' titles say it. */
export const SWEEP_CHECKS =
  "has one header row, no overflow, clipping or overlapping text, pictures in proportion and big enough targets";

/** Widths a test sweeps the specimen at, at most: a third of the full sweep. */
const SPECIMEN_RUN = 36;

/**
 * The widths of a page's sweep in a mode, a test each: all of them, or for the specimen runs of
 * at most SPECIMEN_RUN widths. With every block at its limits the specimen is some 18,000 px tall
 * at 320 px, and its 105 widths at 200 % text ran a test past its minute beside a second suite
 * (12 s alone).
 */
function runsOf(path: string, locale: SiteLocale, mode: Mode): Array<readonly number[]> {
  const widths = widthsOf(locale, mode);
  if (!path.endsWith(SPECIMEN_PAGE)) return [widths];
  const count = Math.ceil(widths.length / SPECIMEN_RUN);
  const size = Math.ceil(widths.length / count);
  return Array.from({ length: count }, (_, index) =>
    widths.slice(index * size, (index + 1) * size),
  );
}

/**
 * The sweep of every page of every locale in every mode, with the home page's skip link in each
 * mode: a test, and one page load, per page and mode (or run of the specimen's widths); and the
 * home page's section links, where they are followed, a test per mode. A failure names its mode
 * and the sweep its widths.
 */
export function describeLayoutIn(site: Harness, modes: Mode[]): void {
  for (const [rowTitle, locale] of rowsOf(SWEPT_LOCALES, "layout in $englishName")) {
    test.describe(rowTitle, () => {
      for (const { path } of templatePages([locale])) {
        const home = path === locale.home;
        test.describe(path, () => {
          for (const mode of modes) {
            const runs = runsOf(path, locale, mode);
            for (const widths of runs) {
              const title =
                runs.length === 1
                  ? `in ${mode.name} at ${widths.length} widths ${SWEEP_CHECKS}`
                  : `in ${mode.name} at ${widths.length} widths, ${widths[0]} to ${widths.at(-1)} px, ${SWEEP_CHECKS}`;
              const skipLink =
                "its focused skip link is at least 24×24 px and inside a 320 px viewport";
              test(home ? `${title}; ${skipLink}` : title, async () => {
                const { page, loaded } = await open(site, path);
                await inMode(page, loaded, mode, async () => {
                  expect
                    .soft(await sweep(page, mode.rules, widths), `in ${mode.name}, the layout`)
                    .toEqual([]);
                  if (!home) return;
                  expect
                    .soft(await skipLinkProblems(page), `in ${mode.name}, the focused skip link`)
                    .toEqual([]);
                });
              });
            }
            // The section links in a test of their own, on a page of their own: with a sweep of
            // 105 widths they made a test that a busy machine ran past its minute. Every jump
            // renders the page again, and Gatsby's Head then takes <html lang dir> off and puts
            // them back, in the middle of which no sweep must measure.
            if (!home || !landsIn(locale, mode)) continue;
            test(`in ${mode.name}, section links land just below the header at ${KEY_WIDTHS.join(", ")} px, from the address and from the header`, async () => {
              const { page, loaded } = await open(site, path);
              await inMode(page, loaded, mode, async () => {
                expect
                  .soft(
                    await allLandingProblems(page, locale.home),
                    `in ${mode.name}, the section links`,
                  )
                  .toEqual([]);
              });
            });
          }
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

/** Where the header shows something other than the design says, at each of these widths. */
async function headerFitProblems(
  page: Page,
  locale: SiteLocale,
  widths: readonly number[],
): Promise<string[]> {
  const found = await atEachWidth(
    page,
    SWEEP_HEIGHT,
    widths,
    () => {
      // Seen: laid out larger than the 1 px of visually hidden text, and not hidden (the closed
      // menu is laid out, unseen, below 48em: header.css).
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
    },
    null,
  );
  const wrong: string[] = [];
  for (const { width, result } of found) {
    const { em, ...actual } = result;
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
  return wrong;
}

export function describeHeaderFit(site: Harness): void {
  for (const [rowTitle, locale] of rowsOf(SITE_LOCALES, "the header in $englishName")) {
    test.describe(rowTitle, () => {
      // Reading what is shown is quick: the light mode's widths, at both text sizes.
      const widths = widthsOf(locale, MODES[0] as Mode);
      for (const mode of HEADER_MODES) {
        test(`in ${mode.name} shows the name, the links and the whole button label exactly where the design says, at ${widths.length} widths`, async () => {
          const { page, loaded } = await open(site, locale.home);
          await inMode(page, loaded, mode, async () => {
            expect
              .soft(await headerFitProblems(page, locale, widths), `in ${mode.name}`)
              .toEqual([]);
          });
        });
      }
    });
  }
}
