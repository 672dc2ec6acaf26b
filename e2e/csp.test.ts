import type { Page } from "@playwright/test";

import { SHARED_POLICY } from "../src/postbuild/securityHeaders";
import { fill } from "../src/i18n/fill";
import { scrollThrough, setupBrowserSuite, pageScriptRan } from "./support/harness";
import {
  content,
  ENGLISH,
  NOT_FOUND_PATH,
  SEED_PAGES,
  SITE_LOCALES,
  SWEPT_LOCALES,
  VIEWPORTS,
} from "../scripts/shared/sitePages";
import type { SiteLocale } from "../scripts/shared/sitePages";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

// The build on Cloudflare's own runtime (workerd, `wrangler pages dev`), headers and 404s as
// Cloudflare Pages serves them. This is where every page is loaded in a browser on that runtime;
// hosts.test.ts does so on Netlify's, and checks what both hosts send.
const site = setupBrowserSuite({ host: "cloudflare" });

type Violations = { __violations?: string[] };

type Visit = {
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS];
  colorScheme: "light" | "dark";
};

/** A fresh page that records every policy violation and console error from its first load on. */
async function watchedPage({ viewport, colorScheme }: Visit) {
  const page = await site.newPage({ viewport, colorScheme });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const list = ((window as Violations).__violations ??= []);
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  const violations = () => page.evaluate(() => (window as Violations).__violations ?? []);
  return { page, problems, violations };
}

/** The header's link home, named as the locale names it ("Octopus – Startseite"). */
const homeLink = (page: Page, locale: SiteLocale) =>
  page.getByRole("banner").getByRole("link", {
    name: fill(locale.strings.homeLabel, { product: content.site.productName }),
  });

/** Opens the phone's menu, and sees it open. */
async function openMenu(page: Page, locale: SiteLocale) {
  const button = page.getByRole("button", { name: locale.strings.menu, exact: true });
  await button.click();
  await expect(page.locator("#site-menu")).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
}

/**
 * Opens the menu on a phone, then goes to the locale's home page by its link and reads it to the
 * end, so that its cards enter as they scroll into view (the other pages have nothing that waits
 * for a scroll).
 */
async function useThenGoHome(page: Page, phone: boolean, locale: SiteLocale) {
  if (phone) {
    await openMenu(page, locale);
    await page.keyboard.press("Escape");
  }
  // The home page loads in full: its script and the entrance's chunk must pass the policy too.
  await homeLink(page, locale).click();
  await page.waitForURL(`${site.origin()}${locale.home}`);
  await scrollThrough(page);
  expect(await page.locator("main section.card-section li").count()).toBeGreaterThan(4);
}

/**
 * From the locale's home page, the phone menu's language switch, which loads the other language's
 * home page as a new document: that document too with zero violations.
 */
async function switchLanguage(page: Page, locale: SiteLocale, violations: () => Promise<string[]>) {
  const other = SITE_LOCALES.find(({ code }) => code !== locale.code) ?? locale;
  await openMenu(page, locale);
  await page.locator(`#site-menu a.site-nav__language[hreflang="${other.code}"]`).click();
  // Between the two documents there is a moment with no root element: the check survives it.
  await page.waitForFunction((code) => document.documentElement?.lang === code, other.code);
  expect(new URL(page.url()).pathname).toBe(other.home);
  await expect(violations()).resolves.toEqual([]);
}

/**
 * Every page of every locale has its own inline script and style hashes in its own <meta> policy.
 * English is tried at both widths in light; each translation on a phone (the menu opens
 * there, and nothing the policy governs depends on the width) in dark, so both schemes are seen.
 */
const visits = (locale: SiteLocale): Array<[string, Visit]> =>
  locale.code === ENGLISH.code
    ? Object.entries(VIEWPORTS).map(([name, viewport]) => [
        name,
        { viewport, colorScheme: "light" },
      ])
    : [["phone", { viewport: VIEWPORTS.phone, colorScheme: "dark" }]];

