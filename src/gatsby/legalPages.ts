import { DEFAULT_LOCALE, LOCALES, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

/** A legal text as GraphQL gives it: content/legal/terms.mdx (en) or content/legal/de/terms.mdx. */
export type LegalNode = {
  id: string;
  locale: string;
  slug: string;
  contentFilePath: string;
  /**
   * A translation of the title and description alone, its text still to come (an empty body):
   * the page is in its language, and shows the English text under a notice.
   */
  headOnly?: boolean;
};

export type LegalPage = {
  path: string;
  locale: LocaleCode;
  slug: string;
  /** The text the page shows: the locale's translation, or else the English original. */
  node: LegalNode;
  /**
   * Where the page's title and description come from: the locale's translation (of the whole text,
   * or of the title and description alone), or else English's.
   */
  head: LegalNode;
  /** The page shows the English text in place of its language's. */
  englishOnly: boolean;
  /** The locales whose page of this text is in their own language (English first). */
  textLocales: LocaleCode[];
};

/**
 * Every legal text in every locale: a locale with its own translation (content/legal/<locale>/,
 * same slug) shows it; the others show the English text, which governs, under a notice, with the
 * title and description in their own language where content/legal/<locale>/ translates those
 * alone. The content checks have refused a translation without an English original or in an
 * unknown folder.
 */
export function legalPages(nodes: LegalNode[]): LegalPage[] {
  return nodes
    .filter(({ locale }) => locale === DEFAULT_LOCALE)
    .flatMap((english) => {
      const translation = (code: LocaleCode) =>
        nodes.find(({ locale, slug }) => locale === code && slug === english.slug);
      const text = (code: LocaleCode) => {
        const found = translation(code);
        return found && !found.headOnly ? found : undefined;
      };
      const textLocales = LOCALES.map(({ code }) => code).filter(
        (code) => code === DEFAULT_LOCALE || text(code),
      );
      return LOCALES.map(({ code }) => ({
        path: localizePath(code, english.slug),
        locale: code,
        slug: english.slug,
        node: (code === DEFAULT_LOCALE ? english : text(code)) ?? english,
        head: (code === DEFAULT_LOCALE ? english : translation(code)) ?? english,
        englishOnly: !textLocales.includes(code),
        textLocales,
      }));
    });
}
