import { graphql } from "gatsby";
import type { HeadFC, PageProps } from "gatsby";
import type { ReactNode } from "react";

import HydrationBoundary from "../components/HydrationBoundary";
import Layout from "../components/Layout";
import LegalArticle from "../components/LegalArticle";
import Seo from "../components/Seo";
import useSiteSettings from "../hooks/useSiteSettings";
import type { LocaleContextValues } from "../i18n/wrapPage";

type Props = PageProps<Queries.LegalPageQuery, LocaleContextValues> & { children: ReactNode };

/** Terms of Use and Privacy Policy: one template for every file in content/legal/. */
export default function LegalPage({ data, children }: Props) {
  const { siteUrl } = useSiteSettings();
  const frontmatter = data.mdx?.frontmatter;
  if (!frontmatter) throw new Error("Legal page rendered without its MDX node.");

  return (
    <Layout>
      <HydrationBoundary>
        <LegalArticle
          title={frontmatter.title}
          lastUpdated={frontmatter.lastUpdated}
          siteUrl={siteUrl}
        >
          {children}
        </LegalArticle>
      </HydrationBoundary>
    </Layout>
  );
}

/** The English text governs in every locale: each locale's page names the English one canonical. */
export const Head: HeadFC<Queries.LegalPageQuery, LocaleContextValues> = ({
  data,
  pageContext,
}) => (
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
