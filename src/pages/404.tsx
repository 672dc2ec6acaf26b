import { graphql } from "gatsby";
import type { HeadFC } from "gatsby";

import Layout from "../components/Layout";
import Seo from "../components/Seo";
import SiteLink from "../components/SiteLink";
import { useStrings } from "../i18n/LocaleContext";
import type { LocalePageContext } from "../i18n/LocaleContext";

/** Any path the site does not have, in every locale (/de/404.html for paths under /de/). */
export default function NotFoundPage() {
  const strings = useStrings();
  return (
    <Layout>
      <section className="container not-found" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{strings.notFoundTitle}</h1>
        <p>{strings.notFoundText}</p>
        <p>
          <SiteLink to="/" className="button button--primary">
            {strings.backHome}
          </SiteLink>
        </p>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery, LocalePageContext> = ({
  data,
  pageContext,
}) => (
  <Seo title={pageContext.strings.notFoundTitle} page={pageContext} settings={data.settings}>
    <meta name="robots" content="noindex" />
  </Seo>
);

export const query = graphql`
  query NotFoundPage($locale: String!) {
    settings: siteJson(locale: { eq: $locale }) {
      ...SiteSettings
    }
  }
`;
