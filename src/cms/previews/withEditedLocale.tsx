import { useLayoutEffect } from "react";
import type { ComponentType } from "react";

import { LocaleProvider } from "../../i18n/LocaleContext";
import type { SiteSettings } from "../../i18n/LocaleContext";
import { DEFAULT_LOCALE, isLocaleCode, localeByCode } from "../../i18n/locales";
import type { LocaleCode } from "../../i18n/locales";
import { UI_STRINGS } from "../../i18n/strings";
import { builtSiteIn } from "./builtContent";
import type { PreviewTemplateProps } from "./types";

/** The language a preview shows: the one the editor's left pane writes in, English without one. */
const previewLocale = ({ locale }: PreviewTemplateProps): LocaleCode =>
  locale && isLocaleCode(locale) ? locale : DEFAULT_LOCALE;

/**
 * A preview in the language being edited, as a page in it: the site's components read their
 * words and settings from the page's locale, which the editor's page does not have by itself, and
 * the preview frame's <html> takes the language and direction (right to left for Arabic), which
 * the site's styles for each script select on.
 */
export const withEditedLocale = (Preview: ComponentType<PreviewTemplateProps>) =>
  function LocalePreview(props: PreviewTemplateProps) {
    const locale = previewLocale(props);
    const { dir } = localeByCode(locale);
    const root = props.document?.documentElement;
    useLayoutEffect(() => {
      if (!root) return;
      root.lang = locale;
      root.dir = dir;
    }, [root, locale, dir]);
    const value = {
      locale,
      strings: UI_STRINGS[locale],
      settings: builtSiteIn(locale) as unknown as SiteSettings,
      pagePath: "/",
    };
    return (
      <LocaleProvider value={value}>
        <Preview {...props} />
      </LocaleProvider>
    );
  };
