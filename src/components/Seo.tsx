import { withPrefix } from "gatsby";
import type { ReactNode } from "react";

import useSiteSettings from "../hooks/useSiteSettings";

type Props = {
  /** The page's own title; the home page passes none and gets the product's full name. */
  title?: string;
  description?: string;
  /** The page's path, for its canonical URL. */
  path: string;
  children?: ReactNode;
};

/** The <head> of every page, through Gatsby's Head API. */
export default function Seo({ title, description, path, children }: Props) {
  const site = useSiteSettings();
  const fullTitle = title
    ? `${title} | ${site.productName}`
    : `${site.productName}: ${site.tagline}`;
  const canonical = new URL(path, site.siteUrl).href;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={withPrefix("/icon.svg")} type="image/svg+xml" />
      {children}
    </>
  );
}
