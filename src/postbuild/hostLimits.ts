/**
 * The documented limits of the two hosts the site is written for, checked against the `_headers`
 * and `_redirects` files after every build (and by src/postbuild/finishBuild.test.ts, on a fixture
 * site of twelve languages), so that a file a host would cut short or refuse fails the build.
 *
 * - Cloudflare Pages, https://developers.cloudflare.com/pages/platform/limits/ : "A _headers file
 *   can have a maximum of 100 header rules", and each line "has a 2,000 character limit";
 *   https://developers.cloudflare.com/pages/configuration/redirects/ : "2,000 static redirects
 *   and 100 dynamic redirects", "Each redirect declaration has a 1,000-character limit".
 * - Netlify documents no number for either file (https://docs.netlify.com/routing/headers/,
 *   https://docs.netlify.com/routing/redirects/); it advises wildcards past 10,000 redirects,
 *   far above Cloudflare's 2,100, so Cloudflare's limits are the binding ones.
 */
export const CLOUDFLARE_LIMITS = {
  headerRules: 100,
  headerLineCharacters: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectCharacters: 1000,
} as const;

const meaningful = (text: string) =>
  text.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("#"));

/** Every limit the two files break, each sentence naming the limit and the count. */
export function hostLimitProblems({
  headers,
  redirects,
}: {
  headers: string;
  redirects: string;
}): string[] {
  const problems: string[] = [];
  const lines = meaningful(headers);
  const rules = lines.filter((line) => !/^\s/.test(line));
  if (rules.length > CLOUDFLARE_LIMITS.headerRules) {
    problems.push(
      `_headers has ${rules.length} rules; Cloudflare Pages reads at most ${CLOUDFLARE_LIMITS.headerRules}.`,
    );
  }
  for (const line of lines) {
    if (line.length > CLOUDFLARE_LIMITS.headerLineCharacters) {
      problems.push(
        `_headers has a line of ${line.length} characters; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.headerLineCharacters}: ${line.slice(0, 60)}…`,
      );
    }
  }
  const declarations = meaningful(redirects);
  // A splat or placeholder makes a rule dynamic; Cloudflare counts every rule after the first
  // dynamic one as dynamic too (its parser, workers-sdk parseRedirects.ts).
  const firstDynamic = declarations.findIndex((line) => /[*:]/.test(line.split(/\s+/)[0] ?? ""));
  const dynamic = firstDynamic < 0 ? 0 : declarations.length - firstDynamic;
  const statics = declarations.length - dynamic;
  if (dynamic > CLOUDFLARE_LIMITS.dynamicRedirects) {
    problems.push(
      `_redirects has ${dynamic} dynamic redirects; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.dynamicRedirects}.`,
    );
  }
  if (statics > CLOUDFLARE_LIMITS.staticRedirects) {
    problems.push(
      `_redirects has ${statics} static redirects; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.staticRedirects}.`,
    );
  }
  for (const line of declarations) {
    if (line.length > CLOUDFLARE_LIMITS.redirectCharacters) {
      problems.push(
        `_redirects has a declaration of ${line.length} characters; Cloudflare Pages allows ${CLOUDFLARE_LIMITS.redirectCharacters}.`,
      );
    }
  }
  return problems;
}
