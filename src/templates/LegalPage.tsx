import { graphql } from "gatsby";
import type { HeadFC, PageProps } from "gatsby";
import type { ReactNode } from "react";

import HydrationBoundary from "../components/HydrationBoundary";
import Layout from "../components/Layout";
import LegalArticle from "../components/LegalArticle";
import Seo from "../components/Seo";
import useSiteSettings from "../hooks/useSiteSettings";

type Props = PageProps<Queries.LegalPageQuery> & { children: ReactNode };

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

export const Head: HeadFC<Queries.LegalPageQuery> = ({ data, location }) => (
  <Seo
    title={data.mdx?.frontmatter.title}
    description={data.mdx?.frontmatter.description}
    path={location.pathname}
  />
);

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        lastUpdated
        description
      }
    }
  }
`;
