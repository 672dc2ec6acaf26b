import { graphql } from "gatsby";
import type { HeadFC, PageProps } from "gatsby";
import type { ReactNode } from "react";

import Layout from "../components/Layout";
import LegalArticle from "../components/LegalArticle";
import Seo from "../components/Seo";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { useSiteSettings } from "../i18n/LocaleContext";
import type { LocalePageContext } from "../i18n/LocaleContext";

type Props = PageProps<Queries.LegalPageQuery, LocalePageContext> & { children: ReactNode };

/** Terms of Use and Privacy Policy: one template for every file in content/legal/. */
export default function LegalPage({ data, pageContext, children }: Props) {
  const { siteUrl } = useSiteSettings();
  const frontmatter = data.mdx?.frontmatter;
  if (!frontmatter) throw new Error("Legal page rendered without its MDX node.");

  return (
    <Layout>
      <LegalArticle
        title={frontmatter.title}
        lastUpdated={frontmatter.lastUpdated}
        siteUrl={siteUrl}
        translated={pageContext.locale !== DEFAULT_LOCALE && !pageContext.englishOnly}
      >
        {children}
      </LegalArticle>
    </Layout>
  );
}

/**
 * A locale without its own translation shows the English text and names the English page
 * canonical; a translated one is its own page, with the other translations as alternates (Seo).
 */
export const Head: HeadFC<Queries.LegalPageQuery, LocalePageContext> = ({ data, pageContext }) => (
  <Seo
    title={data.mdx?.frontmatter.title}
    description={data.mdx?.frontmatter.description}
    page={pageContext}
    settings={data.settings}
  />
);

export const query = graphql`
  query LegalPage($id: String!, $locale: String!) {
    settings: siteJson(locale: { eq: $locale }) {
      ...SiteSettings
    }
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        lastUpdated
        description
      }
    }
  }
`;
