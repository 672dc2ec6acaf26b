import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import type { Metric } from "web-vitals";

/**
 * Sends each Core Web Vital, once known, to `endpoint` with navigator.sendBeacon. Loaded only
 * when the site is built with GATSBY_WEB_VITALS_URL (see gatsby-browser.tsx); by default the site
 * measures and sends nothing.
 */
export default function reportWebVitals(endpoint: string): void {
  const send = ({ name, value, rating, id, navigationType }: Metric) => {
    const body = JSON.stringify({
      name,
      value,
      rating,
      id,
      navigationType,
      page: location.pathname,
    });
    navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
  };
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
