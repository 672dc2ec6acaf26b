import type { ComponentType } from "react";

import type { SiteSettings } from "../../hooks/useSiteSettings";
import { LocaleProvider } from "../../i18n/LocaleContext";
import { DEFAULT_LOCALE } from "../../i18n/locales";
import { UI_STRINGS } from "../../i18n/strings";
import { builtSite } from "./builtContent";
import type { PreviewTemplateProps } from "./types";

/**
 * A preview in English, the language the editor edits: the site's components read their words
 * and settings from the page's locale, which the editor's page does not have by itself.
 */
export const inEnglish = (Preview: ComponentType<PreviewTemplateProps>) =>
  function EnglishPreview(props: PreviewTemplateProps) {
    const value = {
      locale: DEFAULT_LOCALE,
      strings: UI_STRINGS[DEFAULT_LOCALE],
      settings: builtSite as unknown as SiteSettings,
      pagePath: "/",
    };
    return (
      <LocaleProvider value={value}>
        <Preview {...props} />
      </LocaleProvider>
    );
  };
