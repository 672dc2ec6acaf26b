import { readFileSync, readdirSync, statSync } from "fs";
import path from "path";

import sharp from "sharp";
import matter from "gray-matter";
import type { Page } from "@playwright/test";

import { fill } from "../src/i18n/fill";
import { LOCALES, TRANSLATIONS, localizePath } from "../src/i18n/locales";
import type { LocaleCode } from "../src/i18n/locales";
import { UI_STRINGS } from "../src/i18n/strings";
import { pageHtml, pageImages, pageScript } from "./support/build-files";
import { holdPageScript, setupBrowserSuite } from "./support/harness";
import { HEADER_HEIGHT, findLayoutProblems, summarize } from "./support/layout";
import type { Finding } from "./support/layout";
import { content } from "../scripts/shared/sitePages";
import { PUBLIC_DIR } from "../scripts/shared/staticServer";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

/**
 * The site in every locale (issue 17): each page's language and direction, its alternates, its
 * own words only, the legal texts that stay English, and the Arabic layout mirrored.
 */

const LEGAL_DIR = path.resolve(__dirname, "../content/legal");
const read = (file: string) => readFileSync(path.join(PUBLIC_DIR, file), "utf8");
const json = <T>(file: string) => JSON.parse(read(file)) as T;
const localized = (locale: LocaleCode, name: string) =>
  json<Record<string, unknown>>(`../content/${locale}/${name}.json`);
const siteUrl = content.site.siteUrl;
const absolute = (locale: LocaleCode, page: string) => `${siteUrl}${localizePath(locale, page)}`;
const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];
/** One browser and server for the file's browser tests. */
const site = setupBrowserSuite();

for (const [rowTitle, { code, dir }] of rowsOf(LOCALES, "the home page in $englishName ($code)")) {
  test.describe(rowTitle, () => {
    const html = pageHtml(localizePath(code, "/"));
    const site = localized(code, "site") as { tagline: string; heroDescription: string };

    test("says its language and direction, and is in it", () => {
      expect(html).toMatch(new RegExp(`<html lang="${code}" dir="${dir}"`));
      const title = fill(UI_STRINGS[code].productTitle, {
        product: "Octopus",
        tagline: site.tagline,
      });
      expect(html).toContain(`${title}</title>`);
      // Versioned names ("GPT-4o") are each in a span that keeps them on one line (WholeNames).
      const text = html.replace(/<span class="whole-name">([^<]*)<\/span>/g, "$1");
      // As parse5 writes it after the build: an apostrophe as it is, where React wrote &#x27;.
      expect(text).toContain(site.heroDescription);
      expect(html).toContain(UI_STRINGS[code].sectionTitles.models);
    });

    test("links its canonical address and every language, with x-default, as hreflang", () => {
      expect(html).toContain(`<link rel="canonical" href="${absolute(code, "/")}"`);
      const alternates = tags(html, /<link rel="alternate"[^>]*>/g).map((tag) => [
        tag.match(/hrefLang="([^"]+)"/i)?.[1],
        tag.match(/href="([^"]+)"/)?.[1],
      ]);
      expect(alternates).toEqual([
        ...LOCALES.map((locale) => [locale.code, absolute(locale.code, "/")]),
        ["x-default", absolute("en", "/")],
      ]);
    });

    test("names its Open Graph locale and the others", () => {
      expect(tags(html, /<meta property="og:locale[^>]*>/g)).toHaveLength(LOCALES.length);
    });

    test("keeps the sections' ids, so shared links work in every language", () => {
      expect(html).toContain('id="ai-models"');
      expect(html).toContain('id="where-octopus-can-help"');
    });

    test("links the same page in every language, each named in itself", () => {
      const links = tags(html, /<nav class="language-links"[\s\S]*?<\/nav>/g)[0] ?? "";
      for (const locale of LOCALES) {
        expect(links).toContain(`href="${localizePath(locale.code, "/")}" lang="${locale.code}"`);
        expect(links).toContain(`>${locale.name}</a>`);
      }
      expect(links).toMatch(new RegExp(`lang="${code}"[^>]*aria-current="page"`));
    });

    test("ships its own language's words and no other's", () => {
      const html = pageHtml(localizePath(code, "/"));
      expect(html).toContain(`>${UI_STRINGS[code].skipLink}<`);
      for (const other of LOCALES.filter((locale) => locale.code !== code)) {
        expect(html).not.toContain(`>${UI_STRINGS[other.code].skipLink}<`);
      }
    });

    test("runs the same script as the English page", () => {
      expect(pageScript(localizePath(code, "/"))).toBe(pageScript("/"));
    });
  });
}

