import type { ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

/**
 * The browser bundle's stand-in for react-dom/server (see onCreateWebpackConfig).
 *
 * gatsby-plugin-image imports renderToStaticMarkup in the browser to draw images that were not
 * server-rendered (after client-side navigation). The real react-dom/server adds about 21 KB of
 * gzipped JavaScript to every page with an image. React's documentation recommends this instead
 * for markup on the client: render into a detached element and read its HTML.
 * The server build (page HTML) still uses the real react-dom/server.
 */
export function renderToStaticMarkup(element: ReactElement): string {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const html = container.innerHTML;
  root.unmount();
  return html;
}

export const renderToString = renderToStaticMarkup;
