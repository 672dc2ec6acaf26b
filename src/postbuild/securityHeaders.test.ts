/**
 * @jest-environment node
 */
import { createHash } from "crypto";

import { headersFor, parseHeadersFile } from "../../scripts/shared/staticServer";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  gitHostOrigins,
  headersFile,
  metaContentSecurityPolicy,
  policyForCode,
  SHARED_POLICY,
  SVG_POLICY,
  sha256,
  webVitalsOrigin,
} from "./securityHeaders";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("sha256", () => {
  it("is the policy's source expression for a text's SHA-256", () => {
    expect(sha256("a()")).toBe(hash("a()"));
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [hash("a()"), hash("a()")],
    styleHashes: [hash("b{}"), hash("a{}"), hash("b{}")],
  });
  const directive = (name: string) =>
    policy
      .split("; ")
      .find((d) => d.startsWith(`${name} `) || d === name)
      ?.split(" ")
      .slice(1);

  it("denies by default and allows scripts only from this site and by hash", () => {
    expect(directive("default-src")).toEqual(["'none'"]);
    expect(directive("script-src")).toEqual(["'self'", hash("a()")]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it("allows styles from this site and inline ones by hash only: no style attribute", () => {
    expect(directive("style-src")).toEqual(["'self'", ...[hash("a{}"), hash("b{}")].sort()]);
    expect(policy).not.toMatch(/'unsafe-(inline|hashes|eval)'/);
  });

  it("forbids framing, foreign bases and form posts", () => {
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(directive("base-uri")).toEqual(["'self'"]);
    expect(directive("form-action")).toEqual(["'none'"]);
  });

  it("connects only to this site, plus the web-vitals origin when that opt-in is on", () => {
    expect(directive("connect-src")).toEqual(["'self'"]);
    const withVitals = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      webVitalsOrigin: webVitalsOrigin("https://vitals.example/collect?site=octopus"),
    });
    expect(withVitals).toContain("connect-src 'self' https://vitals.example;");
  });

  it("refuses a web-vitals endpoint that is not https", () => {
    expect(() => webVitalsOrigin("http://vitals.example/")).toThrow(/https/);
    expect(webVitalsOrigin(undefined)).toBeUndefined();
  });
});

describe("policyForCode", () => {
  it("allows the inline code by hash, each once", () => {
    const policy = policyForCode({ scripts: ["a()", "a()"], styles: ["b{}"] }, undefined);
    expect(policy).toBe(
      contentSecurityPolicy({ scriptHashes: [hash("a()")], styleHashes: [hash("b{}")] }),
    );
  });
});

describe("metaContentSecurityPolicy", () => {
  it("drops the directives a <meta> policy may not carry and keeps the rest in order", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [hash("a()")], styleHashes: [] });
    const meta = metaContentSecurityPolicy(`${policy}; report-uri /csp; sandbox allow-scripts`);
    expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ""));
    expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/);
    expect(meta).toMatch(
      /^default-src 'none'; script-src 'self' 'sha256-.*; upgrade-insecure-requests$/,
    );
  });
});

