import { pageFile, pageSlug } from "../../../content/layout";
import { DEFAULT_LOCALE } from "../../../i18n/locales";

/**
 * What Delete page deletes, for the gate that checks it (requestGate.ts) and the backend that makes
 * it (decap/gitBackend.ts), so both look at one deletion. Decap names the files of the entry it
 * deletes, but only in the site's languages: a draft language's file (npm run i18n:add writes one
 * for each page) would be left behind, and a request naming some languages alone would leave a
 * translation without its English page, which no save or publish gets past. So the request only
 * says which page, by its English file; what goes is every file on the branch that is that page's.
 */

const FROM_ENGLISH = "Delete the page from its English entry: it removes every language.";

/** The page a `deleteFiles` request deletes, by slug; or why the request is refused. */
export type PageDeletion = { slug: string } | { refused: string };

/**
 * The page these paths of a `deleteFiles` request delete: every path a file of one page made from
 * blocks, its English file among them. The request's other languages are not needed, nor checked.
 */
export function pageToDelete(paths: unknown): PageDeletion {
  const files = Array.isArray(paths) ? (paths as unknown[]) : [];
  const others = files.filter((file) => typeof file !== "string" || pageSlug(file) === null);
  if (files.length === 0 || others.length > 0) {
    const why =
      files.length === 0
        ? "the request names no file"
        : `not a page's file: ${others.map((file) => JSON.stringify(file)).join(", ")}`;
    return { refused: `The editor deletes pages made from blocks only, one at a time (${why}).` };
  }
  const slugs = [...new Set(files.map((file) => pageSlug(file as string) ?? ""))];
  const [slug = ""] = slugs;
  if (slugs.length > 1) {
    const pages = slugs.map((name) => `/${name}/`).join(", ");
    return {
      refused: `The request names the files of ${slugs.length} pages (${pages}). ${FROM_ENGLISH}`,
    };
  }
  const english = pageFile(DEFAULT_LOCALE, slug);
  if (!files.includes(english)) {
    return {
      refused: `The request names only translations of the page /${slug}/ (${files.join(", ")}), not its English file ${english}. ${FROM_ENGLISH}`,
    };
  }
  return { slug };
}

/**
 * The files deleting the page at /<slug>/ removes, of `files` (the paths on the published
 * branch): every language's, a draft language's too.
 */
export const filesOfPage = (files: Iterable<string>, slug: string): string[] =>
  [...files].filter((file) => pageSlug(file) === slug).sort();
