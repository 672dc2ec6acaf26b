import type { Locator, Page } from "@playwright/test";

import { holdPageScript, setupBrowserSuite } from "./support/harness";
import { ENGLISH, SWEPT_LOCALES, VIEWPORTS } from "../scripts/shared/sitePages";
import type { SiteLocale } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const site = setupBrowserSuite();

/** Presses Tab until the focused element matches, as a keyboard user does. */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const menuLinks = (page: Page, locale: SiteLocale = ENGLISH) =>
  page.getByRole("navigation", { name: locale.strings.mainNav, exact: true }).getByRole("listitem");

/** A link as the page has it: its words and address follow the content, not this file. */
const linkFacts = (link: Locator) =>
  link.evaluate((a) => ({
    text: a.textContent ?? "",
    hash: new URL((a as HTMLAnchorElement).href).hash,
  }));

/** The menu's first link, whatever it leads to. */
const firstMenuLink = (page: Page) => linkFacts(page.locator("#site-menu a").first());

/** The menu's first link to a section of the page (a language link may come before it). */
const SECTION_LINK = '#site-menu a[href*="#"]';

const endsWith = (hash: string) => new RegExp(`${hash}$`);

test.describe("mobile menu at 375 px, keyboard only", () => {
  test("opens with Enter, closes with Escape and gives focus back to the button", async () => {
    const page = await site.open("/", { viewport: VIEWPORTS.phone });
    const button = page.getByRole("button", { name: "Menu" });
    expect(await button.isVisible()).toBe(true);
    expect(await menuLinks(page).first().isVisible()).toBe(false);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    const controls = await button.getAttribute("aria-controls");
    await expect(page.locator(`#${controls}`).count()).resolves.toBe(1);

    await tabTo(page, "button.menu-button");
    await page.keyboard.press("Enter");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(await menuLinks(page).first().isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await menuLinks(page).first().isVisible()).toBe(false);
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain(
      "menu-button",
    );
    await page.close();
  });

  test("closes when a link is chosen with the keyboard, and goes to that section", async () => {
    const page = await site.open("/", { viewport: VIEWPORTS.phone });
    const button = page.getByRole("button", { name: "Menu" });
    await tabTo(page, "button.menu-button");
    await page.keyboard.press("Enter");
    await tabTo(page, SECTION_LINK);
    const first = await linkFacts(page.locator(SECTION_LINK).first());
    expect(first.hash).not.toBe("");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      first.text,
    );
    await page.keyboard.press("Enter");
    await page.waitForURL(endsWith(first.hash));
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await menuLinks(page).first().isVisible()).toBe(false);
    await page.close();
  });
});

test.describe("the closed menu at 375 px", () => {
  test("lays the closed menu out as it opens, unseen, out of reach and out of the page's flow", async () => {
    const page = await site.open("/", { viewport: VIEWPORTS.phone });
    const facts = () =>
      page.$$eval("#site-menu a", (links) =>
        links.map((link) => {
          const { x, y, width, height } = link.getBoundingClientRect();
          return {
            section: link.classList.contains("site-nav__link"),
            box: [x, y, width, height].map(Math.round),
            seen: link.checkVisibility({ visibilityProperty: true }),
          };
        }),
      );
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const closed = await facts();
    const heightClosed = await pageHeight();
    expect(closed.filter(({ section }) => section).length).toBeGreaterThan(0);
    expect(closed.some(({ seen }) => seen)).toBe(false);
    // Out of reach: no link of the closed menu is a link to a screen reader or the Tab key.
    await expect(
      page.getByRole("link").evaluateAll((links) => links.some((l) => l.closest("#site-menu"))),
    ).resolves.toBe(false);
    await page.locator("button.menu-button").click();
    const open = await facts();
    expect(open.every(({ seen }) => seen)).toBe(true);
    // Laid out before the first tap as it is shown, so that tap has no text to lay out: every link
    // has the size it is shown at, the section links the very place (the languages come a rule
    // lower when open: language-switch.css).
    const size = ({ box }: { box: number[] }) => box.slice(2);
    expect(closed.map(size)).toEqual(open.map(size));
    const sections = (links: typeof open) => links.filter((l) => l.section).map(({ box }) => box);
    expect(sections(closed)).toEqual(sections(open));
    expect(await pageHeight()).toBe(heightClosed);
    await page.close();
  });
});

