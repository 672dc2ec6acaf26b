import type { GatsbyBrowser } from "gatsby";

import "./src/styles/global.css";

/**
 * Web-performance reporting is off unless the site is built with GATSBY_WEB_VITALS_URL. Gatsby
 * inlines the variable at build time, so without it the condition is constant and webpack drops
 * the reporter and web-vitals from the bundle entirely.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.GATSBY_WEB_VITALS_URL) {
    const endpoint = process.env.GATSBY_WEB_VITALS_URL;
    void import("./src/browser/reportWebVitals").then(({ default: report }) => report(endpoint));
  }
};
