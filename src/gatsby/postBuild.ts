import { rmSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

import site from "../../content/en/site.json";
import { compileLoader } from "../build/compileLoader";
import { readFrameworkModules } from "../build/frameworkModules";
import { hashedFiles, pagePaths, robotsTxt } from "../build/hostFiles";
import { htmlFiles, isAdmin, isSlice } from "../build/htmlFiles";
import { redirectsFile } from "../build/redirects";
import { rewritePages } from "../build/rewritePages";
import type { InlineCode } from "../build/rewritePages";
import {
  adminContentSecurityPolicy,
  gitHostOrigins,
  headersFile,
  metaContentSecurityPolicy,
  policyForCode,
} from "../build/securityHeaders";
import { LOCALES, localizePath } from "../i18n/locales";

/**
 * The pages Gatsby writes for a path no page has, in every locale; the host answers unknown paths
 * with 404.html (under /de/, a host that looks for the nearest one answers with /de/404.html).
 * Those answers get only the `/*` headers (a CSP there would also reach the editor, and two
 * policies are both enforced), so these pages carry their policy in a <meta> (withMetaPolicy).
 */
const NOT_FOUND_PAGES = LOCALES.flatMap(({ code }) =>
  ["/404.html", "/404/index.html"].map((page) => localizePath(code, page)),
);

/**
 * After every build: every page rewritten once (src/build/rewritePages.ts: its scripts start
 * after its first screen, no style attribute, the 404 pages with their own policy), then the
 * security and cache headers for static hosts (with the hashes of the inline scripts and styles
 * those pages now have), Netlify's 404 page per language (_redirects), robots.txt, and no
 * webpack.stats.json in what gets published.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve("public");
  const policyOf = (code: InlineCode) => policyForCode(code, process.env.GATSBY_WEB_VITALS_URL);
  const notFound = new Set(NOT_FOUND_PAGES.map((page) => path.join(publicDir, page)));
  const pages = rewritePages(
    htmlFiles(publicDir).filter((file) => !isAdmin(file, publicDir)),
    {
      loader: compileLoader(),
      modules: readFrameworkModules(),
      metaPolicy: (file, code) =>
        notFound.has(file) ? metaContentSecurityPolicy(policyOf(code)) : undefined,
    },
    (file) => isSlice(file, publicDir),
  );
  const missing = [...notFound].filter((file) => !pages.some((page) => page.file === file));
  if (missing.length > 0) reporter.panicOnBuild(`No 404 page to give its policy: ${missing}`);

  const code = {
    scripts: pages.flatMap((page) => page.scripts),
    styles: pages.flatMap((page) => page.styles),
  };
  writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({
      policy: policyOf(code),
      pagePaths: pagePaths(
        publicDir,
        pages.map((page) => page.file).filter((file) => !isSlice(file, publicDir)),
      ),
      adminPolicy: adminContentSecurityPolicy({ gitOrigins: gitHostOrigins(process.env) }),
      hashedFiles: hashedFiles(publicDir),
    }),
  );
  writeFileSync(path.join(publicDir, "_redirects"), redirectsFile());
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl));
  // Only the build reads it; published, it would list every module of the site.
  rmSync(path.join(publicDir, "webpack.stats.json"), { force: true });
  const count = (texts: string[]) => new Set(texts).size;
  reporter.info(
    `_headers: CSP allows ${count(code.scripts)} inline script and ${count(code.styles)} inline style hashes`,
  );

  // style-src has no 'unsafe-inline': a style attribute would be refused in every browser.
  const styled = pages.flatMap(({ file, styleAttributes }) =>
    styleAttributes.length > 0
      ? [`${path.relative(publicDir, file)}: ${styleAttributes.slice(0, 3).join(" ")}`]
      : [],
  );
  if (styled.length > 0) {
    reporter.panicOnBuild(
      `The page's CSP refuses style attributes, and these pages have some (use a class, or a CSS custom property set in the stylesheet):\n${styled.join("\n")}`,
    );
  }
};
