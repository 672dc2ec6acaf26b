import { withPrefix } from "gatsby";

/** Another site's address, or an e-mail address. */
export const isExternal = (to: string) => /^(https?:|mailto:)/.test(to);

/**
 * Where SiteLink gives a link Gatsby's Link: a page of this site. Not another site, and not a
 * section of a page ("/#ai-models"), which the browser scrolls to itself.
 */
export const isSitePage = (to: string) => !isExternal(to) && !to.includes("#");

/**
 * The path Gatsby's router takes for a link in HTML that React did not render (NotHydrated):
 * a page of this site, opened in this window, as SiteLink links it. Undefined for every other
 * link, and for a link to the page in another language (LanguageList, a legal text's English
 * version), which is a plain link everywhere and loads the page in full.
 */
export function sitePagePath(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute("href");
  if (href === null || !isSitePage(href)) return undefined;
  if (link.hasAttribute("hreflang") || link.hasAttribute("download")) return undefined;
  if (link.target && link.target !== "_self") return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  // The router takes paths without the site's path prefix, which the server wrote into href.
  const prefix = withPrefix("/").slice(0, -1);
  if (!url.pathname.startsWith(`${prefix}/`)) return undefined;
  return url.pathname.slice(prefix.length) + url.search;
}
