import { MDXProvider } from "@mdx-js/react";
import type { ReactNode } from "react";

import MdxLink from "./MdxLink";
import ServerHtml from "./ServerHtml";
import SiteLink from "./SiteLink";
import { SiteUrlContext } from "./SiteUrlContext";

type Props = {
  title: string;
  lastUpdated: string;
  /** The site's public address, so a printout can write links out in full. */
  siteUrl: string;
  /** The MDX body, compiled by gatsby-plugin-mdx on the site and in the browser in the editor. */
  children: ReactNode;
};

/** What MDX elements become on the legal pages; the content checks list what MDX may use. */
export const MDX_COMPONENTS = { a: MdxLink };

/**
 * A legal text: its title, when it was last updated, the text, and the way back home. Plain text
 * and links, so a page the server rendered does not hydrate it (ServerHtml).
 */
export default function LegalArticle({ title, lastUpdated, siteUrl, children }: Props) {
  return (
    <ServerHtml as="article" className="container legal">
      <div className="legal__header">
        <h1 className="legal__title">{title}</h1>
        <p className="legal__updated">Last updated: {lastUpdated}</p>
      </div>
      <div className="legal__body">
        <SiteUrlContext.Provider value={siteUrl}>
          <MDXProvider components={MDX_COMPONENTS}>{children}</MDXProvider>
        </SiteUrlContext.Provider>
      </div>
      <p className="legal__back">
        <SiteLink to="/" className="button button--secondary">
          Back to Home
        </SiteLink>
      </p>
    </ServerHtml>
  );
}
