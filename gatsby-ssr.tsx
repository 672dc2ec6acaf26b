import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";

import "./src/styles/global.css";

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
  "@media not all and (min-width:48em){html{scroll-padding-top:16px}.site-header{position:static}.site-header__bar{flex-wrap:wrap;align-content:flex-start}.brand,.site-header__cta{margin-block:10px}.site-nav{order:3;width:100%;padding-bottom:8px}.site-nav__links{flex-direction:row!important;flex-wrap:wrap;margin-left:-12px}}",
].join("");

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="no-script-menu">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_MENU_CSS }} />
    </noscript>,
  ]);
};

/** Gatsby announces itself in a generator meta tag; the site has no reason to publish that. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const isGenerator = (component: unknown) =>
    isValidElement<{ name?: string }>(component) && component.props.name === "generator";
  replaceHeadComponents(getHeadComponents().filter((component) => !isGenerator(component)));
};
