import { createContext, useContext } from "react";
import type { ReactNode } from "react";

import type { SiteSettings } from "../hooks/useSiteSettings";
import type { LocaleContextValues } from "./wrapPage";

/**
 * What every component of a page may read of its locale: the page's context (its locale, the
 * site's words in it, its path in English) and content/<locale>/site.json as GraphQL gives it.
 */
export type PageLocale = Pick<LocaleContextValues, "locale" | "strings" | "pagePath"> & {
  settings: SiteSettings;
};

const Context = createContext<PageLocale | null>(null);

export function LocaleProvider({ value, children }: { value: PageLocale; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The page's locale; every page provides one (src/i18n/wrapPage.tsx), as the editor's preview does. */
export function useLocale(): PageLocale {
  const value = useContext(Context);
  if (!value) throw new Error("A component read the page's locale outside a LocaleProvider.");
  return value;
}

/** The site's words in the page's locale. */
export const useStrings = (): LocaleContextValues["strings"] => useLocale().strings;

// Plain TypeScript of its own, so the browser suites fill the same strings without React.
export { fill } from "./fill";
