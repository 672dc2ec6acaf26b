import { navigate, prefetchPathname } from "gatsby";
import { createElement, useState } from "react";
import type { FocusEvent, HTMLAttributes, MouseEvent, ReactNode } from "react";

import { sitePagePath } from "./sitePagePath";

let hydratingServerHtml = false;

/** The page's server HTML is being hydrated: gatsby-browser, before it calls hydrateRoot. */
export function beginHydration(): void {
  hydratingServerHtml = true;
}

/** From the first client-side navigation on, pages are rendered in the browser: gatsby-browser. */
export function endHydration(): void {
  hydratingServerHtml = false;
}

type Props = HTMLAttributes<HTMLElement> & {
  /** The element that holds the part, as on the server: "div", "article"… */
  as: "div" | "article";
  children: ReactNode;
};

/** The page of this site that the link an event happened in leads to, as SiteLink would link it. */
function sitePageOf(event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || !event.currentTarget.contains(link)) return undefined;
  return sitePagePath(link);
}

/**
 * What Gatsby's Link does on a click, for all the links in the part at once: a plain left click
 * on a link to a page of this site (no key held, no new tab) goes there client-side. Any other
 * click, and any other link, is the browser's.
 */
function followSitePage(event: MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const path = sitePageOf(event);
  if (path === undefined) return;
  event.preventDefault();
  navigate(path);
}

/** What Gatsby's Link does on hover, and here on focus too: fetch the page's data ahead. */
function prefetchSitePage(event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) {
  const path = sitePageOf(event);
  if (path !== undefined) prefetchPathname(path);
}

/**
 * A part of the page that nothing makes interactive (the hero's text and picture, a legal text,
 * the footer) and so is never hydrated: on the page the server rendered, React adopts the element
 * and leaves what is inside it alone, as HTML. It never renders, compares or attaches anything in
 * there, however large the part.
 *
 * React takes an element with dangerouslySetInnerHTML as a leaf: hydration neither walks nor
 * removes its children, and an unchanged (empty) value is never written to the DOM. Rendered
 * anywhere else (after a client-side navigation, in the editor's preview, on the server) the
 * part renders its children as usual. Whether it adopts is decided once, when it mounts.
 *
 * The links in adopted HTML are plain anchors, so the adopted element handles them for all of
 * them, as SiteLink promises: pages of this site open client-side and are prefetched on hover
 * or focus; section, outside and language links stay the browser's. Without JavaScript, or
 * before the page's scripts start, every link is a plain link.
 */
export default function NotHydrated({ as, children, ...attributes }: Props) {
  const [adopt] = useState(() => hydratingServerHtml);
  if (adopt) {
    return createElement(as, {
      ...attributes,
      onClick: followSitePage,
      onMouseOver: prefetchSitePage,
      onFocus: prefetchSitePage,
      dangerouslySetInnerHTML: { __html: "" },
      suppressHydrationWarning: true,
    });
  }
  return createElement(as, attributes, children);
}
