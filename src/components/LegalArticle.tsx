import { MDXProvider } from "@mdx-js/react";
import type { ReactNode } from "react";

import { fill, useLocale } from "../i18n/LocaleContext";
import { DEFAULT_LOCALE, localeByCode, localizePath } from "../i18n/locales";
import { monthAndYear } from "../i18n/monthAndYear";
import MdxLink from "./MdxLink";
import SiteLink from "./SiteLink";
import { SiteUrlContext } from "./SiteUrlContext";

type Props = {
  title: string;
  lastUpdated: string;
  /** The site's public address, so a printout can write links out in full. */
  siteUrl: string;
  /** The MDX body, compiled by gatsby-plugin-mdx on the site and in the browser in the editor. */
  children: ReactNode;
  /** The body is the page's language's own translation (content/legal/<locale>/), not English's. */
  translated?: boolean;
  /**
   * The title is in the page's language: the whole text is translated, or its title and
   * description alone (content/legal/<locale>/ with no text yet). English pages: always.
   */
  titleTranslated?: boolean;
};

/** What MDX elements become on the legal pages; the content checks list what MDX may use. */
export const MDX_COMPONENTS = { a: MdxLink };

/**
 * A legal text: its title, when it was last updated, the text, and the way back home.
 */
export default function LegalArticle({
  title,
  lastUpdated,
  siteUrl,
  children,
  translated = false,
  titleTranslated = translated,
}: Props) {
  const { locale, strings, pagePath } = useLocale();
  const english = locale === DEFAULT_LOCALE;
  const inPageLanguage = english || translated;
  const date = monthAndYear(lastUpdated, locale);
  // Until a translation exists, the English text governs: it keeps its language, under a notice,
  // and its direction, or in an Arabic page its full stops and section numbers would swap ends.
  // A translation says that the English version still governs, and links to it.
  const textLang = inPageLanguage ? undefined : DEFAULT_LOCALE;
  const textDir = textLang && localeByCode(textLang).dir;
  const titleLang = english || titleTranslated ? undefined : DEFAULT_LOCALE;
  const titleDir = titleLang && localeByCode(titleLang).dir;
  return (
    <article className="container legal">
      <div className="legal__header">
        <h1 className="legal__title" lang={titleLang} dir={titleDir}>
          {title}
        </h1>
        <p className="legal__updated">{fill(strings.lastUpdated, { date })}</p>
        {!inPageLanguage && <p className="legal__notice">{strings.englishGoverns}</p>}
        {translated && !english && (
          <p className="legal__notice">
            {strings.translationNotice}{" "}
            <a href={localizePath(DEFAULT_LOCALE, pagePath)} hrefLang={DEFAULT_LOCALE}>
              {strings.englishVersion}
            </a>
          </p>
        )}
      </div>
      <div className="legal__body" lang={textLang} dir={textDir}>
        <SiteUrlContext.Provider value={siteUrl}>
          <MDXProvider components={MDX_COMPONENTS}>{children}</MDXProvider>
        </SiteUrlContext.Provider>
      </div>
      <p className="legal__back">
        <SiteLink to="/" className="button button--secondary">
          {strings.backHome}
        </SiteLink>
      </p>
    </article>
  );
}
