import { DRAFT_LOCALES, TRANSLATED_LANGUAGES, isLocaleCode, localizePath } from "../i18n/locales";
import type { LanguageCode, Locale } from "../i18n/locales";
import { countStates } from "../i18n/translationUnits";
import type { TranslationUnit } from "../i18n/translationUnits";
import { englishPages, languageUnits } from "./languageUnits";
import { pageFile } from "./layout";

/**
 * `npm run i18n:status`'s report: per language, how many texts are translated, stale (the English
 * changed since) and missing, for the content files, each page made from blocks, and the site's
 * own words. A page whose translation lacks a text is not on the site in that language
 * (pageTexts.ts, missingTexts), so it is listed as missing there, with how many texts it lacks.
 * A draft language (npm run i18n:add) is shown as such: it joins the site when every text,
 * its pages' too, is translated (npm run i18n:import).
 */

type Row = { label: string; units: TranslationUnit[] };

const row = ({ label, units }: Row, width: number) => {
  const { translated, stale, missing } = countStates(units);
  return `  ${label.padEnd(width)} ${String(translated).padStart(4)} translated  ${String(stale).padStart(3)} stale  ${String(missing).padStart(3)} missing  (of ${units.length})`;
};

/** Where a page is in a language: "/de/faq/" (a draft's page has no address yet: its file). */
const pageAddress = (code: LanguageCode, slug: string) =>
  isLocaleCode(code) ? localizePath(code, `/${slug}/`) : pageFile(code, slug);

function languageStatus(rootDir: string, { code, englishName }: Locale<LanguageCode>): string {
  const all = languageUnits(rootDir, code);
  const pages = englishPages(rootDir).map((slug) => ({
    slug,
    label: pageAddress(code, slug),
    units: all.filter(({ file }) => file === pageFile(code, slug)),
  }));
  const pageUnitIds = new Set(pages.flatMap(({ units }) => units.map(({ id }) => id)));
  const words = all.filter(({ id }) => id.startsWith("words#"));
  const content = all.filter(({ id }) => !id.startsWith("words#") && !pageUnitIds.has(id));
  const missingPages = pages.filter(({ units }) => countStates(units).missing > 0);
  const draft = DRAFT_LOCALES.some((locale) => locale.code === code);
  // A page may wait for its translation; the content files and the words may not.
  const { stale, missing } = countStates([...content, ...words]);
  const pagesStale = pages.some(({ units }) => countStates(units).stale > 0);
  const verdict = draft
    ? "draft, not on the site: incomplete until every text is translated (npm run i18n:import publishes it)"
    : missing > 0
      ? "incomplete"
      : stale > 0 || pagesStale
        ? "complete, with stale texts"
        : "complete";
  const pagesMissing =
    missingPages.length === 0 || draft
      ? ""
      : `; ${missingPages.length === 1 ? "1 page" : `${missingPages.length} pages`} missing`;
  const rows: Row[] = [
    { label: "content", units: content },
    ...pages,
    { label: "words", units: words },
  ];
  const width = Math.max(...rows.map(({ label }) => label.length));
  const missingLines = missingPages.map(({ slug, label, units }) => {
    const lacking = countStates(units).missing;
    const file = pageFile(code, slug);
    const where = label === file ? file : `${label} (${file})`;
    return `  Missing in ${englishName}: ${where}: ${lacking} of ${units.length} texts to translate. It is not on the site in ${englishName} until every text is.`;
  });
  return [
    `${englishName} (${code}): ${verdict}${pagesMissing}`,
    ...rows.map((each) => row(each, width)),
    ...missingLines,
  ].join("\n");
}

/** The report for every language the translators work on, the site's and the drafts. */
export const translationStatus = (rootDir: string): string =>
  TRANSLATED_LANGUAGES.map((locale) => languageStatus(rootDir, locale)).join("\n\n");