test.describe("navigation at 1280 px", () => {
  test("shows the links in the bar and no menu button", async () => {
    const page = await site.open("/", { viewport: VIEWPORTS.desktop });
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    expect(await menuLinks(page).first().isVisible()).toBe(true);
    await page.close();
  });
});

/**
 * Every locale, each in light and dark: the menu's words, its direction and its colours are the
 * locale's and the scheme's, and the popover must open at the first tap in all of them.
 */
const SCHEMES = ["light", "dark"] as const;
const TAPS = SWEPT_LOCALES.flatMap((locale) =>
  SCHEMES.map((colorScheme) => ({ locale, colorScheme, name: `${locale.home}, ${colorScheme}` })),
);

for (const [title, { locale, colorScheme }] of rowsOf(
  TAPS,
  "the menu of $name while the page is still loading (its script held back until run)",
)) {
  test.describe(title, () => {
    const menu = (page: Page) => page.locator("#site-menu");
    const isOpen = (page: Page) => menu(page).evaluate((list) => list.matches(":popover-open"));
    /** The button's expanded state as Chromium gives it to assistive technology. */
    async function announcedExpanded(page: Page): Promise<boolean | undefined> {
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", {
        nodeId: root.nodeId,
        selector: "button.menu-button",
      });
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId });
      const property = nodes[0]?.properties?.find(({ name }) => name === "expanded");
      await cdp.detach();
      return property?.value.value as boolean | undefined;
    }
    /** The page script writes aria-expanded (src/browser/enhanceHeader.ts); the HTML has none. */
    const expanded = (page: Page) =>
      page.locator("button.menu-button").getAttribute("aria-expanded");

    /**
     * The page as it is before its script has run (its HTML served without it), and what runs the
     * script then: the test decides when it runs, not a timer, so a busy machine cannot run it
     * early (or late).
     */
    async function loadWithScriptHeld(): Promise<{ page: Page; runScript: () => Promise<void> }> {
      const page = await site.newPage({
        viewport: VIEWPORTS.phone,
        hasTouch: true,
        isMobile: true,
        colorScheme,
        bypassCSP: true,
      });
      const runScript = await holdPageScript(page, site.origin() + locale.home);
      await page.goto(site.origin() + locale.home, { waitUntil: "domcontentloaded" });
      return { page, runScript };
    }

    test("opens at the first tap, closes on Escape with focus back, before its script has run", async () => {
      const { page } = await loadWithScriptHeld();
      const button = page.locator("button.menu-button");

      await button.tap();
      expect(await isOpen(page)).toBe(true);
      expect(await menuLinks(page, locale).first().isVisible()).toBe(true);
      // The browser itself reports the button as expanded while no script has written it.
      await expect(announcedExpanded(page)).resolves.toBe(true);
      expect(await expanded(page)).toBeNull();

      // Into the menu with the keyboard, then Escape: closed, and focus is back on the button.
      await button.focus();
      await page.keyboard.press("Tab");
      const first = await firstMenuLink(page);
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        first.text,
      );
      await page.keyboard.press("Escape");
      expect(await isOpen(page)).toBe(false);
      expect(await menuLinks(page, locale).first().isVisible()).toBe(false);
      await expect(page.evaluate(() => document.activeElement?.className)).resolves.toContain(
        "menu-button",
      );
      await expect(announcedExpanded(page)).resolves.toBe(false);
      expect(await expanded(page)).toBeNull();
      await page.close();
    });

    test("stays open when its script runs after a tap, and the script's aria-expanded agrees", async () => {
      const { page, runScript } = await loadWithScriptHeld();
      const button = page.locator("button.menu-button");
      await button.tap();
      expect(await isOpen(page)).toBe(true);
      expect(await expanded(page)).toBeNull();

      await runScript();
      expect(await isOpen(page)).toBe(true);
      await expect(expanded(page)).resolves.toBe("true");
      await expect(announcedExpanded(page)).resolves.toBe(true);

      await page.keyboard.press("Escape");
      expect(await isOpen(page)).toBe(false);
      await expect(expanded(page)).resolves.toBe("false");
      // And the enhanced menu works as before: open, choose a link, closed.
      await button.tap();
      await expect(expanded(page)).resolves.toBe("true");
      const section = page.locator(SECTION_LINK).first();
      const first = await linkFacts(section);
      expect(first.hash).not.toBe("");
      await section.tap();
      await page.waitForURL(endsWith(first.hash));
      expect(await isOpen(page)).toBe(false);
      await expect(expanded(page)).resolves.toBe("false");
      await page.close();
    });
  });
}
