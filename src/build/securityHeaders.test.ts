/**
 * @jest-environment node
 */
import { createHash } from "crypto";

import { parseHeadersFile } from "../../e2e/support/static-server";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  gitHostOrigins,
  headersFile,
  metaContentSecurityPolicy,
  policyForCode,
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
  const file = headersFile({
    policy: "default-src 'none'",
    pagePaths: ["/", "/index.html", "/terms/", "/terms/index.html", "/404.html"],
    adminPolicy: "default-src 'none'; script-src 'self' 'unsafe-eval'",
    hashedFiles: ["/app-0123456789abcdef0123.js", "/styles.0123456789abcdef0123.css"],
  });
  const rules = parseHeadersFile(file);
  /** Every header a path gets, as Netlify sends it: values of several matching rules joined. */
  const headersOf = (path: string) => {
    const headers = new Map<string, string[]>();
    for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
      for (const [name, value] of rule.headers)
        headers.set(name, [...(headers.get(name) ?? []), value]);
    }
    return headers;
  };

  it("sets the security headers on every path", () => {
    for (const path of ["/", "/terms/", "/admin/", "/app-0123456789abcdef0123.js", "/nowhere"]) {
      const headers = headersOf(path);
      expect(headers.get("Strict-Transport-Security")).toEqual([
        "max-age=63072000; includeSubDomains; preload",
      ]);
      expect(headers.get("X-Content-Type-Options")).toEqual(["nosniff"]);
      expect(headers.get("Referrer-Policy")).toEqual(["strict-origin-when-cross-origin"]);
      expect(headers.get("X-Frame-Options")).toEqual(["DENY"]);
      expect(headers.get("Permissions-Policy")?.[0]).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
    }
  });

  it("gives each page its policy and the editor its own, never both", () => {
    for (const path of ["/", "/index.html", "/terms/", "/404.html"]) {
      expect(headersOf(path).get("Content-Security-Policy")).toEqual(["default-src 'none'"]);
      expect(headersOf(path).get("Cross-Origin-Opener-Policy")).toEqual(["same-origin"]);
    }
    for (const path of ["/admin/", "/admin/index.html", "/admin/cms.js"]) {
      expect(headersOf(path).get("Content-Security-Policy")).toEqual([
        "default-src 'none'; script-src 'self' 'unsafe-eval'",
      ]);
      expect(headersOf(path).get("Cross-Origin-Opener-Policy")).toEqual([
        "same-origin-allow-popups",
      ]);
      expect(headersOf(path).get("X-Robots-Tag")).toEqual(["noindex, nofollow"]);
    }
  });

  it("lets Gatsby's slice fragments run nothing and stay out of search", () => {
    const headers = headersOf("/_gatsby/slices/_gatsby-scripts-1.html");
    expect(headers.get("Content-Security-Policy")).toEqual([
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ]);
    expect(headers.get("X-Robots-Tag")).toEqual(["noindex, nofollow"]);
  });

  it("sets no header twice on any path, since Netlify would join the values", () => {
    const paths = [
      "/_gatsby/slices/_gatsby-scripts-1.html",
      "/",
      "/terms/",
      "/admin/",
      "/admin/cms.js",
      "/page-data/index/page-data.json",
      "/static/a.png",
      "/app-0123456789abcdef0123.js",
      "/styles.0123456789abcdef0123.css",
      "/nowhere",
    ];
    for (const path of paths) {
      for (const [name, values] of headersOf(path))
        expect([path, name, values.length]).toEqual([path, name, 1]);
    }
  });

  it("caches hashed files for a year, and the editor's unhashed files not at all", () => {
    const cache = (path: string) => headersOf(path).get("Cache-Control");
    expect(cache("/terms/")).toEqual(["public, max-age=0, must-revalidate"]);
    expect(cache("/page-data/index/page-data.json")).toEqual([
      "public, max-age=0, must-revalidate",
    ]);
    expect(cache("/static/a.png")).toEqual(["public, max-age=31536000, immutable"]);
    expect(cache("/app-0123456789abcdef0123.js")).toEqual(["public, max-age=31536000, immutable"]);
    expect(cache("/styles.0123456789abcdef0123.css")).toEqual([
      "public, max-age=31536000, immutable",
    ]);
    expect(cache("/admin/cms.js")).toEqual(["public, max-age=0, must-revalidate"]);
  });
});
