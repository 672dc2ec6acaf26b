import type { GatsbySSR } from "gatsby";

import "./src/styles/global.css";

/**
 * Without JavaScript the menu button cannot work, so it is hidden and the section links are shown
 * in the bar instead. Browsers ignore <noscript> content when scripts run.
 */
const NO_SCRIPT_MENU_CSS =
  ".menu-button{display:none!important}.site-nav__links{display:flex!important;position:static!important;box-shadow:none!important;padding:0!important;border:0!important}";

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
