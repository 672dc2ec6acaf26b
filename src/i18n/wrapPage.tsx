import type { ReactElement } from "react";

import { LocaleProvider } from "./LocaleContext";
import type { LocalePageContext, SiteSettings } from "./LocaleContext";

type PageProps = {
  pageContext?: Partial<LocalePageContext>;
  data?: { settings?: SiteSettings | null } | null;
};

/**
 * Every page in its locale (gatsby-ssr.tsx and gatsby-browser.tsx, wrapPageElement): the locale
 * and strings from the page's context, the site settings from the page's query (`settings`).
 */
export function wrapPage({ element, props }: { element: ReactElement; props: PageProps }) {
  const { locale, strings, pagePath, pageLocales, footerPages } = props.pageContext ?? {};
  const settings = props.data?.settings;
  // Gatsby's own development pages (its 404 listing) have neither.
  if (!locale || !strings || !pagePath || !settings) return element;
  return (
    <LocaleProvider value={{ locale, strings, settings, pagePath, pageLocales, footerPages }}>
      {element}
    </LocaleProvider>
  );
}
