/**
 * @jest-environment node
 */
import { createHash } from "crypto";

import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  webVitalsOrigin,
} from "./securityHeaders";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script exactly as written, and skips external scripts and JSON data", () => {
    const html =
      '<script>a()</script><script src="/app.js" async></script>' +
      '<script type="module">\nb()\n</script><script type="application/ld+json">{"x":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([hash("a()"), hash("\nb()\n")]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptHashes: [hash("a()"), hash("a()")] });
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

  it("forbids framing, foreign bases and form posts", () => {
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(directive("base-uri")).toEqual(["'self'"]);
    expect(directive("form-action")).toEqual(["'none'"]);
  });

  it("connects only to this site, plus the web-vitals origin when that opt-in is on", () => {
    expect(directive("connect-src")).toEqual(["'self'"]);
    const withVitals = contentSecurityPolicy({
      scriptHashes: [],
      webVitalsOrigin: webVitalsOrigin("https://vitals.example/collect?site=octopus"),
    });
    expect(withVitals).toContain("connect-src 'self' https://vitals.example;");
  });

  it("refuses a web-vitals endpoint that is not https", () => {
    expect(() => webVitalsOrigin("http://vitals.example/")).toThrow(/https/);
    expect(webVitalsOrigin(undefined)).toBeUndefined();
  });
});

describe("headersFile", () => {
  const file = headersFile("default-src 'none'", ["/", "/terms/"]);

  it("sets the security headers on every path", () => {
    expect(file).toContain("/*\n  Content-Security-Policy: default-src 'none'\n");
    for (const header of [
      "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: strict-origin-when-cross-origin",
      "X-Frame-Options: DENY",
      "Cross-Origin-Opener-Policy: same-origin",
    ]) {
      expect(file).toContain(`  ${header}\n`);
    }
    expect(file).toMatch(/Permissions-Policy: .*camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it("gives every path its Cache-Control from one rule only", () => {
    expect(file).toContain("/terms/\n  Cache-Control: public, max-age=0, must-revalidate\n");
    expect(file).toContain("/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate\n");
    expect(file).toContain("/static/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(file).toContain("/*.js\n  Cache-Control: public, max-age=31536000, immutable\n");
    const globalRule = file.split("\n/")[0] ?? "";
    expect(globalRule).not.toContain("Cache-Control");
  });
});