describe("adminContentSecurityPolicy", () => {
  const policy = adminContentSecurityPolicy({
    gitOrigins: gitHostOrigins({
      GATSBY_CMS_BACKEND: "github",
      GATSBY_CMS_BASE_URL: "https://auth.example/oauth",
    }),
  });

  it("allows eval but no inline script, and nothing from other sites but the git host", () => {
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain(
      "connect-src 'self' blob: https://api.github.com https://avatars.githubusercontent.com https://auth.example;",
    );
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("connects to this site only when no git host is configured", () => {
    expect(adminContentSecurityPolicy()).toContain("connect-src 'self' blob:;");
  });
});

describe("headersFile", () => {
  const adminPolicy = "default-src 'none'; script-src 'self' 'unsafe-eval'";
  const file = headersFile({ adminPolicy });
  const rules = parseHeadersFile(file);
  /** Every header a path gets, as Cloudflare Pages applies the rules (e2e/hosts.test.ts). */
  const headersOf = (path: string) => headersFor(rules, path);
  const PATHS = [
    "/",
    "/index.html",
    "/terms/",
    "/de/terms",
    "/404.html",
    "/nowhere",
    "/admin/",
    "/admin/cms.js",
    "/_gatsby/slices/_gatsby-scripts-1.html",
    "/page-data/index/page-data.json",
    "/static/a.png",
    "/app-0123456789abcdef0123.js",
    "/styles.0123456789abcdef0123.css",
    "/~partytown/partytown.js",
  ];

  it("sets the security headers on every path", () => {
    for (const path of PATHS) {
      const headers = headersOf(path);
      expect(headers.get("Strict-Transport-Security")).toBe(
        "max-age=63072000; includeSubDomains; preload",
      );
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("X-Frame-Options")).toBe("DENY");
      expect(headers.get("Permissions-Policy")).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
    }
  });

  it("gives every public path the shared policy, and the editor only its own", () => {
    for (const path of ["/", "/index.html", "/terms/", "/de/terms", "/404.html", "/nowhere"]) {
      expect(headersOf(path).get("Content-Security-Policy")).toBe(SHARED_POLICY);
      expect(headersOf(path).get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    }
    for (const path of ["/admin/", "/admin/index.html", "/admin/cms.js"]) {
      expect(headersOf(path).get("Content-Security-Policy")).toBe(adminPolicy);
      expect(headersOf(path).get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
      expect(headersOf(path).get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
  });

  it("shares only what a <meta> policy cannot say, and what the editor's policy also says", () => {
    expect(metaContentSecurityPolicy(SHARED_POLICY)).not.toContain("frame-ancestors");
    const admin = adminContentSecurityPolicy();
    for (const directive of SHARED_POLICY.split("; ")) expect(admin).toContain(directive);
  });

  it("lets an SVG, wherever it is, draw and run nothing", () => {
    for (const path of ["/icon.svg", "/static/abc/logo.svg", "/admin/x.svg", "/de/a.svg"]) {
      expect(headersOf(path).get("Content-Security-Policy")).toBe(SVG_POLICY);
      expect(SVG_POLICY).toMatch(/^default-src 'none';.*; sandbox$/);
      expect(SVG_POLICY).not.toMatch(/script-src/);
    }
    expect(headersOf("/icon.png").get("Content-Security-Policy")).toBe(SHARED_POLICY);
  });

  it("lets Gatsby's slice fragments run nothing and stay out of search", () => {
    const headers = headersOf("/_gatsby/slices/_gatsby-scripts-1.html");
    expect(headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("sets each header once on every path: a later rule detaches what /* set", () => {
    for (const path of PATHS) {
      // The last matching rule's value, as Netlify keeps it, never two joined as Cloudflare would.
      const lastRuleWins = new Map<string, string>();
      for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
        for (const [name, value] of rule.headers) lastRuleWins.set(name, value);
      }
      expect([path, headersOf(path)]).toEqual([path, lastRuleWins]);
    }
    const detaching = rules.slice(1);
    for (const rule of detaching) {
      const names = rule.headers.map(([name]) => name.toLowerCase());
      const fromEveryPath = (rules[0]?.headers ?? []).map(([name]) => name.toLowerCase());
      expect(rule.detach).toEqual(names.filter((name) => fromEveryPath.includes(name)));
    }
  });

  it("has the same 8 rules for any site, and no line near Cloudflare's 2,000 characters", () => {
    expect(rules).toHaveLength(8);
    const withGitHub = headersFile({
      adminPolicy: adminContentSecurityPolicy({
        gitOrigins: gitHostOrigins({ GATSBY_CMS_BACKEND: "github" }),
      }),
    });
    const longest = Math.max(...withGitHub.split("\n").map((line) => line.length));
    expect(longest).toBeLessThan(1000);
  });

  it("caches hashed files for a year, and the editor's and Partytown's files not at all", () => {
    const cache = (path: string) => headersOf(path).get("Cache-Control");
    const revalidate = "public, max-age=0, must-revalidate";
    const immutable = "public, max-age=31536000, immutable";
    expect(cache("/terms/")).toBe(revalidate);
    expect(cache("/page-data/index/page-data.json")).toBe(revalidate);
    expect(cache("/static/a.png")).toBe(immutable);
    expect(cache("/app-0123456789abcdef0123.js")).toBe(immutable);
    expect(cache("/styles.0123456789abcdef0123.css")).toBe(immutable);
    expect(cache("/admin/cms.js")).toBe(revalidate);
    expect(cache("/~partytown/partytown.js")).toBe(revalidate);
  });
});
