/** Another site's address, or an e-mail address. */
export const isExternal = (to: string) => /^(https?:|mailto:)/.test(to);

/**
 * Where SiteLink gives a link Gatsby's Link (client-side under `gatsby develop`; a plain link in
 * the built pages, prerendered on intent: src/postbuild/pageScripts.ts): a page of this site. Not another site, and not a
 * section of a page ("/#ai-models"), which the browser scrolls to itself.
 */
export const isSitePage = (to: string) => !isExternal(to) && !to.includes("#");
