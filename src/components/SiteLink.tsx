import { Link, withPrefix } from "gatsby";
import type { ReactNode } from "react";

import { useLocale } from "../i18n/LocaleContext";
import { localizePath } from "../i18n/locales";
import { isExternal, isSitePage } from "./sitePagePath";

type Props = {
  to: string;
  children: ReactNode;
  className?: string;
  /** Open in a new tab; only for outside links. */
  newTab?: boolean;
  "aria-label"?: string;
  /** The address a printout writes after the link (print.css); see MdxLink. */
  "data-print-url"?: string;
};

/**
 * One link for the whole site. Pages of this site go through Gatsby's Link: in the built pages a
 * plain link, which Chromium prerenders on intent (src/postbuild/pageScripts.ts); under `gatsby
 * develop` a client-side navigation. Links to a section ("/#ai-models") stay plain anchors, so the browser scrolls to
 * the section itself, from the home page and from any other page, with or without JavaScript.
 * Outside links are plain anchors, with rel="noopener noreferrer" when they open a new tab.
 * A page of the site is linked in the page's own locale: "/terms/" is "/de/terms/" on /de/.
 */
export default function SiteLink({ to: path, children, newTab = false, ...rest }: Props) {
  const { locale } = useLocale();
  const to = localizePath(locale, path);
  if (isExternal(to)) {
    return (
      <a href={to} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (!isSitePage(to)) {
    return (
      <a href={withPrefix(to)} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
