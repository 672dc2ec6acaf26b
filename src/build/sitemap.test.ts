import { sitemapEntry, sitemapPages } from "./sitemap";
import type { SitemapPage } from "./sitemap";

const page = (path: string, locale: string, pagePath: string, englishOnly = false): SitemapPage =>
  ({
    path,
    pageContext: { locale, pagePath, ...(englishOnly ? { englishOnly } : {}) },
  }) as SitemapPage;

const PAGES = [
  page("/", "en", "/"),
  page("/de/", "de", "/"),
  page("/terms/", "en", "/terms/", true),
  page("/de/terms/", "de", "/terms/", true),
  page("/404/", "en", "/404/"),
  page("/ja/404.html", "ja", "/404.html"),
];

describe("the sitemap", () => {
  it("lists every locale's home page and the English legal pages, no 404 page", () => {
    expect(sitemapPages({ allSitePage: { nodes: PAGES } }).map(({ path }) => path)).toEqual([
      "/",
      "/de/",
      "/terms/",
    ]);
  });

  it("gives a page in every language its alternates, as its hreflang links do", () => {
    expect(sitemapEntry(page("/de/", "de", "/"))).toEqual({
      url: "/de/",
      links: [
        { lang: "en", url: "/" },
        { lang: "de", url: "/de/" },
        { lang: "ja", url: "/ja/" },
        { lang: "ar", url: "/ar/" },
        { lang: "x-default", url: "/" },
      ],
    });
  });

  it("gives a text that is English's in every locale no alternates", () => {
    expect(sitemapEntry(page("/terms/", "en", "/terms/", true))).toEqual({ url: "/terms/" });
  });
});
