import { DEFAULT_LOCALE, DRAFT_LOCALES, LOCALES } from "../../i18n/locales";
import { readFrontMatter } from "../frontMatter";
import { legalFiles, legalTranslationFolder, pageFile, pageFileLocale, pageSlug } from "../layout";
import type { ContentSnapshot } from "./types";

/**
 * A page made from blocks is at /<slug>/, its file's name: content/en/pages/faq.json is /faq/.
 * The slug must be an address of its own, which nothing else of the site (its code, the legal
 * texts, the languages, the editor, Gatsby's own folders) is at. The editor asks here too, when
 * it makes a slug from a new page's title.
 */

/** Lowercase letters and digits, with single hyphens between them: what an address can keep. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Addresses the site's build and tools use for something that is not a page of the content. */
const RESERVED: Record<string, string> = {
  admin: "the content editor",
  "dev-404-page": "the page `gatsby develop` shows for an address the site does not have",
  "page-data": "where Gatsby keeps the data of each page",
  static: "where Gatsby publishes the files the pages use",
  icons: "where the site's icons are",
  // On Cloudflare Pages (one of the hosts, README.md) no page can be at /cdn-cgi/: Cloudflare
  // answers every address under it itself.
  "cdn-cgi": "where Cloudflare, one of the site's hosts, answers for itself",
};

/** What each address taken by something other than a page made from blocks is, by slug. */
export type TakenSlugs = Map<string, string>;

/**
 * The slugs the site's code, the legal texts, the languages and the build already use; with
 * `pages`, the pages made from blocks too (for a new page's slug, which must not replace one).
 */
export function takenSlugs(
  { files, codePages, staticFiles }: ContentSnapshot,
  { pages = false } = {},
): TakenSlugs {
  const taken: TakenSlugs = new Map(Object.entries(RESERVED));
  for (const file of pages ? Object.keys(files) : []) {
    const slug = pageSlug(file);
    if (slug !== null && pageFileLocale(file) === DEFAULT_LOCALE) {
      taken.set(slug, `the page made from blocks ${file}`);
    }
  }
  for (const { code, englishName } of LOCALES) {
    // English pages have no prefix, yet /en/ reads as English's home page: no page may be there.
    taken.set(
      code,
      code === DEFAULT_LOCALE
        ? `kept for ${englishName} (${code}), the site's default language, whose pages have no prefix`
        : `the ${englishName} (${code}) home page, under which every page in ${englishName} is`,
    );
  }
  for (const { code, englishName } of DRAFT_LOCALES) {
    taken.set(code, `${englishName} (${code}), a language being translated for the site`);
  }
  for (const file of staticFiles) {
    const folder = /^\/([^/]+)\//.exec(file)?.[1];
    if (folder) taken.set(folder, `where the files of static/${folder}/ are published`);
  }
  for (const page of codePages) {
    const slug = page.replace(/^\//, "");
    if (slug === "" || slug.includes("/")) continue;
    taken.set(
      slug,
      slug === "404"
        ? "the page for addresses the site does not have (src/pages/404.tsx)"
        : "a page of the site's code, in src/pages/",
    );
  }
  const legal = legalFiles(Object.keys(files)).filter(
    (file) => legalTranslationFolder(file) === null,
  );
  for (const file of legal) {
    const front = readFrontMatter(files[file] ?? "");
    const slug = front.ok ? front.data.slug : undefined;
    if (typeof slug === "string") taken.set(slug.replace(/^\/|\/$/g, ""), `the legal text ${file}`);
  }
  return taken;
}

/** A slug made from a title or a refused name: "Pricing & Plans" → "pricing-plans". */
export const slugFrom = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * Why a page cannot have this slug, or undefined if it can. The message starts with the slug, as
 * the messages about a file's field do, and says what to rename the file to.
 */
export function slugProblem(slug: string, taken: TakenSlugs): string | undefined {
  const named = `slug ${JSON.stringify(slug)} (the file's name)`;
  const rename = (to: string) => pageFile(DEFAULT_LOCALE, to);
  if (slug === "" || slug === "index") {
    return `${named} would make this page the home page (/), which is not made from blocks. Rename the file to what the page is about, e.g. ${rename("about")}.`;
  }
  if (!SLUG.test(slug)) {
    return `${named} is not an address: use lowercase letters, digits and single hyphens between them. Rename the file to ${rename(slugFrom(slug) || "about")}.`;
  }
  const holder = taken.get(slug);
  if (holder) {
    return `${named} is taken: /${slug}/ is ${holder}. Rename the file to a slug of its own, e.g. ${rename(`${slug}-page`)}.`;
  }
  return undefined;
}
