import { graphql } from "gatsby";
import { createContext, useContext } from "react";
import type { ReactNode } from "react";

import type { LocaleCode } from "./locales";
import type { UiStrings } from "./uiStrings";

/**
 * The page's locale, owned here: what the build puts in each page's context (src/gatsby/pages.ts), the site
 * settings each page's query selects, and the React context that hands both to components.
 * wrapPage.tsx and the editor's previews import this module; it imports none of theirs.
 */

/** What the build puts in every page's context (src/gatsby/pages.ts). */
export type LocalePageContext = {
  locale: LocaleCode;
  strings: UiStrings;
  pagePath: string;
  /** The page shows the English text in place of its language's (a legal text not translated). */
  englishOnly?: boolean;
  /** The locales whose page of this text is in their own language, where not all are (legal). */
  textLocales?: LocaleCode[];
  /** The locales this page exists in, where not all (a page made from blocks): the switch's. */
  pageLocales?: LocaleCode[];
  /** The pages made from blocks that the footer lists in this locale, with their titles in it. */
  footerPages?: ReadonlyArray<{ label: string; to: string }>;
};

/** content/<locale>/site.json for the page's locale: its texts translated, its links English's. */
export type SiteSettings = Queries.SiteSettingsFragment;

/** Every page's query selects the site settings in its own locale as `settings`, so. */
export const query = graphql`
  fragment SiteSettings on SiteJson {
    productName
    tagline
    heroDescription
    useCasesIntro
    modelsIntro
    description
    siteUrl
    chatUrl
    appStoreUrl
    googlePlayUrl
    copyright
    screenshotAlt
    themeColor
    socialImage {
      childImageSharp {
        # The link preview's 1200 × 630 JPEG, cropped from the centre, without metadata.
        resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 85) {
          src
        }
      }
    }
    socialImageAlt
  }
`;

/**
 * What every component of a page may read of its locale: the page's context (its locale, the
 * site's words in it, its path in English) and its site settings.
 */
export type PageLocale = Pick<
  LocalePageContext,
  "locale" | "strings" | "pagePath" | "pageLocales" | "footerPages"
> & {
  settings: SiteSettings;
};

const Context = createContext<PageLocale | null>(null);

export function LocaleProvider({ value, children }: { value: PageLocale; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The page's locale; every page provides one (src/i18n/wrapPage.tsx), as the editor's preview does. */
export function useLocale(): PageLocale {
  const value = useContext(Context);
  if (!value) throw new Error("A component read the page's locale outside a LocaleProvider.");
  return value;
}

/** The site's words in the page's locale. */
export const useStrings = (): UiStrings => useLocale().strings;

/** The site settings in the page's locale. */
export const useSiteSettings = (): SiteSettings => useLocale().settings;

// Plain TypeScript of its own, so the browser suites fill the same strings without React.
export { fill } from "./fill";
