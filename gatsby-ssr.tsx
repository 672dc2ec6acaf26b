import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";

import { wrapPage } from "./src/i18n/wrapPage";
import "./src/styles/global.css";

/** Every page in its locale: src/i18n/wrapPage.tsx. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;

/**
 * Without JavaScript the section links are shown instead of the menu button: in the bar on wide
 * screens, as a second row of the header below the menu breakpoint (header.css). The button's
 * popover would open without script in most browsers, but not in all, and links in view need no
 * tap. Browsers ignore <noscript> content when scripts run.
 */
const NO_SCRIPT_MENU_CSS = [
  ".menu-button{display:none!important}",
  ".site-nav__links{display:flex!important;position:static!important;box-shadow:none!important;padding:0!important;border:0!important}",
  // Below the menu breakpoint: the bar's 64 px row, then a row of links. That header, whose
  // height depends on the text size, scrolls away instead of sticking over the sections.
  "@media not all and (min-width:48em){html{scroll-padding-top:16px}.site-header{position:static}.site-header__bar{flex-wrap:wrap;align-content:flex-start}.brand,.site-header__cta{margin-block:10px}.site-nav{order:3;width:100%;padding-bottom:8px}.site-nav__links{flex-direction:row!important;flex-wrap:wrap;margin-inline-start:-12px}.site-nav__language-list{display:flex;flex-wrap:wrap}}",
].join("");

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // <html lang dir> is each page's own, from its Head (src/components/Seo.tsx).
  setHeadComponents([
    <noscript key="no-script-menu">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_MENU_CSS }} />
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
