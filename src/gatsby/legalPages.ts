import { DEFAULT_LOCALE, LOCALES, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

/** A legal text as GraphQL gives it: content/legal/terms.mdx (en) or content/legal/de/terms.mdx. */
export type LegalNode = { id: string; locale: string; slug: string; contentFilePath: string };

export type LegalPage = {
  path: string;
  locale: LocaleCode;
  slug: string;
  /** The text the page shows: the locale's translation, or else the English original. */
  node: LegalNode;
  /** The page shows the English text in place of its language's. */
  englishOnly: boolean;
  /** The locales whose page of this text is in their own language (English first). */
  textLocales: LocaleCode[];
};

/**
 * Every legal text in every locale: a locale with its own translation (content/legal/<locale>/,
 * same slug) shows it; the others show the English text, which governs, under a notice. The
 * content checks have refused a translation without an English original or in an unknown folder.
 */
export function legalPages(nodes: LegalNode[]): LegalPage[] {
  return nodes
    .filter(({ locale }) => locale === DEFAULT_LOCALE)
    .flatMap((english) => {
      const translation = (code: LocaleCode) =>
        nodes.find(({ locale, slug }) => locale === code && slug === english.slug);
      const textLocales = LOCALES.map(({ code }) => code).filter(
        (code) => code === DEFAULT_LOCALE || translation(code),
      );
      return LOCALES.map(({ code }) => ({
        path: localizePath(code, english.slug),
        locale: code,
        slug: english.slug,
        node: (code === DEFAULT_LOCALE ? english : translation(code)) ?? english,
        englishOnly: !textLocales.includes(code),
        textLocales,
      }));
    });
}
