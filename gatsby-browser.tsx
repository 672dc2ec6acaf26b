import type { GatsbyBrowser } from "gatsby";
import { startTransition } from "react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";

import { beginHydration, endHydration } from "./src/components/NotHydrated";
import { wrapPage } from "./src/i18n/wrapPage";
import "./src/styles/global.css";

/** Every page in its locale: src/i18n/wrapPage.tsx. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

/**
 * Web-performance reporting is off unless the site is built with GATSBY_WEB_VITALS_URL. Gatsby
 * inlines the variable at build time, so without it the condition is constant and webpack drops
 * the reporter and web-vitals from the bundle entirely.
 *
 * Gatsby waits for this hook's promise before it loads the page's data and hydrates. Resolving
 * it from a new task ends the task that evaluated the bundles there, so start-up runs as two
 * shorter tasks instead of one long one, and a tap that arrived meanwhile is handled in between.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.GATSBY_WEB_VITALS_URL) {
    const endpoint = process.env.GATSBY_WEB_VITALS_URL;
    void import("./src/browser/reportWebVitals").then(({ default: report }) => report(endpoint));
  }
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/**
 * Hydration as a transition: React 18 then hydrates in slices of a few milliseconds that yield
 * to the browser between them, where a plain hydrateRoot renders the page's frame in one task.
 * The parts inside a HydrationBoundary follow in their own slices, the one a visitor touches
 * first; the parts that are NotHydrated cost nothing. A tap or key press before hydration ends
 * hydrates at once what it needs and is handled.
 */
function hydrateInSlices(element: ReactElement, container: Element): void {
  beginHydration();
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby still types this hook with React 17's legacy `render` signature; it calls the function
// with (element, container), as hydrateInSlices takes them.
type Hydrate = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices as unknown as Hydrate;

/** A client-side navigation renders its page in the browser: NotHydrated has nothing to adopt. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) endHydration();
};
