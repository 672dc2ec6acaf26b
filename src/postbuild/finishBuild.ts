import { existsSync, readdirSync, rmSync, writeFileSync } from "fs";
import path from "path";

import { isHashedFile, robotsTxt } from "./hostFiles";
import { hostLimitProblems } from "./hostLimits";
import { htmlFiles, isAdmin, isSlice } from "./htmlFiles";
import { removeRuntimeFiles } from "./pageScripts";
import { redirectsFile } from "./redirects";
import { rewritePages } from "./rewritePages";
import type { InlineCode, RewriteOptions } from "./rewritePages";
import { headersFile, metaContentSecurityPolicy, policyForCode } from "./securityHeaders";

export type FinishOptions = Pick<RewriteOptions, "pageScript"> & {
  /** The translations' path prefixes ("de", "ja"): each gets its own 404 page. */
  translations: string[];
  /** The editor's policy (adminContentSecurityPolicy). */
  adminPolicy: string;
  siteUrl: string;
  webVitalsUrl?: string;
};

export type FinishedBuild = {
  /** What a host or a browser would refuse, one sentence each; the build fails on any. */
  problems: string[];
  /** Every inline script and style the pages have, for the build's log. */
  code: InlineCode;
};

/** Every .js and .css a host is told to cache for a year (`/*.js`, `/*.css`) that is not hashed. */
export function unhashedAssets(publicDir: string): string[] {
  const exempt = new Set(["admin", "~partytown"]);
  return readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(js|css)$/.test(name) && !exempt.has(name.split(path.sep)[0] ?? ""))
    .filter((name) => !isHashedFile(path.basename(name)))
    .map((name) => `/${name.split(path.sep).join("/")}`)
    .sort();
}

/**
 * What happens to public/ after Gatsby has written it, once per build (src/gatsby/postBuild.ts),
 * and on the fixture sites of src/postbuild/finishBuild.test.ts:
 * - Gatsby's browser runtime removed (src/postbuild/pageScripts.ts): no page loads it;
 * - every page rewritten once (rewritePages: the page script in place of Gatsby's runtime, no
 *   style attribute), each with its own Content-Security-Policy in a <meta>, from the hashes of
 *   its own inline scripts and styles;
 * - the hosts' files: `_headers` (the same 7 rules for any number of pages and languages),
 *   Netlify's 404 page per language in `_redirects`, robots.txt;
 * - webpack.stats.json removed: published, it would list every module of the site.
 */
export function finishBuild(publicDir: string, options: FinishOptions): FinishedBuild {
  removeRuntimeFiles(publicDir);
  const pages = rewritePages(
    htmlFiles(publicDir).filter((file) => !isAdmin(file, publicDir)),
    {
      pageScript: options.pageScript,
      metaPolicy: (_file, code) =>
        metaContentSecurityPolicy(policyForCode(code, options.webVitalsUrl)),
    },
    (file) => isSlice(file, publicDir),
  );
  const headers = headersFile({ adminPolicy: options.adminPolicy });
  const redirects = redirectsFile(options.translations);
  writeFileSync(path.join(publicDir, "_headers"), headers);
  writeFileSync(path.join(publicDir, "_redirects"), redirects);
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(options.siteUrl));
  rmSync(path.join(publicDir, "webpack.stats.json"), { force: true });

  const notFoundPages = ["", ...options.translations.map((code) => `${code}/`)]
    .map((folder) => `${folder}404.html`)
    .filter((page) => !existsSync(path.join(publicDir, page)));
  // style-src has no 'unsafe-inline': a style attribute would be refused in every browser.
  const styled = pages.flatMap(({ file, styleAttributes }) =>
    styleAttributes.length > 0
      ? [`${path.relative(publicDir, file)}: ${styleAttributes.slice(0, 3).join(" ")}`]
      : [],
  );
  const unhashed = unhashedAssets(publicDir);
  const problems = [
    ...hostLimitProblems({ headers, redirects }),
    ...(notFoundPages.length > 0
      ? [`No 404 page for unknown paths in its language: ${notFoundPages.join(", ")}`]
      : []),
    ...(styled.length > 0
      ? [
          `The page's CSP refuses style attributes, and these pages have some (use a class, or a CSS custom property set in the stylesheet):\n${styled.join("\n")}`,
        ]
      : []),
    ...(unhashed.length > 0
      ? [
          `_headers caches every .js and .css for a year, and these are not named by their content: ${unhashed.join(", ")}`,
        ]
      : []),
  ];
  return {
    problems,
    code: {
      scripts: pages.flatMap((page) => page.scripts),
      styles: pages.flatMap((page) => page.styles),
    },
  };
}
