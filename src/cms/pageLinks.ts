import { readFrontMatter } from "../content/frontMatter";
import { jsonFile, LEGAL_DIR, pageSlug } from "../content/layout";
import { markdownLinks } from "../content/markdown";

import { RECORD } from "../content/translations";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../i18n/locales";
import { isObject } from "../types/fields";

/**
 * Which pages link to a page made from blocks: a Markdown link to /<slug> (or /<locale>/<slug>,
 * with or without a slash, an anchor or a query, or either written after the site's address) in
 * any page or translation, or in the legal texts. A page may not be deleted while one does: its
 * visitors would follow the link to nothing. The editor asks before a delete (cms.tsx) and the
 * local backend again (src/cms/server/gate/requestGate.ts), with one message that names the page
 * that links.
 */

export type PageLink = {
  /** The file that links, from the site's root. */
  file: string;
  /** What the editor calls it: its title. */
  title: string;
  /** The link as written. */
  url: string;
  line?: number;
};

/**
 * The path a link leads to on this site: the link itself, or, for one written with the site's
 * address (https://www.octopusai.app/faq/, which the content checks read as /faq/ too), its path,
 * query and anchor. `siteUrl` is where the site is published (content/en/site.json).
 */
function onSite(url: string, siteUrl: string | undefined): string {
  const target = url.trim();
  if (!siteUrl || !/^https?:\/\//i.test(target)) return target;
  try {
    const link = new URL(target);
    return link.host === new URL(siteUrl).host
      ? `${link.pathname}${link.search}${link.hash}`
      : target;
  } catch {
    return target;
  }
}

/** Does this link lead to the page at /<slug>/, in any language? */
export function leadsTo(url: string, slug: string, siteUrl?: string): boolean {
  const path = onSite(url, siteUrl).split(/[?#]/, 1)[0] ?? "";
  const parts = path.split("/").filter(Boolean);
  const [first, ...rest] = parts;
  const inLocale = first && (LOCALE_CODES as string[]).includes(first) ? rest : parts;
  return path.startsWith("/") && !path.startsWith("//") && inLocale.join("/") === slug;
}

/** Every text of a page's file: its record of the English and its schema aside. */
function* texts(value: unknown, top = true): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* texts(item, false);
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!(top && (key === RECORD || key === "$schema"))) yield* texts(item, false);
    }
  }
}

/** The line of `text` where `url` is first written, if it is. */
function lineOf(text: string, url: string): number | undefined {
  const found = [`(${url}`, `<${url}`, `"${url}"`, `'${url}'`].map((form) => text.indexOf(form));
  const at = Math.min(...found.map((index) => (index < 0 ? Infinity : index)));
  return at === Infinity ? undefined : text.slice(0, at).split("\n").length;
}

/** A file's links, and what it is called, or undefined for a file that is neither page nor legal text. */
function linksOf(file: string, text: string): { title: string; urls: string[] } | undefined {
  if (pageSlug(file) !== null) {
    let page: unknown;
    try {
      page = JSON.parse(text);
    } catch {
      return undefined;
    }
    const title = isObject(page) && typeof page.title === "string" ? page.title : file;
    return { title, urls: [...texts(page)].flatMap((t) => markdownLinks(t).map(({ url }) => url)) };
  }
  if (file.startsWith(LEGAL_DIR) && file.endsWith(".mdx")) {
    const front = readFrontMatter(text);
    const title = front.ok && typeof front.data.title === "string" ? front.data.title : file;
    const body = front.ok ? front.body : text;
    // A link in MDX may also be written as an element: <a href="/faq">.
    const elements = [...body.matchAll(/\bhref=["']([^"']+)["']/g)].map((match) => match[1] ?? "");
    return { title, urls: [...markdownLinks(body).map(({ url }) => url), ...elements] };
  }
  return undefined;
}

/** Where the site is published, from the text of content/en/site.json; undefined if unreadable. */
function siteUrlOf(text: string | undefined): string | undefined {
  try {
    const site: unknown = JSON.parse(text ?? "");
    return isObject(site) && typeof site.siteUrl === "string" ? site.siteUrl : undefined;
  } catch {
    return undefined;
  }
}

/** The links to the page at /<slug>/ in these files, other than its own files' (`own`). */
export function linksToPage(
  files: Record<string, string>,
  slug: string,
  own: (file: string) => boolean = (file) => pageSlug(file) === slug,
): PageLink[] {
  const siteUrl = siteUrlOf(files[jsonFile(DEFAULT_LOCALE, "site")]);
  return Object.entries(files).flatMap(([file, text]) => {
    if (own(file)) return [];
    const found = linksOf(file, text);
    if (!found) return [];
    return found.urls
      .filter((url) => leadsTo(url, slug, siteUrl))
      .map((url) => {
        const line = lineOf(text, url);
        return { file, title: found.title, url, ...(line ? { line } : {}) };
      });
  });
}

/** 'the page "Pricing" (content/en/pages/pricing.json, line 12: /faq)' */
const describe = ({ file, title, url, line }: PageLink) =>
  `the ${pageSlug(file) === null ? "legal text" : "page"} "${title}" (${file}${line ? `, line ${line}` : ""}: ${url})`;

/** Why the page at /<slug>/ may not be deleted, naming each page that links to it; or undefined. */
export function deleteRefusal(files: Record<string, string>, slug: string): string | undefined {
  const links = linksToPage(files, slug);
  if (links.length === 0) return undefined;
  const named = [...new Map(links.map((link) => [link.file, link])).values()].map(describe);
  const which =
    named.length === 1 ? `${named[0]} links to it` : `these link to it: ${named.join("; ")}`;
  return `The page /${slug}/ cannot be deleted: ${which}. Remove the link${links.length === 1 ? "" : "s"} first, then delete the page. Nothing was deleted.`;
}