test.describe("the site's own words", () => {
  test("are in no script: each page has its language's in its HTML", () => {
    const scripts = readdirSync(PUBLIC_DIR).filter((file) => file.endsWith(".js"));
    for (const file of scripts) {
      const code = read(file);
      for (const { code: locale } of LOCALES) {
        expect({ file, locale, found: code.includes(UI_STRINGS[locale].skipLink) }).toEqual({
          file,
          locale,
          found: false,
        });
      }
    }
  });
});

for (const [title, { code }] of rowsOf(
  LOCALES.filter(({ code }) => code !== "en"),
  "the Terms of Use in $englishName ($code)",
)) {
  test.describe(title, () => {
    const html = pageHtml(localizePath(code, "/terms/"));

    test("has the page's words in its language and the English text marked as English", () => {
      expect(html).toMatch(new RegExp(`<html lang="${code}"`));
      expect(html).toContain(UI_STRINGS[code].englishGoverns);
      expect(html).toContain('<div class="legal__body" lang="en" dir="ltr">');
    });

    test("names the English page canonical, and no alternates", () => {
      expect(html).toContain(`<link rel="canonical" href="${absolute("en", "/terms/")}"`);
      expect(html).not.toContain('rel="alternate"');
    });
  });
}

for (const [rowTitle, { code, name }] of rowsOf(
  LOCALES.filter(({ code }) => code !== "en").flatMap((locale) =>
    ["terms", "privacy"].map((name) => ({ ...locale, name })),
  ),
  "the head of /$code/$name/, a text not yet translated",
)) {
  test.describe(rowTitle, () => {
    const html = pageHtml(localizePath(code, `/${name}/`));
    // Its title and description, translated alone (content/legal/<locale>/<name>.mdx, no text).
    const head = matter(readFileSync(path.join(LEGAL_DIR, code, `${name}.mdx`), "utf8"));
    const { title, description } = head.data as { title: string; description: string };
    const escaped = (text: string) => text.replace(/&/g, "&amp;");

    test("is in the page's language: title, description, link previews and heading", () => {
      expect(head.content.trim()).toBe("");
      expect(html).toContain(`>${escaped(title)} | Octopus</title>`);
      expect(html).toContain(`<meta name="description" content="${escaped(description)}"`);
      expect(html).toContain(`<meta property="og:title" content="${escaped(title)} | Octopus"`);
      expect(html).toContain(`<h1 class="legal__title">${escaped(title)}</h1>`);
    });

    test("shows the English text, marked as English, under the notice", () => {
      expect(html).toContain(UI_STRINGS[code].englishGoverns);
      expect(html).toContain('<div class="legal__body" lang="en" dir="ltr">');
    });
  });
}

test.describe("the sitemap", () => {
  test("gives each language's home page its alternates (build-output lists the pages)", () => {
    const sitemap = read("sitemap-0.xml");
    const german = sitemap.slice(sitemap.indexOf(`<loc>${siteUrl}/de/</loc>`));
    const entry = german.slice(0, german.indexOf("</url>"));
    for (const { code } of LOCALES) {
      expect(entry).toContain(`hreflang="${code}" href="${absolute(code, "/")}"`);
    }
    expect(entry).toContain(`hreflang="x-default" href="${absolute("en", "/")}"`);
  });
});

test.describe("the 404 page in every language", () => {
  for (const [title, { code }] of rowsOf(LOCALES, "$code: its words, and its policy in a <meta>")) {
    test(title, () => {
      const html = read(localizePath(code, "/404.html").slice(1));
      expect(html).toContain(UI_STRINGS[code].notFoundTitle);
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"/);
    });
  }
});

