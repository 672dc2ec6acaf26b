import { graphql, useStaticQuery } from "gatsby";

export type SiteSettings = NonNullable<Queries.SiteSettingsQuery["siteJson"]>;

/** Everything an editor may change in content/site.json: names, texts and outside URLs. */
export default function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteJson {
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
    }
  `);
  if (!data.siteJson) {
    throw new Error("content/site.json is missing: the site cannot be rendered without it.");
  }
  return data.siteJson;
}
