import { watchEntrances } from "../entrance/watchEntrances";
import type { EntranceChunk } from "../entrance/watchEntrances";
import { enhanceHeader } from "./enhanceHeader";
import reportWebVitals from "./reportWebVitals";
import type { WebVitals } from "./reportWebVitals";

export type PageScriptParts = {
  /** Fetches the card entrance's chunk (src/entrance/trail.ts). */
  loadEntrance: () => Promise<EntranceChunk>;
  /** Web-performance reporting, when the site is built to send it: GATSBY_WEB_VITALS_URL. */
  webVitals?: { onReport: Parameters<typeof reportWebVitals>[0]; load: () => Promise<WebVitals> };
};

/**
 * Everything a page of the site runs in the browser: the header's enhancements, the card
 * sections' entrance, and the web-performance facility, called without a callback unless the site
 * is built to report. Built pages run it from their one inline script (src/browser/pageScript.ts);
 * `gatsby develop` from gatsby-browser.tsx.
 */
export function startPage(root: Document, { loadEntrance, webVitals }: PageScriptParts): void {
  enhanceHeader(root);
  watchEntrances(root, loadEntrance);
  if (webVitals) reportWebVitals(webVitals.onReport, webVitals.load);
  else reportWebVitals();
}
