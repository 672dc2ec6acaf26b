import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";

import { wrapPage } from "./src/i18n/wrapPage";
import "./src/styles/global.css";

/** Every page in its locale: src/i18n/wrapPage.tsx. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

/**
 * Without JavaScript the section links are shown instead of the menu button: the rules of
 * src/styles/no-script-menu.css, minified by the build (src/gatsby/webpack.ts). Browsers ignore
 * <noscript> content when scripts run.
 */
declare const __NO_SCRIPT_MENU_CSS__: string;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // <html lang dir> is each page's own, from its Head (src/components/Seo.tsx).
  setHeadComponents([
    <noscript key="no-script-menu">
      <style dangerouslySetInnerHTML={{ __html: __NO_SCRIPT_MENU_CSS__ }} />
    </noscript>,
  ]);
};

/**
 * gatsby-plugin-image puts a stylesheet, a <noscript> stylesheet and a script on every page for
 * its GatsbyImage component: they run its opacity gate. The site draws its images as plain
 * <picture>s (ResponsiveImage) with no gate, so none of the three has anything to do.
 */
const GATSBY_IMAGE_HEAD_KEYS = new Set([
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]);

/**
 * Removed from every page's <head>: gatsby-plugin-image's gate (above), and Gatsby's generator
 * meta tag, which announces the framework for no reason of the site's.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const isUnwanted = (component: unknown) =>
    isValidElement<{ name?: string }>(component) &&
    (component.props.name === "generator" || GATSBY_IMAGE_HEAD_KEYS.has(String(component.key)));
  replaceHeadComponents(getHeadComponents().filter((component) => !isUnwanted(component)));
};
