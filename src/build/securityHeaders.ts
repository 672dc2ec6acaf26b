import { createHash } from "crypto";

/**
 * The `_headers` file (Netlify and Cloudflare Pages format) written after every build: a strict
 * Content-Security-Policy whose script-src allows exactly the inline scripts this build emitted,
 * the other security headers, and the cache rules of Gatsby's caching guide.
 */

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Hashes of every inline, executable <script> in an HTML page (JSON-LD data is not executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\ssrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.push(sha256(body));
  }
  return hashes;
}

type PolicyOptions = {
  scriptHashes: string[];
  /** Origin Core Web Vitals are sent to, when that opt-in is on. */
  webVitalsOrigin?: string;
};

export function contentSecurityPolicy({ scriptHashes, webVitalsOrigin }: PolicyOptions): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort()]],
    // Gatsby inlines the stylesheet and gatsby-plugin-image writes style attributes, also when it
    // draws an image after client-side navigation; no script can be injected through them.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(webVitalsOrigin ? [webVitalsOrigin] : [])]],
    ["manifest-src", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'none'"]],
    ["object-src", ["'none'"]],
    ["upgrade-insecure-requests", []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "interest-cohort",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Netlify joins the values of a header set by several matching rules, so every path gets its
 * Cache-Control from exactly one rule: the pages by name, data, hashed assets and bundles.
 */
export function headersFile(policy: string, pagePaths: string[]): string {
  const rule = (path: string, headers: Array<[string, string]>) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const revalidate = "public, max-age=0, must-revalidate";
  const immutable = "public, max-age=31536000, immutable";
  return `${[
    rule("/*", [
      ["Content-Security-Policy", policy],
      ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["Permissions-Policy", PERMISSIONS_POLICY],
      ["X-Frame-Options", "DENY"],
      ["Cross-Origin-Opener-Policy", "same-origin"],
    ]),
    // Gatsby's caching guide: HTML and data revalidate; hashed files never change.
    ...pagePaths.map((page) => rule(page, [["Cache-Control", revalidate]])),
    rule("/page-data/*", [["Cache-Control", revalidate]]),
    rule("/static/*", [["Cache-Control", immutable]]),
    rule("/*.js", [["Cache-Control", immutable]]),
    rule("/*.css", [["Cache-Control", immutable]]),
  ].join("\n")}\n`;
}

/** The origin of an https URL, for connect-src; anything else is refused, loudly. */
export function webVitalsOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:") {
    throw new Error(`GATSBY_WEB_VITALS_URL must be an https URL, got ${url}`);
  }
  return parsed.origin;
}
