import type { Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

/** What the facility subscribes to: web-vitals' five reporters, from its own chunk. */
export type WebVitals = {
  onCLS: typeof onCLS;
  onFCP: typeof onFCP;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
  onTTFB: typeof onTTFB;
};

/**
 * The site's web-performance reporting facility (specification: present, invoked without any
 * receiving callback). Every page calls it (src/browser/startPage.ts); without a callback it
 * measures nothing, loads nothing and reports nothing. Only a site built with
 * GATSBY_WEB_VITALS_URL passes one (beaconTo) and a way to load web-vitals, which then arrives in
 * its own chunk (src/postbuild/compilePageScripts.ts).
 */
export default function reportWebVitals(
  onReport?: (metric: Metric) => void,
  load?: () => Promise<WebVitals>,
): void {
  if (!onReport || !load) return;
  void load().then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((subscribe) => subscribe(onReport));
  });
}

/** A callback that sends each Core Web Vital, once known, to `endpoint` with sendBeacon. */
export function beaconTo(endpoint: string): (metric: Metric) => void {
  return ({ name, value, rating, id, navigationType }) => {
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
}
