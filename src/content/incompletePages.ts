import { DEFAULT_LOCALE, TRANSLATIONS, localizePath } from "../i18n/locales";
import type { Locale } from "../i18n/locales";
import { pageFile, pageFileLocale, pageSlug } from "./layout";
import { missingTexts } from "./pageTexts";
import type { PageText } from "./pageTexts";

/**
 * The pages made from blocks that are not on the site in a language because their translation
 * misses a text (pageTexts.ts, missingTexts: the build's own rule). Named by `npm run
 * check:content` and by the editor before a save that would take a page off the site in a
 * language (src/cms/pageLanguages.ts), so a translator knows that /de/<slug>/ is not there, and why.
 * Reads no files: it is handed the content's files by path, as the checks read them.
 */

export type IncompletePage = {
  locale: Locale;
  slug: string;
  /** The translation's file: content/de/pages/<slug>.json. */
  file: string;
  /** Where the page would be: /de/<slug>/. */
  address: string;
  /** The texts English gives that the translation does not. */
  missing: PageText[];
};

const parsed = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A page's translations that miss a text, in the site's order of languages. */
export function incompleteTranslations(
  slug: string,
  files: Readonly<Record<string, string>>,
): IncompletePage[] {
  const english = parsed(files[pageFile(DEFAULT_LOCALE, slug)]);
  if (english === undefined) return [];
  return TRANSLATIONS.flatMap((locale) => {
    const file = pageFile(locale.code, slug);
    const translation = parsed(files[file]);
    // No translation yet: the page was never in that language, nothing to lose.
    if (translation === undefined) return [];
    const missing = missingTexts(english, translation);
    if (missing.length === 0) return [];
    return [{ locale, slug, file, address: localizePath(locale.code, `/${slug}/`), missing }];
  });
}

/** Every page with a translation that misses a text, by slug. */
export function incompletePages(files: Readonly<Record<string, string>>): IncompletePage[] {
  const slugs = Object.keys(files)
    .filter((file) => pageFileLocale(file) === DEFAULT_LOCALE)
    .flatMap((file) => pageSlug(file) ?? [])
    .sort();
  return slugs.flatMap((slug) => incompleteTranslations(slug, files));
}

/** Where a missing text is, for a person: "caption of image block “shot”". */
const placeOf = (text: PageText): string => {
  const where = text.block ? `${text.block.type} block “${text.block.id}”` : "the page";
  const item = text.item ? `, ${text.item.list} “${text.item.id}”` : "";
  return `${text.field} of ${where}${item}`;
};

/** One line: "/de/whats-new/ is not on the site in German: content/de/pages/… misses 1 text (…)." */
export function describeIncomplete({ locale, file, address, missing }: IncompletePage): string {
  const count = missing.length === 1 ? "1 text" : `${missing.length} texts`;
  return `${address} is not on the site in ${locale.englishName}: ${file} misses ${count} (${missing.map(placeOf).join("; ")}). Translate ${missing.length === 1 ? "it" : "them"} and the page is back in ${locale.englishName}.`;
}
