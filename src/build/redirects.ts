import { TRANSLATIONS, localizePath } from "../i18n/locales";

/**
 * Netlify's `_redirects`: an unknown path answers with its language's 404 page, with status 404.
 * A rule without `!` applies only where no file exists, so real pages are untouched. Netlify takes
 * the first rule that matches, so each translation's folder comes before English's catch-all.
 * (Cloudflare Pages ignores these rules for 404s and serves the nearest 404.html by itself.)
 */
export function redirectsFile(): string {
  const rule = (from: string, to: string) => `${from}  ${to}  404`;
  const translated = TRANSLATIONS.map(({ code }) =>
    rule(localizePath(code, "/*"), localizePath(code, "/404.html")),
  );
  return [
    "# Unknown paths get the 404 page in their language (written by gatsby-node.ts onPostBuild).",
    ...translated,
    rule("/*", "/404.html"),
    "",
  ].join("\n");
}
