import { createHash } from "crypto";

/**
 * The site's Content-Security-Policies: each public page's own (its inline scripts' and styles'
 * hashes, carried in a <meta>), the editor's, the short one every path shares; and the `_headers`
 * file (Netlify and Cloudflare Pages format) with them, the other security headers and the cache
 * rules of Gatsby's caching guide.
 */

/**
 * A hash for the Content-Security-Policy of an inline script's or style's text as parsed (the
 * HTML parser has already turned CR LF into LF, as a browser's does): inlineCode.ts.
 */
export const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

type PolicyOptions = {
  scriptHashes: string[];
  styleHashes: string[];
  /** Origin Core Web Vitals are sent to, when that opt-in is on. */
  webVitalsOrigin?: string;
};

const sortedUnique = (hashes: string[]) => [...new Set(hashes)].sort();

export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  webVitalsOrigin,
}: PolicyOptions): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...sortedUnique(scriptHashes)]],
    // The inlined <style> elements by hash, and no style attribute at all (the build refuses a
    // page that has one: styleAttributes). Styles that scripts set through the CSSOM, as React
    // and react-spring do, are not governed by style-src.
    ["style-src", ["'self'", ...sortedUnique(styleHashes)]],
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

/**
 * The public pages' policy for the inline scripts and styles they have (inlineCode.ts), each by
 * its hash, with the web-vitals origin when GATSBY_WEB_VITALS_URL names one.
 */
export const policyForCode = (
  { scripts, styles }: { scripts: string[]; styles: string[] },
  webVitalsUrl: string | undefined,
) =>
  contentSecurityPolicy({
    scriptHashes: scripts.map(sha256),
    styleHashes: styles.map(sha256),
    webVitalsOrigin: webVitalsOrigin(webVitalsUrl),
  });

/** Directives a browser ignores in a <meta> policy (HTML, the http-equiv Content-Security-Policy state). */
const HEADER_ONLY_DIRECTIVES = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/** A policy for <meta http-equiv="Content-Security-Policy">: the header's, less what only a header sets. */
export function metaContentSecurityPolicy(policy: string): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => {
      const name = directive.split(/\s+/)[0]?.toLowerCase() ?? "";
      return name !== "" && !HEADER_ONLY_DIRECTIVES.has(name);
    })
    .join("; ");
}

// Only features a browser knows: Chromium warns in every visitor's console of a name it does not
// ("Unrecognized feature: 'bluetooth'", which e2e/pages.test.ts found), and enforces nothing by it.
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
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
 * The editor at /admin/ (Decap CMS) needs more than the public pages allow, each for a reason:
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, and the editor's own
 *   content checks (ajv) and legal-page preview (MDX) compile code at run time;
 * - style-src 'unsafe-inline': Decap's interface is styled by emotion, which writes <style> tags;
 * - img-src data: blob:: Decap's icons and the previews of files picked in its media library;
 * - connect-src: blob: for Decap's backup of an unsaved entry (it reads back its own blob: URLs),
 *   and the git host's API and the OAuth provider, when one is configured;
 * - frame-src 'self': the preview pane is an iframe of the same page.
 * It may not be framed, posts no forms and loads nothing from other sites beyond those.
 */
export function adminContentSecurityPolicy({ gitOrigins = [] }: { gitOrigins?: string[] } = {}) {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...gitOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", "blob:", ...gitOrigins]],
    ["frame-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'none'"]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/** The origins the editor talks to for a git host named at build time (README: "Editing in production"). */
export function gitHostOrigins(env: Record<string, string | undefined>): string[] {
  const apis: Record<string, string[]> = {
    github: ["https://api.github.com", "https://avatars.githubusercontent.com"],
    gitlab: ["https://gitlab.com"],
    bitbucket: ["https://api.bitbucket.org", "https://bitbucket.org"],
  };
  const configured = [env.GATSBY_CMS_BASE_URL, env.GATSBY_CMS_API_ROOT]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return [...new Set([...(apis[env.GATSBY_CMS_BACKEND ?? ""] ?? []), ...configured])];
}

/**
 * The Content-Security-Policy header of every public path: what a <meta> policy cannot say
 * (frame-ancestors) and what every response may share, the editor's included. Each page's own
 * policy, with the hashes of its own inline scripts and styles, is in its <meta>
 * (metaContentSecurityPolicy); a browser enforces both. So the header is one line of fixed length
 * however many pages, languages or hashes the site has.
 */
export const SHARED_POLICY =
  "frame-ancestors 'none'; base-uri 'self'; form-action 'none'; object-src 'none'";

/** What a slice fragment may do when opened as a page: nothing. */
const SLICE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * What an SVG may do when opened by its address: draw, with its own styles, and nothing else. An
 * SVG is a document that can carry script; the editor refuses SVG uploads
 * (src/content/pictures/pictures.ts), and this holds for any SVG a developer adds to static/ too:
 * no script runs, sandboxed.
 */
export const SVG_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The `_headers` file, read by Cloudflare Pages and Netlify alike. Both apply every rule whose
 * path matches, in order; where two rules set one header they differ: Cloudflare Pages joins the
 * values with a comma and Netlify's code keeps the later rule's. So a rule that changes a header
 * `/*` set first detaches it (`! Name`, Cloudflare's syntax; Netlify skips a line without a
 * colon) and then sets its own: each path gets one value on both hosts (e2e/hosts.test.ts).
 * The rules do not grow with pages or languages: 8 rules, the longest line the editor's policy.
 */
export function headersFile({ adminPolicy }: { adminPolicy: string }): string {
  type Header = [name: string, value: string];
  const everyPath: Header[] = [
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["X-Frame-Options", "DENY"],
    ["Content-Security-Policy", SHARED_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // Gatsby's caching guide: HTML and data revalidate; files named by their content never change.
    ["Cache-Control", REVALIDATE],
  ];
  const setByEveryPath = new Set(everyPath.map(([name]) => name));
  /** A rule after `/*`: what it changes of `/*` is detached first. */
  const rule = (path: string, headers: Header[]) =>
    [
      path,
      ...headers.filter(([name]) => setByEveryPath.has(name)).map(([name]) => `  ! ${name}`),
      ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  return `${[
    ["/*", ...everyPath.map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    // Every .js and .css outside the two folders below is named by its content (the build
    // refuses one that is not: unhashedAssets), as are the images under /static/.
    rule("/*.js", [["Cache-Control", IMMUTABLE]]),
    rule("/*.css", [["Cache-Control", IMMUTABLE]]),
    rule("/static/*", [["Cache-Control", IMMUTABLE]]),
    // Gatsby copies Partytown's unhashed files into every build; nothing here loads them.
    rule("/~partytown/*", [["Cache-Control", REVALIDATE]]),
    // Gatsby's slices: fragments it stitches into pages at build time. A host serves them
    // anyway, and the scripts one holds must not run there as a page.
    rule("/_gatsby/*", [
      ["Content-Security-Policy", SLICE_POLICY],
      ["X-Robots-Tag", "noindex, nofollow"],
    ]),
    // The editor: its own policy, unhashed files, and a git host's login opens in a popup that
    // answers it through window.opener.
    rule("/admin/*", [
      ["Content-Security-Policy", adminPolicy],
      ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
      ["Cache-Control", REVALIDATE],
      ["X-Robots-Tag", "noindex, nofollow"],
    ]),
    // Last, so that it holds for an SVG under any folder above, the editor's too.
    rule("/*.svg", [["Content-Security-Policy", SVG_POLICY]]),
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
