import { DEFAULT_LOCALE, LOCALES, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

/**
 * The sitemap (gatsby-plugin-sitemap): every page a search engine should index once, with its
 * other languages as `xhtml:link` alternates, as the pages' own hreflang links name them.
 */
export type SitemapPage = {
  path: string;
  pageContext?: { locale?: LocaleCode; pagePath?: string; englishOnly?: boolean } | null;
};

type SitemapData = { allSitePage: { nodes: SitemapPage[] } };

export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`;

const isNotFound = (page: SitemapPage) =>
  /^\/404(\/|\.html)?$/.test(page.pageContext?.pagePath ?? page.path);

/**
 * The pages to list: not the 404 pages, and of a text that is English's in every locale (a legal
 * text not yet translated) only the English page, which the others name as canonical.
 */
export function sitemapPages({ allSitePage }: SitemapData): SitemapPage[] {
  return allSitePage.nodes.filter(
    (page) =>
      !isNotFound(page) &&
      !(page.pageContext?.englishOnly && page.pageContext.locale !== DEFAULT_LOCALE),
  );
}

/** One page's entry: its address and, for a page in every language, its alternates. */
export function sitemapEntry(page: SitemapPage) {
  const pagePath = page.pageContext?.pagePath;
  if (!pagePath || page.pageContext?.englishOnly) return { url: page.path };
  const links = LOCALES.map(({ code }) => ({ lang: code, url: localizePath(code, pagePath) }));
  return {
    url: page.path,
    links: [...links, { lang: "x-default", url: localizePath(DEFAULT_LOCALE, pagePath) }],
  };
}
