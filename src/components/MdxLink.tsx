import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useContext } from "react";

import { useLocale } from "../i18n/LocaleContext";
import { localizePath } from "../i18n/locales";
import SiteLink from "./SiteLink";
import { SiteUrlContext } from "./SiteUrlContext";

type Props = AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * The address a printout writes after a link's text, or undefined when there is nothing to add:
 * an in-page anchor, or a link whose text already is its address. Pages of this site are written
 * in full, with the trailing slash they are served at.
 */
export function printedAddress(
  href: string,
  text: ReactNode,
  siteUrl: string | undefined,
): string | undefined {
  let address: string | undefined;
  if (/^(mailto|tel):/.test(href)) {
    address = href.replace(/^(mailto|tel):/, "").split("?")[0];
  } else if (/^https?:/.test(href)) {
    address = href;
  } else if (href.startsWith("/") && siteUrl) {
    const url = new URL(href, siteUrl);
    if (!url.pathname.endsWith("/") && !/\.\w+$/.test(url.pathname)) url.pathname += "/";
    address = url.href;
  }
  if (!address || (typeof text === "string" && text.trim() === address)) return undefined;
  return address;
}

/**
 * Links written in MDX go through SiteLink, so internal ones get Gatsby's Link, prefix and the
 * page's locale; the printed address is the one the link goes to (/de/privacy/ on /de/terms/).
 */
export default function MdxLink({ href = "", children }: Props) {
  const siteUrl = useContext(SiteUrlContext);
  const { locale } = useLocale();
  return (
    <SiteLink
      to={href}
      data-print-url={printedAddress(localizePath(locale, href), children, siteUrl)}
    >
      {children}
    </SiteLink>
  );
}
