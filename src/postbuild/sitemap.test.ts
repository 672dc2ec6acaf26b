import { sitemapEntry, sitemapPages } from "./sitemap";
import type { SitemapPage } from "./sitemap";

const page = (
  path: string,
  locale: string,
  pagePath: string,
  legal?: { englishOnly: boolean; textLocales: string[] },
): SitemapPage =>
  ({
    path,
    pageContext: { locale, pagePath, ...legal },
  }) as SitemapPage;

/** A legal text in English only: the English page is its own, the others show it under a notice. */
const untranslated = (englishOnly: boolean) => ({ englishOnly, textLocales: ["en"] });

const PAGES = [
  page("/", "en", "/"),
  page("/de/", "de", "/"),
  page("/terms/", "en", "/terms/", untranslated(false)),
  page("/de/terms/", "de", "/terms/", untranslated(true)),
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
    expect(sitemapEntry(page("/terms/", "en", "/terms/", untranslated(false)))).toEqual({
      url: "/terms/",
    });
  });

  it("lists a translated legal text in its languages, each naming the others", () => {
    const translated = { englishOnly: false, textLocales: ["en", "de"] };
    const pages = [
      page("/terms/", "en", "/terms/", translated),
      page("/de/terms/", "de", "/terms/", translated),
      page("/ja/terms/", "ja", "/terms/", { ...translated, englishOnly: true }),
    ];
    expect(sitemapPages({ allSitePage: { nodes: pages } }).map(({ path }) => path)).toEqual([
      "/terms/",
      "/de/terms/",
    ]);
    expect(sitemapEntry(page("/de/terms/", "de", "/terms/", translated))).toEqual({
      url: "/de/terms/",
      links: [
        { lang: "en", url: "/terms/" },
        { lang: "de", url: "/de/terms/" },
        { lang: "x-default", url: "/terms/" },
      ],
    });
  });
});