test.describe("in a browser", () => {
  test("mirrors the Arabic header: the name at the start (right), the button at the end", async () => {
    const page = await site.open("/ar/", { viewport: { width: 1280, height: 800 } });
    const box = async (selector: string) => {
      const found = await page.locator(selector).first().boundingBox();
      if (!found) throw new Error(`${selector} is not drawn`);
      return found;
    };
    const container = await box(".site-header__bar");
    const brand = await box(".brand");
    const cta = await box(".site-header__cta");
    expect(Math.abs(brand.x + brand.width - (container.x + container.width))).toBeLessThanOrEqual(
      24,
    );
    expect(Math.abs(cta.x - container.x)).toBeLessThanOrEqual(24);
    // One row: the header is as tall as the bar.
    expect((await box(".site-header")).height).toBeLessThanOrEqual(65);
  });

  for (const [title, route] of rowsOf(
    ["/de/", "/ja/", "/ar/"],
    "%s fits a 320 px phone: no sideways scroll, the header one row",
  )) {
    test(title, async () => {
      const page = await site.open(route, { viewport: { width: 320, height: 640 } });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const header = await page.locator(".site-header").boundingBox();
      expect(header?.height).toBeLessThanOrEqual(65);
    });
  }

  test("keeps GPT-4o on one line in the Japanese hero at every phone width (WholeNames)", async () => {
    const page = await site.open("/ja/", { viewport: { width: 320, height: 640 } });
    const lines: Record<number, number[]> = {};
    for (let width = 320; width <= 430; width += 5) {
      await page.setViewportSize({ width, height: 640 });
      // The lines the name's own characters are drawn on, however the markup wraps them.
      lines[width] = await page.evaluate(() => {
        const lead = document.querySelector(".hero__lead");
        const walker = document.createTreeWalker(lead ?? document.body, NodeFilter.SHOW_TEXT);
        const counts: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf("GPT-4o") ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + "GPT-4o".length);
          counts.push(new Set([...range.getClientRects()].map((rect) => rect.top)).size);
        }
        return counts;
      });
    }
    expect(Object.keys(lines)).toHaveLength(23);
    for (const [width, counts] of Object.entries(lines)) {
      expect({ width, counts }).toEqual({ width, counts: [1] });
    }
  });

  test("switches language with a plain link, without JavaScript", async () => {
    const page = await site.open("/terms/", {
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    await page
      .getByRole("navigation", { name: UI_STRINGS.en.language })
      .getByRole("link", { name: "Deutsch" })
      .click();
    await page.waitForURL(/\/de\/terms\/$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
  });
});

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

for (const [title, { code }] of rowsOf(LOCALES, "$englishName ($code): the app in its language")) {
  test.describe(title, () => {
    const html = pageHtml(localizePath(code, "/"));
    const site = localized(code, "site") as Record<string, string> & { tagline: string };
    const image = /<picture class="hero__screenshot">[\s\S]*?(<img [^>]*>)/.exec(html)?.[1] ?? "";

    test("shows its own app screenshot, as the hero is built: known size, loaded first", () => {
      const name = code === "en" ? "app-screenshot." : `app-screenshot.${code}.`;
      const candidates = pageImages(localizePath(code, "/")).filter((url) =>
        url.includes("app-screenshot"),
      );
      expect(candidates.length).toBeGreaterThanOrEqual(3);
      for (const url of candidates) expect(path.basename(url)).toMatch(new RegExp(`^${name}`));
      expect(attribute(image, "alt")).toBe(site.screenshotAlt);
      expect(attribute(image, "width")).toMatch(/^\d+$/);
      expect(attribute(image, "height")).toMatch(/^\d+$/);
      expect(attribute(image, "fetchpriority")).toBe("high");
      expect(html).toMatch(/<source type="image\/avif"/);
      expect(html).toMatch(/<source type="image\/webp"/);
    });

    // English's is the measure, so only a translation's can be over it.
    if (code !== "en") {
      test("weighs about what English's screenshot weighs, so the byte budgets hold", () => {
        const heaviest = (locale: LocaleCode) =>
          Math.max(
            ...pageImages(localizePath(locale, "/"))
              .filter((url) => url.includes("app-screenshot"))
              .map((url) => statSync(path.join(PUBLIC_DIR, url)).size),
          );
        expect(heaviest(code)).toBeLessThanOrEqual(heaviest("en") * 1.15);
      });
    }

    test("shares its own social card, described in its language", async () => {
      const og = tags(html, /<meta property="og:image(:alt)?" [^>]*>/g);
      const card = attribute(og[0] ?? "", "content") ?? "";
      // The build's 1200 × 630 JPEG of the language's own picture, without its metadata.
      const stem = code === "en" ? "social-card" : `social-card.${code}`;
      expect(card).toMatch(
        new RegExp(`^${siteUrl}/static/[0-9a-f]+/[0-9a-f]+/${stem.replace(".", "\\.")}\\.jpg$`),
      );
      const file = new URL(card).pathname;
      const picture = await sharp(path.join(PUBLIC_DIR, file)).metadata();
      expect([picture.format, picture.width, picture.height, picture.exif]).toEqual([
        "jpeg",
        1200,
        630,
        undefined,
      ]);
      expect(attribute(og[1] ?? "", "content")).toBe(site.socialImageAlt);
      expect(html).toContain(`<meta name="twitter:image" content="${siteUrl}${file}"`);
    });

    test("links its own web app manifest, named and started in its language", () => {
      const file = code === "en" ? "manifest.webmanifest" : `manifest_${code}.webmanifest`;
      const pages = [pageHtml(localizePath(code, "/")), pageHtml(localizePath(code, "/terms/"))];
      for (const page of [...pages, read(localizePath(code, "/404.html").slice(1))]) {
        const tag = tags(page, /<link rel="manifest"[^>]*>/g);
        expect(tag.map((link) => attribute(link, "href"))).toEqual([`/${file}`]);
      }
      const manifest = json<Record<string, string>>(file);
      const english = localized("en", "site") as { productName: string };
      expect(manifest).toMatchObject({
        lang: code,
        start_url: localizePath(code, "/"),
        name: fill(UI_STRINGS[code].productTitle, {
          product: english.productName,
          tagline: site.tagline,
        }),
        short_name: english.productName,
        description: site.description,
      });
    });
  });
}

test.describe("Netlify's _redirects", () => {
  /** The rules as Netlify reads them: the first whose pattern matches the path answers. */
  const rules = read("_redirects")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/));
  const answer = (requested: string) => {
    const rule = rules.find(([from]) =>
      new RegExp(`^${(from ?? "").replace(/\*/g, ".*")}$`).test(requested),
    );
    return { to: rule?.[1], status: rule?.[2] };
  };

  for (const [title, { code }] of rowsOf(
    LOCALES,
    "answers an unknown path under $code with its own 404 page",
  )) {
    test(title, () => {
      const { to, status } = answer(localizePath(code, "/no-such-page/deeper"));
      expect(status).toBe("404");
      expect(to).toBe(localizePath(code, "/404.html"));
      expect(read((to ?? "").slice(1))).toMatch(new RegExp(`<html lang="${code}"`));
    });
  }

  test("keeps English's catch-all last, so it cannot shadow another language", () => {
    expect(rules.at(-1)).toEqual(["/*", "/404.html", "404"]);
  });
});

