import { spawn } from "child_process";
import { readFileSync, readdirSync } from "fs";
import { request } from "http";
import path from "path";
import type { Page } from "@playwright/test";

import { isHashedFile } from "../src/postbuild/hostFiles";
import { entranceChunk } from "./support/build-files";
import {
  adminContentSecurityPolicy,
  gitHostOrigins,
  SHARED_POLICY,
} from "../src/postbuild/securityHeaders";
import { localizePath } from "../src/i18n/locales";
import { freePort } from "../scripts/shared/hosts";
import type { HostName, HostServer } from "../scripts/shared/hosts";
import { scrollThrough, pageScriptRan } from "./support/harness";
import {
  localePages,
  NOT_FOUND_PATH,
  SEED_PAGES,
  SITE_LOCALES,
  SWEPT_LOCALES,
  VIEWPORTS,
} from "../scripts/shared/sitePages";
import { headersFor, parseHeadersFile, PUBLIC_DIR } from "../scripts/shared/staticServer";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

/**
 * The build as each host serves it, on that host's own code: Cloudflare Pages' asset server in
 * workerd (`wrangler pages dev`, the `workerd` fixture) and Netlify's (`netlify dev --dir`, the
 * `netlifyDev` fixture). Every page of every language, the editor and unknown paths get the right
 * status, exactly one of each security header, and the headers scripts/shared/staticServer.ts
 * gives them (the other suites' server), so that server knows nothing of `_headers` that a host
 * does not confirm. Where the hosts differ, `DIFFERENCES` says how, and the build's files are
 * right on both. In a browser, every page is loaded on Netlify's runtime here and on Cloudflare's
 * in csp.test.ts, which shares this file's workerd.
 */

type Answer = { status: number; headers: Map<string, string[]>; body: string };

/** One GET, redirects not followed, every header line kept (fetch would join repeated ones). */
function get(origin: string, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { method: "GET", agent: false }, (response) => {
      const headers = new Map<string, string[]>();
      const raw = response.rawHeaders;
      for (let index = 0; index < raw.length; index += 2) {
        const name = (raw[index] ?? "").toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), raw[index + 1] ?? ""]);
      }
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * How the two runtimes differ on this build, measured. Each entry is asserted below, so a change
 * in a host's code shows up here.
 */
const DIFFERENCES: Record<
  HostName,
  {
    /** `/terms` and `/terms/index.html`: a 308 to `/terms/`, or the page itself. */
    variants: "redirect" | "serve";
    /** Cache-Control of pages as the runtime sends it. */
    pageCache: string;
    /** Cache-Control of hashed scripts. */
    hashedCache: string;
    /** Cache-Control of an unknown path's 404 page. */
    notFoundCache: string;
  }
> = {
  // Pages' asset server: "/about/index.html will be redirected to /about/" and /about to /about/
  // (308); the `_headers` Cache-Control replaces its default, but a 404 is always no-store.
  cloudflare: {
    variants: "redirect",
    pageCache: REVALIDATE,
    hashedCache: IMMUTABLE,
    notFoundCache: "no-store",
  },
  // netlify dev serves every variant, and sends `public, max-age=0` whatever `_headers` says:
  // its static server does not apply Cache-Control. Netlify's CDN does (docs.netlify.com,
  // "Caching overview": fingerprinted files may be cached for a year), which netlify dev does not
  // emulate; README, "Deploying".
  netlify: {
    variants: "serve",
    pageCache: "public, max-age=0",
    hashedCache: "public, max-age=0",
    notFoundCache: "public, max-age=0",
  },
};

const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "content-security-policy",
  "cross-origin-opener-policy",
];

const rules = parseHeadersFile(readFileSync(`${PUBLIC_DIR}/_headers`, "utf8"));
/** What `_headers` gives a path, lower-cased names: the static server's model of the hosts. */
const modelled = (urlPath: string) =>
  new Map([...headersFor(rules, urlPath)].map(([name, value]) => [name.toLowerCase(), value]));

const one = (answer: Answer, name: string) => {
  const values = answer.headers.get(name) ?? [];
  // Exactly one header line, holding one value (Cloudflare would join two with a comma).
  expect([name, values.length]).toEqual([name, 1]);
  return values[0] ?? "";
};

/** The page's <meta> policy; a page without one fails the test here. */
const metaPolicy = (html: string): string => {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  if (!policy) throw new Error(`No <meta> policy in ${html.slice(0, 120)}…`);
  return policy.replaceAll("&#x27;", "'");
};

/** The build's hashed scripts and stylesheets, at the root of public/. */
const hashedFiles = readdirSync(PUBLIC_DIR).filter(isHashedFile);

// The routes the specification names and each language's 404 page: every kind of address a host
// answers. The pages editors make are folders like /terms/; each is loaded, with its policy, by
// e2e/pages.test.ts on the static server, whose answers these tests hold to the hosts'.
const PAGES = localePages(SWEPT_LOCALES, [...SEED_PAGES, NOT_FOUND_PATH]);

