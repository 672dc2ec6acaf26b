import { render } from "@testing-library/react";
import type { RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

import { LocaleProvider } from "../i18n/LocaleContext";
import type { PageLocale } from "../i18n/LocaleContext";
import type { LocaleCode } from "../i18n/locales";
import { UI_STRINGS } from "../i18n/strings";
import { siteSettings } from "./fixtures";

/** A page's locale as src/i18n/wrapPage.tsx provides it, with the fixture's settings. */
const pageLocale = (locale: LocaleCode = "en", pagePath = "/"): PageLocale => ({
  locale,
  strings: UI_STRINGS[locale],
  settings: siteSettings,
  pagePath,
});

/** `element` inside a page of `locale`, for the server renderer. */
export const inLocale = (element: ReactNode, locale: LocaleCode = "en", pagePath = "/") => (
  <LocaleProvider value={pageLocale(locale, pagePath)}>{element}</LocaleProvider>
);

/** Testing Library's render, inside a page of `locale` (English unless named). */
export function renderInLocale(
  element: ReactElement,
  {
    locale = "en",
    pagePath = "/",
    ...options
  }: RenderOptions & { locale?: LocaleCode; pagePath?: string } = {},
) {
  return render(element, {
    ...options,
    wrapper: ({ children }) => inLocale(children, locale, pagePath),
  });
}
