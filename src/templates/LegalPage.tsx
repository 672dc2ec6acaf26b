import { MDXProvider } from "@mdx-js/react";
import { graphql } from "gatsby";
import type { HeadFC, PageProps } from "gatsby";
import type { ReactNode } from "react";

import Layout from "../components/Layout";
import MdxLink from "../components/MdxLink";
import Seo from "../components/Seo";
import SiteLink from "../components/SiteLink";

type Props = PageProps<Queries.LegalPageQuery> & { children: ReactNode };

const MDX_COMPONENTS = { a: MdxLink };

/** Terms of Use and Privacy Policy: one template for every file in content/legal/. */
export default function LegalPage({ data, children }: Props) {
  const frontmatter = data.mdx?.frontmatter;
  if (!frontmatter) throw new Error("Legal page rendered without its MDX node.");

  return (
    <Layout>
      <article className="container legal">
        <div className="legal__header">
          <h1 className="legal__title">{frontmatter.title}</h1>
          <p className="legal__updated">Last updated: {frontmatter.lastUpdated}</p>
        </div>
        <div className="legal__body">
          <MDXProvider components={MDX_COMPONENTS}>{children}</MDXProvider>
        </div>
        <p className="legal__back">
          <SiteLink to="/" className="button button--secondary">
            Back to Home
          </SiteLink>
        </p>
      </article>
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