for (const [rowTitle, name] of rowsOf(
  ["cloudflare", "netlify"] as const,
  "the build on %s's own runtime",
)) {
  test.describe(rowTitle, () => {
    let host: HostServer;
    const differences = DIFFERENCES[name];
    // The worker's runtime (support/test.ts); Playwright starts the fixtures a hook names, so one
    // hook per host. Netlify's takes long to start: its tests stay in one worker, in order, so
    // that it starts once.
    if (name === "cloudflare") {
      test.beforeAll(({ workerd }) => void (host = workerd));
    } else {
      test.describe.configure({ mode: "default" });
      test.beforeAll(({ netlifyDev }) => void (host = netlifyDev));
    }

    const expectSecurityHeaders = (answer: Answer, urlPath: string) => {
      const model = modelled(urlPath);
      for (const header of SECURITY_HEADERS) {
        expect([urlPath, header, one(answer, header)]).toEqual([
          urlPath,
          header,
          model.get(header),
        ]);
      }
    };

    for (const [title, { path: page, locale }] of rowsOf(
      PAGES.filter(({ page }) => page !== NOT_FOUND_PATH),
      "$path",
    )) {
      test.describe(title, () => {
        const folder = page === "/" || page.endsWith("/") ? page : `${page}/`;

        test("is served with status 200, its security headers once each, and its own <meta> policy", async () => {
          const answer = await get(host.origin, folder);
          expect(answer.status).toBe(200);
          expectSecurityHeaders(answer, folder);
          expect(one(answer, "content-security-policy")).toBe(SHARED_POLICY);
          expect(one(answer, "cache-control")).toBe(differences.pageCache);
          expect(answer.body).toContain(`<html lang="${locale.code}"`);
          const own = readFileSync(path.join(PUBLIC_DIR, folder, "index.html"), "utf8");
          expect(metaPolicy(answer.body)).toBe(metaPolicy(own));
          expect(metaPolicy(answer.body)).toMatch(
            /^default-src 'none'; script-src 'self' 'sha256-/,
          );
        });

        test("answers the address without the slash and with index.html as measured", async () => {
          if (folder === "/") return;
          for (const variant of [folder.slice(0, -1), `${folder}index.html`]) {
            const answer = await get(host.origin, variant);
            if (differences.variants === "redirect") {
              expect([variant, answer.status, answer.headers.get("location")]).toEqual([
                variant,
                308,
                [folder],
              ]);
            } else {
              expect([variant, answer.status]).toEqual([variant, 200]);
              expect(metaPolicy(answer.body)).toBe(
                metaPolicy(readFileSync(path.join(PUBLIC_DIR, folder, "index.html"), "utf8")),
              );
            }
            expectSecurityHeaders(answer, variant);
          }
        });
      });
    }

    for (const [title, locale] of rowsOf(
      SWEPT_LOCALES,
      "answers an unknown path in $englishName with its 404 page and status 404",
    )) {
      test(title, async () => {
        const urlPath = locale.localize("/no-such-page/deeper");
        const answer = await get(host.origin, urlPath);
        expect(answer.status).toBe(404);
        expect(answer.body).toContain(`<html lang="${locale.code}"`);
        expect(answer.body).toContain(locale.strings.notFoundTitle);
        expectSecurityHeaders(answer, urlPath);
        expect(one(answer, "content-security-policy")).toBe(SHARED_POLICY);
        expect(one(answer, "cache-control")).toBe(differences.notFoundCache);
        const own = readFileSync(
          path.join(PUBLIC_DIR, localizePath(locale.code, "/404.html")),
          "utf8",
        );
        expect(metaPolicy(answer.body)).toBe(metaPolicy(own));
      });
    }

    test("gives the editor its own policy only, its opener rule, and keeps it out of search", async () => {
      for (const urlPath of ["/admin/", "/admin/cms.js"]) {
        const answer = await get(host.origin, urlPath);
        expect([urlPath, answer.status]).toEqual([urlPath, 200]);
        expectSecurityHeaders(answer, urlPath);
        expect(one(answer, "content-security-policy")).toBe(
          adminContentSecurityPolicy({ gitOrigins: gitHostOrigins(process.env) }),
        );
        expect(one(answer, "cross-origin-opener-policy")).toBe("same-origin-allow-popups");
        expect(one(answer, "x-robots-tag")).toBe("noindex, nofollow");
        expect(one(answer, "cache-control")).toBe(differences.pageCache);
      }
    });

    test("serves every hashed script and stylesheet, cached as measured", async () => {
      // The entrance's chunk and the stylesheet: Gatsby's bundles are not published.
      expect(hashedFiles).toContain(entranceChunk().slice(1));
      expect(hashedFiles.length).toBeGreaterThanOrEqual(2);
      for (const file of hashedFiles) {
        const answer = await get(host.origin, `/${file}`);
        expect([file, answer.status, one(answer, "cache-control")]).toEqual([
          file,
          200,
          differences.hashedCache,
        ]);
        expectSecurityHeaders(answer, `/${file}`);
      }
    });

    test("reads the build's files with no complaint but Cloudflare's about Netlify's 404 rules", () => {
      const redirects = readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")
        .split("\n")
        .filter((line) => line.trim() && !line.startsWith("#"));
      const warnings = host.output().match(/Found \d+ invalid redirect rules/g) ?? [];
      // Pages refuses status 404 in _redirects and finds the nearest 404.html by itself (above).
      expect(warnings).toEqual(
        name === "cloudflare" ? [`Found ${redirects.length} invalid redirect rules`] : [],
      );
      expect(host.output()).not.toMatch(/invalid header|headers syntax error/i);
    });

    test("publishes none of Gatsby's runtime: its script slice answers 404", async () => {
      const file = "/_gatsby/slices/_gatsby-scripts-1.html";
      let answer = await get(host.origin, file);
      // Pages may first drop the .html, as it does for every .html path.
      if (answer.status === 308) answer = await get(host.origin, file.slice(0, -5));
      expect(answer.status).toBe(404);
    });

    // On Cloudflare's runtime csp.test.ts loads every page in a browser, its menu and cards
    // included; here, on Netlify's.
    if (name === "netlify") {
      test.describe("in a browser", () => {
        test.use({ viewport: VIEWPORTS.phone });

        /** Records the page's policy violations and console errors from its first load on. */
        async function watch(page: Page) {
          const errors: string[] = [];
          page.on("console", (message) => {
            if (message.type() === "error") errors.push(message.text());
          });
          await page.addInitScript(() => {
            document.addEventListener("securitypolicyviolation", (event) => {
              const list = ((window as { __violations?: string[] }).__violations ??= []);
              list.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
            });
          });
          const violations = () =>
            page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []);
          return { violations, errors };
        }

        for (const [title, { path: urlPath, page: english, locale }] of rowsOf(
          PAGES,
          "$path loads with 0 violations; its menu, language switch and cards work",
        )) {
          test(title, async ({ page }) => {
            const { violations, errors } = await watch(page);
            const response = await page.goto(host.origin + urlPath, { waitUntil: "load" });
            expect(response?.status()).toBe(english === NOT_FOUND_PATH ? 404 : 200);
            await pageScriptRan(page, { serverOutput: host.output });
            if (english === "/") {
              // The cards enter as they scroll into view: scrollThrough waits until all have.
              await scrollThrough(page);
              expect(await page.locator("main section.card-section li").count()).toBeGreaterThan(4);
            }
            await page.locator("button.menu-button").click();
            await page.locator("#site-menu").waitFor({ state: "visible" });
            await expect(
              page.locator("button.menu-button").getAttribute("aria-expanded"),
            ).resolves.toBe("true");
            const other = SITE_LOCALES.find(({ code }) => code !== locale.code) ?? locale;
            // The switch loads the other page as a new document: this one's record ends here.
            await expect(violations()).resolves.toEqual([]);
            await page.locator(`#site-menu a.site-nav__language[hreflang="${other.code}"]`).click();
            // Between the two documents there is a moment with no root element: the check must
            // survive it.
            await page.waitForFunction(
              (code) => document.documentElement?.lang === code,
              other.code,
            );
            // The same page in the other language; from a 404 page, that language's 404 page.
            const landed = new URL(page.url()).pathname;
            if (english === NOT_FOUND_PATH) {
              expect(landed).toMatch(new RegExp(`^${other.localize("/404")}(/|\\.html)$`));
            } else {
              expect(landed).toBe(other.localize(english === "/" ? "/" : `${english}/`));
            }
            await expect(violations()).resolves.toEqual([]);
            expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
          });
        }
      });
    }
  });
}

test.describe("npm run serve (npm start, after the build)", () => {
  test("serves public/ on Cloudflare's runtime with the production headers", async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const child = spawn(
      path.join(__dirname, "..", "node_modules", ".bin", "tsx"),
      [path.join(__dirname, "..", "scripts", "serve.ts")],
      { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let said = "";
    child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
    try {
      const deadline = Date.now() + 90_000;
      while (!said.includes("Ctrl-C") && Date.now() < deadline && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(said).toContain(`http://localhost:${port}/`);
      const answer = await get(`http://127.0.0.1:${port}`, "/de/no-such-page");
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<html lang="de"');
      expect(one(answer, "content-security-policy")).toBe(SHARED_POLICY);
      expect(one(answer, "strict-transport-security")).toMatch(/^max-age=63072000/);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    }
  });
});
