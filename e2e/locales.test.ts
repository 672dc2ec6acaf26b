import { readFileSync, readdirSync } from "fs";
import path from "path";

import { LOCALES, localizePath } from "../src/i18n/locales";
import type { LocaleCode } from "../src/i18n/locales";
import { UI_STRINGS } from "../src/i18n/strings";
import { pageHtml, startupScripts } from "./support/build-files";
import { setupBrowserSuite } from "./support/harness";
import { content } from "./support/site";
import { PUBLIC_DIR } from "./support/static-server";

/**
 * The site in every locale (issue 17): each page's language and direction, its alternates, its
 * own words only, the legal texts that stay English, and the Arabic layout mirrored.
 */

const read = (file: string) => readFileSync(path.join(PUBLIC_DIR, file), "utf8");
const json = <T>(file: string) => JSON.parse(read(file)) as T;
const localized = (locale: LocaleCode, name: string) =>
  json<Record<string, unknown>>(`../content/${locale}/${name}.json`);
const siteUrl = content.site.siteUrl;
const absolute = (locale: LocaleCode, page: string) => `${siteUrl}${localizePath(locale, page)}`;
const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

describe.each(LOCALES)("the home page in $englishName ($code)", ({ code, dir }) => {
  const html = pageHtml(localizePath(code, "/"));
  const site = localized(code, "site") as { tagline: string; heroDescription: string };

  it("says its language and direction, and is in it", () => {
    expect(html).toMatch(new RegExp(`<html lang="${code}" dir="${dir}"`));
    expect(html).toContain(`Octopus: ${site.tagline}</title>`);
    expect(html).toContain(site.heroDescription.replace(/'/g, "&#x27;"));
    expect(html).toContain(UI_STRINGS[code].sectionTitles.models);
  });

  it("links its canonical address and every language, with x-default, as hreflang", () => {
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

  it("names its Open Graph locale and the others", () => {
    expect(tags(html, /<meta property="og:locale[^>]*>/g)).toHaveLength(LOCALES.length);
  });

  it("keeps the sections' ids, so shared links work in every language", () => {
    expect(html).toContain('id="ai-models"');
    expect(html).toContain('id="where-octopus-can-help"');
  });

  it("links the same page in every language, each named in itself", () => {
    const links = tags(html, /<nav class="language-links"[\s\S]*?<\/nav>/g)[0] ?? "";
    for (const locale of LOCALES) {
      expect(links).toContain(`href="${localizePath(locale.code, "/")}" lang="${locale.code}"`);
      expect(links).toContain(`>${locale.name}</a>`);
    }
    expect(links).toMatch(new RegExp(`lang="${code}"[^>]*aria-current="page"`));
  });

  it("ships its own language's words and no other's", () => {
    const data = read(`page-data/${code === "en" ? "index" : code}/page-data.json`);
    expect(data).toContain(JSON.stringify(UI_STRINGS[code].skipLink));
    for (const other of LOCALES.filter((locale) => locale.code !== code)) {
      expect(data).not.toContain(JSON.stringify(UI_STRINGS[other.code].skipLink));
    }
  });

  it("runs the same scripts as the English page", () => {
    expect(startupScripts(localizePath(code, "/"))).toEqual(startupScripts("/"));
  });
});

describe("the site's own words", () => {
  it("are in no script: each page has its language's in its page data", () => {
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

describe.each(LOCALES.filter(({ code }) => code !== "en"))(
  "the Terms of Use in $englishName ($code)",
  ({ code }) => {
    const html = pageHtml(localizePath(code, "/terms/"));

    it("has the page's words in its language and the English text marked as English", () => {
      expect(html).toMatch(new RegExp(`<html lang="${code}"`));
      expect(html).toContain(UI_STRINGS[code].englishGoverns);
      expect(html).toContain('<div class="legal__body" lang="en">');
    });

    it("names the English page canonical, and no alternates", () => {
      expect(html).toContain(`<link rel="canonical" href="${absolute("en", "/terms/")}"`);
      expect(html).not.toContain('rel="alternate"');
    });
  },
);

describe("the sitemap", () => {
  it("gives each language's home page its alternates (build-output lists the pages)", () => {
    const sitemap = read("sitemap-0.xml");
    const german = sitemap.slice(sitemap.indexOf(`<loc>${siteUrl}/de/</loc>`));
    const entry = german.slice(0, german.indexOf("</url>"));
    for (const { code } of LOCALES) {
      expect(entry).toContain(`hreflang="${code}" href="${absolute(code, "/")}"`);
    }
    expect(entry).toContain(`hreflang="x-default" href="${absolute("en", "/")}"`);
  });
});

describe("the 404 page in every language", () => {
  it.each(LOCALES)("$code: its words, and its policy in a <meta>", ({ code }) => {
    const html = read(localizePath(code, "/404.html").slice(1));
    expect(html).toContain(UI_STRINGS[code].notFoundTitle);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"/);
  });
});

describe("in a browser", () => {
  const site = setupBrowserSuite();

  it("mirrors the Arabic header: the name at the start (right), the button at the end", async () => {
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

  it.each(["/de/", "/ja/", "/ar/"])(
    "%s fits a 320 px phone: no sideways scroll, the header one row",
    async (route) => {
      const page = await site.open(route, { viewport: { width: 320, height: 640 } });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const header = await page.locator(".site-header").boundingBox();
      expect(header?.height).toBeLessThanOrEqual(65);
    },
  );

  it("switches language with a plain link, without JavaScript", async () => {
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
