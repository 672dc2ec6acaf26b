import { graphql } from "gatsby";
import type { HeadFC, PageProps } from "gatsby";
import type { ReactNode } from "react";

import Layout from "../components/Layout";
import LegalArticle from "../components/LegalArticle";
import Seo from "../components/Seo";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { useSiteSettings } from "../i18n/LocaleContext";
import type { LocalePageContext } from "../i18n/LocaleContext";

/** The page's context: the text it shows (`id`) and where its title comes from (`headId`). */
type LegalPageContext = LocalePageContext & { id: string; headId: string };

type Props = PageProps<Queries.LegalPageQuery, LegalPageContext> & { children: ReactNode };

/** Terms of Use and Privacy Policy: one template for every file in content/legal/. */
export default function LegalPage({ data, pageContext, children }: Props) {
  const { siteUrl } = useSiteSettings();
  const head = data.head?.frontmatter;
  // The text shown is English's or a whole translation's, which has its date (content checks).
  const lastUpdated = data.text?.frontmatter.lastUpdated;
  if (!head || !lastUpdated) throw new Error("Legal page rendered without its MDX node.");

  return (
    <Layout>
      <LegalArticle
        title={head.title}
        titleTranslated={pageContext.headId !== pageContext.id || !pageContext.englishOnly}
        lastUpdated={lastUpdated}
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
 * The title and description are the page's language's wherever they are translated.
 */
export const Head: HeadFC<Queries.LegalPageQuery, LegalPageContext> = ({ data, pageContext }) => (
  <Seo
    title={data.head?.frontmatter.title}
    description={data.head?.frontmatter.description}
    page={pageContext}
    settings={data.settings}
  />
);

export const query = graphql`
  query LegalPage($id: String!, $headId: String!, $locale: String!) {
    settings: siteJson(locale: { eq: $locale }) {
      ...SiteSettings
    }
    head: mdx(id: { eq: $headId }) {
      frontmatter {
        title
        description
      }
    }
    text: mdx(id: { eq: $id }) {
      frontmatter {
        lastUpdated
      }
    }
  }
`;