for (const [rowTitle, locale] of rowsOf(
  SWEPT_LOCALES,
  "the Content-Security-Policy in $englishName",
)) {
  test.describe(rowTitle, () => {
    for (const [rowTitle, name, visit] of rowsOf(visits(locale), "at %s")) {
      test.describe(rowTitle, () => {
        for (const [title, path] of rowsOf(
          SEED_PAGES.map(locale.localize),
          "%s works with zero violations",
        )) {
          test(title, async () => {
            const { page, problems, violations } = await watchedPage(visit);
            // "load" is enough: the record is read once the page has been used, so a violation
            // after the load counts too.
            const response = await page.goto(site.origin() + path, { waitUntil: "load" });
            expect(response?.status()).toBe(200);
            expect(response?.headers()["content-security-policy"]).toBe(SHARED_POLICY);
            const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
            const policy = (await meta.getAttribute("content")) ?? "";
            expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
            expect(policy).not.toMatch(/'unsafe-(inline|hashes|eval)'/);

            await pageScriptRan(page, { serverOutput: site.serverOutput });
            await useThenGoHome(page, name === "phone", locale);
            await expect(violations()).resolves.toEqual([]);
            // Every test ends on the locale's home page: the switch is tried there once a locale.
            if (name === "phone" && path === locale.home) {
              await switchLanguage(page, locale, violations);
            }
            expect(problems).toEqual([]);
            await page.close();
          });
        }

        // The host answers a path no page has with the nearest 404.html and the headers of `/*`,
        // as it does every page: the page's own <meta> policy holds its hashes there too.
        test("an unknown path gets the locale's 404 page, under its <meta> policy, with zero violations", async () => {
          const notFoundPath = locale.localize(NOT_FOUND_PATH);
          const { page, problems, violations } = await watchedPage(visit);
          const missing = new Set<string>();
          page.on("response", (answer) => {
            if (answer.status() === 404) missing.add(new URL(answer.url()).pathname);
          });
          // Everything the load asks for has been answered or refused before the record is read and
          // then cleared (below), so that nothing the load did is cleared unseen.
          const response = await page.goto(site.origin() + notFoundPath, {
            waitUntil: "networkidle",
          });
          expect(response?.status()).toBe(404);
          expect(response?.headers()["content-security-policy"]).toBe(SHARED_POLICY);
          expect(response?.headers()["x-frame-options"]).toBe("DENY");
          const heading = page.getByRole("heading", { level: 1 });
          await expect(heading.textContent()).resolves.toBe(locale.strings.notFoundTitle);
          const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
          const policy = (await meta.getAttribute("content")) ?? "";
          expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
          expect(policy).toMatch(/style-src 'self' 'sha256-/);
          expect(policy).not.toMatch(/'unsafe-|frame-ancestors/);
          // Before any script or stylesheet of the page, or it would not govern them.
          const before = await meta.evaluate((element) => {
            const all = [...document.querySelectorAll("script, style, link, meta")];
            return all.slice(0, all.indexOf(element)).map((el) => el.outerHTML.slice(0, 40));
          });
          expect(before.filter((tag) => /^<(script|style|link)/.test(tag))).toEqual([]);

          // A request the meta policy forbids is refused, so the policy is in force, not just present.
          await page.evaluate(() => {
            const style = document.createElement("div");
            style.innerHTML = '<i style="color:red"></i>';
            document.body.append(style);
          });
          await expect(violations()).resolves.toEqual(["style-src-attr blocked inline"]);
          await page.evaluate(() => ((window as Violations).__violations = []));
          problems.length = 0;

          // Still the locale's 404 page once its script ran, at the address the visitor asked for:
          // no script may swap in another locale's page, nor "correct" the address to 404.html.
          await pageScriptRan(page, { serverOutput: site.serverOutput });
          await expect(heading.textContent()).resolves.toBe(locale.strings.notFoundTitle);
          expect(new URL(page.url()).pathname).toBe(notFoundPath);
          await useThenGoHome(page, name === "phone", locale);
          await expect(violations()).resolves.toEqual([]);
          // Nothing missing but the page itself: no runtime looks for page data.
          expect([...missing].sort()).toEqual([notFoundPath]);
          expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
          await page.close();
        });
      });
    }
  });
}

test.describe("Gatsby's runtime, which the build takes out", () => {
  test("is not published: its script slice, bundles and page data answer 404", async () => {
    const page = await site.newPage({ viewport: VIEWPORTS.desktop });
    for (const path of ["/_gatsby/slices/_gatsby-scripts-1.html", "/page-data/app-data.json"]) {
      const response = await page.goto(`${site.origin()}${path}`);
      expect(response?.status()).toBe(404);
    }
    await page.close();
  });
});

test.describe("Gatsby's focus wrapper, styled by the stylesheet", () => {
  test("is served without a style attribute, and focuses without a ring", async () => {
    const page = await site.open("/terms", { viewport: VIEWPORTS.desktop });
    const wrapper = page.locator("#gatsby-focus-wrapper");
    await expect(wrapper.getAttribute("style")).resolves.toBeNull();
    // Keyboard first, so that the wrapper's focus counts as :focus-visible.
    await page.keyboard.press("Tab");
    const looks = await wrapper.evaluate((element: HTMLElement) => {
      element.focus();
      return {
        focused: document.activeElement === element,
        outline: getComputedStyle(element).outlineStyle,
      };
    });
    expect(looks).toEqual({ focused: true, outline: "none" });
    await page.close();
  });
});
