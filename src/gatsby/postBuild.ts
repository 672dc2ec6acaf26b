import { readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

import site from "../../content/en/site.json";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  gitHostOrigins,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  metaContentSecurityPolicy,
  webVitalsOrigin,
  withMetaPolicy,
} from "../build/securityHeaders";
import { redirectsFile } from "../build/redirects";
import { readFrameworkModules } from "../build/frameworkModules";
import { startAfterFirstScreen } from "../build/startAfterFirstScreen";
import { styleAttributes, withoutGatsbyStyleAttributes } from "../build/styleAttributes";
import { LOCALES, localizePath } from "../i18n/locales";
import { FRAMEWORK_MODULES } from "./webpack";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The editor's page has rules of its own (adminContentSecurityPolicy). */
const isAdmin = (file: string) => file.includes(`${path.sep}admin${path.sep}`);

/**
 * The pages Gatsby writes for a path no page has, in every locale; the host answers unknown paths
 * with 404.html (under /de/, a host that looks for the nearest one answers with /de/404.html).
 * Those answers get only the `/*` headers (a CSP there would also reach the editor, and two
 * policies are both enforced), so these pages carry their policy in a <meta> (withMetaPolicy).
 */
const NOT_FOUND_PAGES = LOCALES.flatMap(({ code }) =>
  ["/404.html", "/404/index.html"].map((page) => path.join(...localizePath(code, page).split("/"))),
);

/**
 * React 18.3's streaming server renderer, which Gatsby builds pages with, sometimes leaves NUL
 * bytes in the gaps where a multi-byte character did not fit at the end of its 2 KB chunk
 * (facebook/react#31134): seen in the Japanese and Arabic pages, between two characters, with no
 * character lost. NUL is never valid in HTML (the Nu checker refuses it), so it is removed.
 */
const withoutNul = (html: string) => html.replaceAll("\u0000", "");

const rewrite = (file: string, change: (html: string) => string) =>
  writeFileSync(file, change(readFileSync(file, "utf8")));

/**
 * After every build: every page's scripts start after its first screen (startAfterFirstScreen),
 * the public pages without style attributes and the 404 pages with their own policy, the
 * security and cache headers for static hosts (with the hashes of this build's inline scripts and
 * styles), Netlify's 404 page per language (_redirects), robots.txt, and no webpack.stats.json in
 * what gets published.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve("public");
  const html = htmlFiles(publicDir).filter((file) => !isAdmin(file));
  const frameworkModules = readFrameworkModules(FRAMEWORK_MODULES);
  // Pages only: the slice Gatsby stitched them from (_gatsby/slices) is not served.
  for (const file of html.filter((page) => !page.includes(`${path.sep}_gatsby${path.sep}`))) {
    rewrite(file, (text) => startAfterFirstScreen(text, file, frameworkModules));
  }
  for (const file of html) rewrite(file, (text) => withoutGatsbyStyleAttributes(withoutNul(text)));
  const pages = html.map((file) => readFileSync(file, "utf8"));
  const policyOf = (pageHtml: string[]) =>
    contentSecurityPolicy({
      scriptHashes: pageHtml.flatMap(inlineScriptHashes),
      styleHashes: pageHtml.flatMap(inlineStyleHashes),
      webVitalsOrigin: webVitalsOrigin(process.env.GATSBY_WEB_VITALS_URL),
    });
  const policy = policyOf(pages);
  for (const page of NOT_FOUND_PAGES.map((file) => path.join(publicDir, file))) {
    rewrite(page, (text) => withMetaPolicy(text, metaContentSecurityPolicy(policyOf([text]))));
  }
  const pagePaths = html
    .filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`))
    .map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
    // A page is served at /terms as well as /terms/ and /terms/index.html: each needs its rule.
    .flatMap((file) => {
      if (!file.endsWith("/index.html")) return [file];
      const folder = file.slice(0, -"index.html".length);
      return folder === "/" ? [folder, file] : [folder.slice(0, -1), folder, file];
    })
    .sort();
  const hashedFiles = readdirSync(publicDir)
    .filter((name) => /-[0-9a-f]{20}\.js$|\.[0-9a-f]{20}\.css$/.test(name))
    .map((name) => `/${name}`)
    .sort();
  const adminPolicy = adminContentSecurityPolicy({ gitOrigins: gitHostOrigins(process.env) });
  writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({ policy, pagePaths, adminPolicy, hashedFiles }),
  );
  writeFileSync(path.join(publicDir, "_redirects"), redirectsFile());
  writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", site.siteUrl).href}\n`,
  );
  // Only the build reads it; published, it would list every module of the site.
  rmSync(path.join(publicDir, "webpack.stats.json"), { force: true });
  const count = (hashes: (page: string) => string[]) => new Set(pages.flatMap(hashes)).size;
  reporter.info(
    `_headers: CSP allows ${count(inlineScriptHashes)} inline script and ${count(inlineStyleHashes)} inline style hashes`,
  );
  // style-src has no 'unsafe-inline': a style attribute would be refused in every browser.
  const styled = html.flatMap((file, index) => {
    const tags = styleAttributes(pages[index] ?? "");
    const shown = tags.slice(0, 3).map((tag) => tag.replace(/\s+/g, " ").slice(0, 100));
    return tags.length ? [`${path.relative(publicDir, file)}: ${shown.join(" ")}`] : [];
  });
  if (styled.length > 0) {
    reporter.panicOnBuild(
      `The page's CSP refuses style attributes, and these pages have some (use a class, or a CSS custom property set in the stylesheet):\n${styled.join("\n")}`,
    );
  }
};
