import type { GatsbyBrowser } from "gatsby";

import { startPage } from "./src/browser/startPage";
import { wrapPage } from "./src/i18n/wrapPage";
import "./src/styles/global.css";

/**
 * Only `gatsby develop` runs this file. The built site ships no Gatsby runtime: its pages run one
 * inline script instead (src/postbuild/pageScripts.ts). Here Gatsby's runtime renders the pages,
 * for hot reloading and GraphiQL, and each page it shows starts the same page script.
 */

/** Every page in its locale: src/i18n/wrapPage.tsx. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

/** The page script on each page Gatsby shows, the first one included. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  startPage(document, { loadEntrance: () => import("./src/entrance/trail") });
};
