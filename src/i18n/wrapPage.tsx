import type { ReactElement } from "react";

import type { SiteSettings } from "../hooks/useSiteSettings";
import { LocaleProvider } from "./LocaleContext";
import type { LocaleCode } from "./locales";
import type { UiStrings } from "./strings";

/** What gatsby-node.ts puts in every page's context. */
export type LocaleContextValues = {
  locale: LocaleCode;
  strings: UiStrings;
  pagePath: string;
  /** The page shows the English text in place of its language's (a legal text not translated). */
  englishOnly?: boolean;
  /** The locales whose page of this text is in their own language, where not all are (legal). */
  textLocales?: LocaleCode[];
};

type PageProps = {
  pageContext?: Partial<LocaleContextValues>;
  data?: { settings?: SiteSettings | null } | null;
};

/**
 * Every page in its locale (gatsby-ssr.tsx and gatsby-browser.tsx, wrapPageElement): the locale
 * and strings from the page's context, the site settings from the page's query (`settings`).
 */
export function wrapPage({ element, props }: { element: ReactElement; props: PageProps }) {
  const { locale, strings, pagePath } = props.pageContext ?? {};
  const settings = props.data?.settings;
  // Gatsby's own development pages (its 404 listing) have neither.
  if (!locale || !strings || !pagePath || !settings) return element;
  return <LocaleProvider value={{ locale, strings, settings, pagePath }}>{element}</LocaleProvider>;
}
