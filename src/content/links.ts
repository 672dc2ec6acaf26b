import { SECTION_IDS } from "../constants";

export type LinkTarget = {
  /** Paths of every page the site builds, without a trailing slash ("/", "/terms"). */
  pages: string[];
  /** Where the site is published; links to it are links to its pages. */
  siteUrl?: string;
  /** False when a page's path is unknown (its file has a problem): links to pages are not judged. */
  complete?: boolean;
};

const homeSections = Object.values(SECTION_IDS) as string[];

/** Why a link or image in the content leads nowhere, or undefined if it is fine. */
export function linkProblem(
  url: string,
  { pages, siteUrl, complete = true }: LinkTarget,
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
  if (pagePath === "/" && hash && !homeSections.includes(hash)) {
    return `links to ${JSON.stringify(url)}, but the home page has no section "#${hash}". Sections: ${homeSections.map((id) => `#${id}`).join(", ")}`;
  }
  return undefined;
}
