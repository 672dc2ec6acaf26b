import { createContext } from "react";

/**
 * The site's public address, for text that must name a page in full: a printed link writes
 * https://www.octopusai.app/privacy/, not /privacy/. The site passes content/en/site.json's siteUrl;
 * the editor's preview, served from the site's own origin, passes that origin.
 */
export const SiteUrlContext = createContext<string | undefined>(undefined);
