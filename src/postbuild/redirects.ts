/**
 * Netlify's `_redirects`: an unknown path answers with its language's 404 page, with status 404.
 * A rule without `!` applies only where no file exists, so real pages are untouched. Netlify takes
 * the first rule that matches, so each translation's folder comes before English's catch-all.
 * Cloudflare Pages refuses status 404 in `_redirects` ("Valid status codes are 200, 301, 302,
 * 303, 307, or 308"), skips these lines with a warning, and answers an unknown path with the
 * nearest 404.html up its folders by itself: the same page and status (e2e/hosts.test.ts).
 */
export function redirectsFile(translations: string[]): string {
  const rule = (from: string, to: string) => `${from}  ${to}  404`;
  return [
    "# Unknown paths get the 404 page in their language (src/postbuild/redirects.ts).",
    ...translations.map((code) => rule(`/${code}/*`, `/${code}/404.html`)),
    rule("/*", "/404.html"),
    "",
  ].join("\n");
}
