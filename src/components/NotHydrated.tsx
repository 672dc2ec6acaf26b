import { createElement, useState } from "react";
import type { HTMLAttributes, ReactNode } from "react";

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

/**
 * A part of the page that nothing makes interactive (the hero's text and picture, a legal text,
 * the footer) and so is never hydrated, at no hydration cost: on the page the server rendered, React
 * adopts the element and leaves what is inside it alone, as HTML. It never renders, compares or
 * attaches anything in there, however large the part.
 *
 * React takes an element with dangerouslySetInnerHTML as a leaf: hydration neither walks nor
 * removes its children, and an unchanged (empty) value is never written to the DOM. Rendered
 * anywhere else (after a client-side navigation, in the editor's preview, on the server) the
 * part renders its children as usual. Whether it hydrates is decided once, when it mounts.
 * Links inside work as plain links: a full page load instead of Gatsby's client-side one.
 */
export default function NotHydrated({ as, children, ...attributes }: Props) {
  const [adopt] = useState(() => hydratingServerHtml);
  if (adopt) {
    return createElement(as, {
      ...attributes,
      dangerouslySetInnerHTML: { __html: "" },
      suppressHydrationWarning: true,
    });
  }
  return createElement(as, attributes, children);
}
