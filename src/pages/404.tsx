import type { HeadFC } from "gatsby";

import Layout from "../components/Layout";
import Seo from "../components/Seo";
import SiteLink from "../components/SiteLink";

/** Any path the site does not have. */
export default function NotFoundPage() {
  return (
    <Layout>
      <section className="container not-found" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page not found</h1>
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <SiteLink to="/" className="button button--primary">
            Back to Home
          </SiteLink>
        </p>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page not found" path={location.pathname}>
    <meta name="robots" content="noindex" />
  </Seo>
);
