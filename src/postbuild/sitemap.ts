import { DEFAULT_LOCALE, alternateLocales, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

/**
 * The sitemap (gatsby-plugin-sitemap): every page a search engine should index once, with its
 * other languages as `xhtml:link` alternates, as the pages' own hreflang links name them.
 */
export type SitemapPage = {
  path: string;
  pageContext?: {
    locale?: LocaleCode;
    pagePath?: string;
    englishOnly?: boolean;
    textLocales?: LocaleCode[] | null;
    /** A specimen page (src/gatsby/specimens.ts): built for the tests, never shipped. */
    specimen?: boolean;
  } | null;
};

type SitemapData = { allSitePage: { nodes: SitemapPage[] } };

export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`;

const isNotFound = (page: SitemapPage) =>
  /^\/404(\/|\.html)?$/.test(page.pageContext?.pagePath ?? page.path);

/**
 * The pages to list: not the 404 pages, not the specimen pages, and not a page that shows the English text in place of
 * its language's (a legal text not translated into it): it names the English page canonical.
 */
export function sitemapPages({ allSitePage }: SitemapData): SitemapPage[] {
  return allSitePage.nodes.filter(
    (page) => !isNotFound(page) && !page.pageContext?.englishOnly && !page.pageContext?.specimen,
  );
}

/**
 * One page's entry: its address and its alternates, the languages the page is in (all of them,
 * or those a legal text is translated into), as the page's own hreflang links name them.
 */
export function sitemapEntry(page: SitemapPage) {
  const pagePath = page.pageContext?.pagePath;
  const alternates = page.pageContext ? alternateLocales(page.pageContext) : [];
  if (!pagePath || alternates.length === 0) return { url: page.path };
  const links = alternates.map(({ code }) => ({ lang: code, url: localizePath(code, pagePath) }));
  return {
    url: page.path,
    links: [...links, { lang: "x-default", url: localizePath(DEFAULT_LOCALE, pagePath) }],
  };
}