test.describe("the language switch in the header", () => {
  const HEADER = { headerHeight: { min: HEADER_HEIGHT, max: HEADER_HEIGHT } };
  const openMenu = async (page: Page) => {
    await page.locator("button.menu-button").click();
    await page.locator("#site-menu").waitFor({ state: "visible" });
  };
  /** The page's own switch at this width: the menu's list, or the bar's disclosure. */
  const switchLinks = (page: Page, narrow: boolean) =>
    page.locator(narrow ? ".site-nav__language" : ".language-menu__link");

  for (const [rowTitle, code] of rowsOf(
    TRANSLATIONS.map(({ code }) => code),
    "%s",
  )) {
    test.describe(rowTitle, () => {
      const strings = UI_STRINGS[code];
      const NARROW = [320, 375, 600] as const;
      const WIDE = [768, 1024, 1280, 1920] as const;

      // One load of each page serves all its widths (the Terms the menu's, the home page the
      // bar's), resized from one test to the next: the tests run in order in one worker.
      test.describe.configure({ mode: "default" });
      let menuPage: Page;
      let barPage: Page;
      test.beforeAll(async () => {
        menuPage = await site.open(localizePath(code, "/terms/"), {
          viewport: { width: NARROW[0], height: 700 },
        });
        barPage = await site.open(localizePath(code, "/"), {
          viewport: { width: WIDE[0], height: 800 },
        });
      });
      test.afterAll(async () => {
        await Promise.all([menuPage.context().close(), barPage.context().close()]);
      });
      /**
       * The page at a new width, as loaded: the width before left the menu open, or focus on the
       * switch and the pointer over it. (findLayoutProblems scrolls to the top itself.)
       */
      const atWidth = async (page: Page, viewport: { width: number; height: number }) => {
        await page.evaluate(() => {
          document.querySelector<HTMLElement>("#site-menu:popover-open")?.hidePopover();
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        });
        await page.mouse.move(0, 0);
        await page.setViewportSize(viewport);
        return page;
      };

      for (const [title, width] of rowsOf(
        NARROW,
        "at %i px is in the open menu, each language in view, nothing overflowing",
      )) {
        test(title, async () => {
          const page = await atWidth(menuPage, { width, height: 700 });
          const found: Array<{ width: number; findings: Finding[] }> = [];
          found.push({ width, findings: await page.evaluate(findLayoutProblems, HEADER) });
          await openMenu(page);
          const list = page.getByRole("list", { name: strings.language });
          expect(await list.getByRole("link").count()).toBe(LOCALES.length);
          const boxes = await switchLinks(page, true).evaluateAll((links) =>
            links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
          );
          for (const box of boxes) {
            expect(box.left).toBeGreaterThanOrEqual(0);
            expect(box.right).toBeLessThanOrEqual(width);
            expect(box.height).toBeGreaterThanOrEqual(44);
          }
          // Side by side or one above another, never over each other.
          boxes.forEach((a, i) =>
            boxes.slice(i + 1).forEach((b) => {
              const apart =
                a.right <= b.left + 0.5 ||
                b.right <= a.left + 0.5 ||
                a.bottom <= b.top + 0.5 ||
                b.bottom <= a.top + 0.5;
              expect(apart).toBe(true);
            }),
          );
          expect(await page.locator(".language-menu").isVisible()).toBe(false);
          // The open panel covers the page by design, so the full sweep ran before it opened.
          await expect(
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).resolves.toBeLessThanOrEqual(0);
          expect(summarize(found)).toEqual([]);
        });
      }

      for (const [title, width] of rowsOf(
        WIDE,
        "at %i px is a compact switch in the one-row bar, whose panel stays in view",
      )) {
        test(title, async () => {
          const page = await atWidth(barPage, { width, height: 800 });
          const found: Array<{ width: number; findings: Finding[] }> = [];
          found.push({ width, findings: await page.evaluate(findLayoutProblems, HEADER) });
          const bar = await page.locator(".site-header__bar").boundingBox();
          const button = page.locator(".language-menu__button");
          const box = await button.boundingBox();
          if (!bar || !box) throw new Error("the bar or the switch is not drawn");
          expect(box.y).toBeGreaterThanOrEqual(bar.y);
          expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
          expect(box.height).toBeGreaterThanOrEqual(44);
          // No overlap with what else the bar holds.
          const others = await page
            .locator(".brand, .site-nav__link, .site-header__cta")
            .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
          for (const other of others as DOMRect[]) {
            const apart = other.right <= box.x + 0.5 || other.left >= box.x + box.width - 0.5;
            expect(apart).toBe(true);
          }
          expect(await button.textContent()).toContain(strings.language);
          expect(await page.locator(".site-nav__languages").isVisible()).toBe(false);
          await button.click();
          const links = switchLinks(page, false);
          const boxes = await links.evaluateAll((items) =>
            items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
          );
          expect(boxes).toHaveLength(LOCALES.length);
          for (const link of boxes) {
            expect(link.left).toBeGreaterThanOrEqual(0);
            expect(link.right).toBeLessThanOrEqual(width);
            expect(link.height).toBeGreaterThanOrEqual(44);
          }
          expect(summarize(found)).toEqual([]);
          await page.keyboard.press("Escape");
          expect(await page.locator(".language-menu").getAttribute("open")).toBeNull();
        });
      }
    });
  }

  test("opens and switches without JavaScript on a wide screen", async () => {
    const page = await site.open("/ja/", {
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    await page.locator(".language-menu__button").click();
    await page.locator(".language-menu").getByRole("link", { name: "العربية" }).click();
    await page.waitForURL(/\/ar\/$/);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  });

  test("shows the languages in the header's second row without JavaScript on a phone", async () => {
    const page = await site.open("/de/", {
      viewport: { width: 375, height: 700 },
      javaScriptEnabled: false,
    });
    const link = page.locator(".site-nav__language", { hasText: "English" });
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(/\/$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  test("is in the menu the moment it opens, before any script has run", async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 700 }, hasTouch: true });
    await holdPageScript(page, site.origin() + "/ar/");
    await page.goto(site.origin() + "/ar/", { waitUntil: "domcontentloaded" });
    await page.locator("button.menu-button").tap();
    const current = page.locator('.site-nav__language[aria-current="page"]');
    expect(await current.isVisible()).toBe(true);
    expect(await current.getAttribute("lang")).toBe("ar");
    expect(await page.locator("button.menu-button").getAttribute("aria-expanded")).toBeNull();
  });
});
