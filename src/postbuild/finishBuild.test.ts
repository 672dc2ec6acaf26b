/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";

import { parseHeadersFile } from "../../scripts/shared/staticServer";
import { finishBuild } from "./finishBuild";
import type { FinishOptions } from "./finishBuild";
import { CLOUDFLARE_LIMITS } from "./hostLimits";
import { adminContentSecurityPolicy, gitHostOrigins, sha256 } from "./securityHeaders";

/** Twelve languages, as a site that has grown would have: English and eleven translations. */
const TRANSLATIONS = ["de", "ja", "ar", "fr", "es", "it", "pt", "ko", "zh", "hi", "tr"];
/** The two legal pages the site has, and five more. */
const LEGAL = ["terms", "privacy", "cookies", "imprint", "acceptable-use", "refunds", "security"];

const page = (locale: string, name: string) =>
  [
    `<!DOCTYPE html><html lang="${locale}"><head><meta charSet="utf-8"/>`,
    `<style>.${locale}-${name}{}</style></head><body><div id="___gatsby"><p>${name}</p></div>`,
    // A page's own inline script (here its language and name), whose hash is its own.
    `<script>page("/${locale}/${name}/");</script>`,
    `<script>window.pagePath="/${locale}/${name}/";</script>`,
    `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`,
  ].join("");

/** A built site of fixtures (not the shipped content) in a folder of its own. */
function fixtureSite(translations: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "octopus-fixture-site-"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const locale of ["", ...translations]) {
    const folder = locale ? `${locale}/` : "";
    write(`${folder}index.html`, page(locale || "en", "home"));
    write(`${folder}404.html`, page(locale || "en", "404"));
    for (const name of LEGAL) write(`${folder}${name}/index.html`, page(locale || "en", name));
  }
  write("admin/index.html", "<!DOCTYPE html><html><head></head><body></body></html>");
  write("admin/cms.js", "cms()");
  write("~partytown/partytown.js", "party()");
  write("app-0123456789abcdef0123.js", "app()");
  write("entrance-0123456789abcdef0123.js", "entrance()");
  write("styles.0123456789abcdef0123.css", "p{}");
  return dir;
}

const options = (translations: string[]): FinishOptions => ({
  pageScript: "start()",
  translations,
  // The editor's policy at its longest: every git host's origins and an OAuth provider's.
  adminPolicy: adminContentSecurityPolicy({
    gitOrigins: ["github", "gitlab", "bitbucket"].flatMap((backend) =>
      gitHostOrigins({
        GATSBY_CMS_BACKEND: backend,
        GATSBY_CMS_BASE_URL: "https://octopus-cms-oauth.example-provider.workers.dev",
        GATSBY_CMS_API_ROOT: "https://git.internal.example-company.com/api/v4",
      }),
    ),
  }),
  siteUrl: "https://octopus.example",
});

describe("finishBuild on a site of twelve languages and seven legal pages", () => {
  let dir = "";
  beforeAll(() => {
    dir = fixtureSite(TRANSLATIONS);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stays within every limit of both hosts", () => {
    const { problems } = finishBuild(dir, options(TRANSLATIONS));
    expect(problems).toEqual([]);
    const headers = readFileSync(path.join(dir, "_headers"), "utf8");
    const redirects = readFileSync(path.join(dir, "_redirects"), "utf8");
    // 12 × 9 = 108 pages, and the same 8 header rules as a site of one page.
    expect(parseHeadersFile(headers)).toHaveLength(8);
    const longest = Math.max(...headers.split("\n").map((line) => line.length));
    expect(longest).toBeLessThan(CLOUDFLARE_LIMITS.headerLineCharacters);
    const dynamic = redirects.split("\n").filter((line) => line.includes("*"));
    expect(dynamic).toHaveLength(12);
  });

  it("takes Gatsby's runtime out of public/ and leaves the site's own chunks", () => {
    expect(existsSync(path.join(dir, "app-0123456789abcdef0123.js"))).toBe(false);
    expect(existsSync(path.join(dir, "entrance-0123456789abcdef0123.js"))).toBe(true);
  });

  it("gives every page a policy with its own inline code's hashes, and no other page's", () => {
    const html = readFileSync(path.join(dir, "fr", "refunds", "index.html"), "utf8");
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    expect(policy).toContain(sha256('page("/fr/refunds/");'));
    expect(policy).toContain(sha256("start()"));
    expect(policy).not.toContain(sha256('page("/fr/security/");'));
    // Gatsby's runtime is gone from the page, so its inline globals need no hash.
    expect(html).not.toContain("window.pagePath");
    expect(policy).not.toContain(sha256('window.pagePath="/fr/refunds/";'));
    expect(policy).not.toContain("frame-ancestors");
  });
});

/** The problems finishBuild finds in a fixture site, changed by `change` first. */
function problemsOf(translations: string[], change: (dir: string) => void = () => undefined) {
  const dir = fixtureSite(translations);
  try {
    change(dir);
    return finishBuild(dir, options(translations)).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("finishBuild refuses", () => {
  it("more languages than Cloudflare Pages has dynamic redirects for, naming the limit and the count", () => {
    const many = Array.from({ length: 100 }, (_, index) => `x${index}`);
    expect(problemsOf(many)).toEqual([
      "_redirects has 101 dynamic redirects; Cloudflare Pages allows 100.",
    ]);
  });

  it("a script the hosts would cache for a year that is not named by its content", () => {
    const problems = problemsOf(["de"], (dir) =>
      writeFileSync(path.join(dir, "sw.js"), "self.skipWaiting()"),
    );
    expect(problems).toEqual([
      "_headers caches every .js and .css for a year, and these are not named by their content: /sw.js",
    ]);
  });

  it("a language without its 404 page", () => {
    const problems = problemsOf(["de"], (dir) => rmSync(path.join(dir, "de", "404.html")));
    expect(problems).toEqual(["No 404 page for unknown paths in its language: de/404.html"]);
  });
});
