import { graphql } from "gatsby";

import { useLocale } from "../i18n/LocaleContext";

export type SiteSettings = Queries.SiteSettingsFragment;

/**
 * Every page's query selects the site settings in its own locale as `settings`, with this
 * fragment; src/i18n/wrapPage.tsx hands them to the page's components.
 */
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
    socialImage
    socialImageAlt
  }
`;

/** content/<locale>/site.json for the page's locale: its texts translated, its links English's. */
export default function useSiteSettings(): SiteSettings {
  return useLocale().settings;
}
