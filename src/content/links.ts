import { SECTION_IDS } from "../constants";
import { DEFAULT_LOCALE, localeByCode } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";
import { pageFile } from "./layout";

export type LinkTarget = {
  /** Paths of every page the site builds, without a trailing slash ("/", "/terms"). */
  pages: string[];
  /** Where the site is published; links to it are links to its pages. */
  siteUrl?: string;
  /** False when a page's path is unknown (its file has a problem): links to pages are not judged. */
  complete?: boolean;
  /**
   * The languages a page made from blocks exists in, by path ("/faq": ["en", "de"]): a link in
   * another language's text to it leads nowhere yet. A page not listed exists in every language.
   */
  locales?: Record<string, LocaleCode[]>;
};

const homeSections = Object.values(SECTION_IDS) as string[];

/**
 * Why a link or image in the content leads nowhere, or undefined if it is fine. `locale`: the
 * language of the text the link is in, whose version of the page the link leads to (English's if
 * not given).
 */
export function linkProblem(
  url: string,
  { pages, siteUrl, complete = true, locales = {} }: LinkTarget,
  locale: LocaleCode = DEFAULT_LOCALE,
): string | undefined {
  let target = url.trim();
  const site = siteUrl?.replace(/\/+$/, "");
  if (site && (target === site || target.startsWith(`${site}/`) || target.startsWith(`${site}#`))) {
    target = target.slice(site.length) || "/";
  }
  // Other sites, e-mail and phone links are outside this site; they are not checked.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  // An anchor on the same page: the legal texts have no anchors to check against.
  if (target.startsWith("#")) return undefined;

  if (!target.startsWith("/") || target.startsWith("//")) {
    return `links to ${JSON.stringify(url)}: start a link to a page of this site with / (e.g. "/privacy") and a link to another site with https://.`;
  }
  const [pathAndQuery = "", hash] = target.split("#", 2);
  const pagePath = pathAndQuery.split("?")[0]?.replace(/(.)\/+$/, "$1") ?? "/";
  const sorted = [...pages].sort();
  if (!pages.includes(pagePath)) {
    if (!complete) return undefined;
    return `links to ${JSON.stringify(url)}, a page this site does not build. Pages: ${sorted.join(", ")}`;
  }
  const inLocales = locales[pagePath];
  if (inLocales && !inLocales.includes(locale)) {
    const { englishName, code } = localeByCode(locale);
    const translation = pageFile(code, pagePath.slice(1));
    return `links to ${JSON.stringify(url)}, but the page ${pagePath}/ does not exist in ${englishName} (${code}) yet: its translation ${translation} is missing or incomplete. Finish that translation first, or remove the link.`;
  }
  if (pagePath === "/" && hash && !homeSections.includes(hash)) {
    return `links to ${JSON.stringify(url)}, but the home page has no section "#${hash}". Sections: ${homeSections.map((id) => `#${id}`).join(", ")}`;
  }
  return undefined;
}
