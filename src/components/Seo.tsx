import { withPrefix } from "gatsby";
import type { ReactNode } from "react";

import { DARK_THEME_COLOR } from "../constants";
import useSiteSettings from "../hooks/useSiteSettings";

type Props = {
  /** The page's own title; the home page passes none and gets the product's full name. */
  title?: string;
  description?: string;
  /** The page's path, for its canonical URL. */
  path: string;
  children?: ReactNode;
};

/**
 * The <head> of every page, through Gatsby's Head API: title, description, canonical URL, link
 * previews (Open Graph, Twitter) and icons, all from content/site.json and the page's own data.
 */
export default function Seo({ title, description, path, children }: Props) {
  const site = useSiteSettings();
  const fullTitle = title
    ? `${title} | ${site.productName}`
    : `${site.productName}: ${site.tagline}`;
  const summary = description ?? site.description;
  const absolute = (to: string) => new URL(withPrefix(to), site.siteUrl).href;
  const canonical = absolute(path);
  const image = absolute(site.socialImage);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={canonical} />
      {/* The browser bar follows the colour scheme, as the page does (tokens.css). */}
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={site.themeColor} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={DARK_THEME_COLOR} />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={site.socialImageAlt} />
      <meta property="og:locale" content="en_US" />

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.socialImageAlt} />
      {children}
    </>
  );
}
