import { existsSync, readFileSync, readdirSync, statSync } from "fs";
import path from "path";

import { patchDecapBundle } from "../src/cms/decapPatches";
import { attribute, elements, find, parseDocument } from "../src/postbuild/htmlTree";
import { htmlFiles, isAdmin, isSlice } from "../src/postbuild/htmlFiles";
import { inlineScripts, inlineStyles } from "../src/postbuild/inlineCode";
import { PAGE_SCRIPT_ID, runtimeFiles } from "../src/postbuild/pageScripts";
import { SHARED_POLICY, sha256 } from "../src/postbuild/securityHeaders";
import { entranceChunk, pageHtml, pageScripts, scriptsOfPackage } from "./support/build-files";
import { localizePath } from "../src/i18n/locales";
import { BLOCK_PAGES, content, SITE_LOCALES } from "../scripts/shared/sitePages";
import { SPECIMEN_SLUG } from "../src/content/specimen";
import { SPECIMEN_PUBLIC } from "../src/gatsby/specimens";
import { PUBLIC_DIR } from "../scripts/shared/staticServer";
import { expect, test } from "./support/test";
import { rowsOf } from "./support/each";

const read = (file: string) => readFileSync(path.join(PUBLIC_DIR, file), "utf8");
const site = content.site;

/** The value of the first attribute of the tag that matches. */
function attr(html: string, tagPattern: RegExp, name: string): string | undefined {
  const tag = html.match(tagPattern)?.[0];
  return tag?.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
}
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`), "content");

const PAGES = [
  { path: "/", title: "Octopus: Your Personal AI Chatbot" },
  { path: "/terms/", title: "Terms of Use | Octopus" },
  { path: "/privacy/", title: "Privacy Policy | Octopus" },
  // A page an editor made from blocks, whichever is first: its template's head.
  ...BLOCK_PAGES.slice(0, 1).map(({ slug, titles }) => ({
    path: `/${slug}/`,
    title: `${titles.en ?? slug} | ${site.productName}`,
  })),
];

for (const [rowTitle, { path: pagePath, title }] of rowsOf(PAGES, "the head of $path")) {
  test.describe(rowTitle, () => {
    const html = pageHtml(pagePath);

    test("has lang, the title template, a 50–160 character description and a canonical URL", () => {
      expect(html).toMatch(/<html[^>]*\slang="en"/);
      expect(html).toContain(`<title data-gatsby-head="true">${title}</title>`);
      const description = meta(html, "description") ?? "";
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(attr(html, /<link[^>]*rel="canonical"[^>]*>/, "href")).toBe(
        `${site.siteUrl}${pagePath}`,
      );
    });

    test("has Open Graph and Twitter cards with an absolute image", () => {
      expect(meta(html, "og:title")).toBe(title);
      expect(meta(html, "og:description")).toBe(meta(html, "description"));
      expect(meta(html, "og:url")).toBe(`${site.siteUrl}${pagePath}`);
      expect(meta(html, "og:type")).toBe("website");
      // The build's 1200 × 630 JPEG of content/en/site.json's picture (social-card.jpg).
      const stem = path.basename(site.socialImage).replace(/\.[a-z]+$/, "");
      const image = meta(html, "og:image") ?? "";
      expect(image).toMatch(
        new RegExp(`^${site.siteUrl}/static/[0-9a-f]+/[0-9a-f]+/${stem}\\.jpg$`),
      );
      expect(meta(html, "og:image:alt")).toBe(site.socialImageAlt);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(existsSync(path.join(PUBLIC_DIR, new URL(image).pathname))).toBe(true);
    });

    test("has theme-color, SVG and PNG favicons, an apple-touch-icon and the manifest", () => {
      expect(meta(html, "theme-color")).toBe(site.themeColor);
      for (const [pattern, type] of [
        [/<link[^>]*rel="icon"[^>]*type="image\/svg\+xml"[^>]*>/, "svg"],
        [/<link[^>]*rel="icon"[^>]*type="image\/png"[^>]*>/, "png"],
        [/<link[^>]*rel="apple-touch-icon"[^>]*>/, "png"],
        [/<link[^>]*rel="manifest"[^>]*>/, "webmanifest"],
      ] as const) {
        const href = attr(html, pattern, "href") ?? "";
        expect(href.endsWith(`.${type}`)).toBe(true);
        expect(existsSync(path.join(PUBLIC_DIR, href))).toBe(true);
      }
    });

    test("publishes no generator tag", () => {
      expect(html).not.toMatch(/<meta[^>]*name="generator"/);
    });
  });
}

test.describe("structured data on the home page", () => {
  const scripts = [
    ...pageHtml("/").matchAll(
      /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ];

  test("is one valid JSON-LD graph of Organization, WebSite and MobileApplication, with no offers", () => {
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.[1] ?? "") as {
      "@context": string;
      "@graph": Array<Record<string, unknown>>;
    };
    expect(data["@context"]).toBe("https://schema.org");
    const types = data["@graph"].map((node) => node["@type"]);
    expect(types).toEqual(["Organization", "WebSite", "MobileApplication"]);
    const app = data["@graph"][2] ?? {};
    expect(app.operatingSystem).toBe("iOS, Android");
    expect(app.applicationCategory).toBe("ProductivityApplication");
    expect(app.installUrl).toEqual([site.appStoreUrl, site.googlePlayUrl]);
    expect(JSON.stringify(data)).not.toMatch(/offers|price/i);
  });

  test("appears on no other page", () => {
    expect(pageHtml("/terms/")).not.toContain("application/ld+json");
  });
});

test.describe("the content editor at /admin/", () => {
  const admin = read("admin/index.html");

  test("asks search engines not to index it or follow its links", () => {
    expect(meta(admin, "robots")).toBe("none");
  });

  test("is built, and none of its code reaches the public pages", () => {
    expect(admin).toMatch(/<script[^>]*src="cms\.js"/);
    expect(read("admin/cms.js")).toContain("registerPreviewTemplate");
    for (const { path: pagePath } of PAGES) {
      // The speculation rules name /admin/ only to keep it from being prerendered.
      const html = pageHtml(pagePath).replace(/<script type="speculationrules".*?<\/script>/s, "");
      expect(html).not.toMatch(/admin\/|decap/i);
      for (const script of pageScripts(pagePath)) {
        expect([
          script,
          /decap|netlify-identity|registerPreviewTemplate|CMS_MANUAL_INIT/i.test(read(script)),
        ]).toEqual([script, false]);
      }
    }
  });

  test("ships Decap's own minified build as its package has it, not minified again (gatsby-config.ts)", () => {
    // With only the two lines src/cms/decapPatches.ts changes for pages made from blocks.
    const shipped = patchDecapBundle(
      readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8"),
    );
    expect(readFileSync(path.join(PUBLIC_DIR, "admin/decap-cms-app.js"), "utf8") === shipped).toBe(
      true,
    );
    // Its own source map still describes it, and the editor's page loads it before cms.js.
    expect(read("admin/decap-cms-app.js.map")).toBe(
      readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js.map"), "utf8"),
    );
    expect(admin.indexOf('src="decap-cms-app.js"')).toBeGreaterThan(-1);
    expect(admin.indexOf('src="decap-cms-app.js"')).toBeLessThan(admin.indexOf('src="cms.js"'));
  });
});

test.describe("crawl and install files", () => {
  test("lists the pages in the sitemap: each language's home page, the English legal pages, no 404", () => {
    expect(read("sitemap-index.xml")).toContain(`${site.siteUrl}/sitemap-0.xml`);
    const urls = [...read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // And each page made from blocks in every language it is translated into.
    const blockPages = BLOCK_PAGES.flatMap(({ slug, locales }) =>
      locales.map((code) => localizePath(code, `/${slug}/`)),
    );
    expect(urls.sort()).toEqual(
      ["/", "/de/", "/ja/", "/ar/", "/privacy/", "/terms/", ...blockPages]
        .map((page) => `${site.siteUrl}${page}`)
        .sort(),
    );
  });

  test("ships no specimen page: none of its pages, page data or pictures is in public/", () => {
    // The build made them (src/gatsby/specimens.ts) and moved them out, to where the suites serve them.
    const moved = readdirSync(SPECIMEN_PUBLIC, { recursive: true, encoding: "utf8" }).filter(
      (name) => statSync(path.join(SPECIMEN_PUBLIC, name)).isFile(),
    );
    expect(moved.filter((name) => name.endsWith("index.html"))).toHaveLength(SITE_LOCALES.length);
    expect(moved.filter((name) => name.startsWith(`static${path.sep}`)).length).toBeGreaterThan(0);
    expect(moved.filter((name) => existsSync(path.join(PUBLIC_DIR, name)))).toEqual([]);
    const shipped = readdirSync(PUBLIC_DIR, { recursive: true, encoding: "utf8" });
    expect(shipped.filter((name) => name.includes(SPECIMEN_SLUG))).toEqual([]);
    // No page, data or host file names one.
    const naming = shipped.filter(
      (name) =>
        /\.(html|json|xml|txt|webmanifest)$|^_(headers|redirects)$/.test(name) &&
        statSync(path.join(PUBLIC_DIR, name)).isFile() &&
        readFileSync(path.join(PUBLIC_DIR, name), "utf8").includes(SPECIMEN_SLUG),
    );
    expect(naming).toEqual([]);
  });

  test("points robots.txt at the sitemap", () => {
    expect(read("robots.txt")).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
  });

  test("has a web manifest with names, start URL, colours and 192, 512 and maskable icons", () => {
    const manifest = JSON.parse(read("manifest.webmanifest")) as {
      name: string;
      short_name: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest.short_name).toBe(site.productName);
    expect(manifest.name).toContain(site.productName);
    expect(manifest.start_url).toBe("/");
    expect(manifest.theme_color).toBe(site.themeColor);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map(
      (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
    for (const icon of manifest.icons)
      expect(existsSync(path.join(PUBLIC_DIR, icon.src))).toBe(true);
  });
});

/** The SHA-256 sources of a page's inline scripts and stylesheets, as a policy names them. */
function inlineHashes(html: string) {
  const tree = parseDocument(html);
  return { scripts: inlineScripts(tree).map(sha256), styles: inlineStyles(tree).map(sha256) };
}

/** The sources a policy lists for one directive. */
const sources = (policy: string, directive: string) =>
  policy.match(new RegExp(`(?:^|; )${directive} ([^;]*)`))?.[1]?.split(" ") ?? [];

test.describe("the pages' policies and the _headers file", () => {
  const headers = read("_headers");
  const shared = headers.match(/Content-Security-Policy: (.*)/)?.[1] ?? "";
  const publicPages = readdirSync(PUBLIC_DIR, { recursive: true, encoding: "utf8" }).filter(
    (f) =>
      f.endsWith(".html") &&
      !f.startsWith("admin") &&
      !f.startsWith("_gatsby") &&
      statSync(path.join(PUBLIC_DIR, f)).isFile(),
  );
  const metaPolicyOf = (file: string) => {
    const head = find(parseDocument(read(file)), "head");
    const [charset, meta] = head ? elements(head) : [];
    return { charset, meta, policy: (meta && attribute(meta, "content")) ?? "" };
  };

  test("gives every public page its own policy in a <meta>: exactly its inline code's hashes", () => {
    expect(publicPages.length).toBeGreaterThanOrEqual(16);
    for (const file of publicPages) {
      const { charset, meta, policy } = metaPolicyOf(file);
      const own = inlineHashes(read(file));
      expect([file, sources(policy, "script-src").sort()]).toEqual([
        file,
        ["'self'", ...new Set(own.scripts)].sort(),
      ]);
      expect([file, sources(policy, "style-src").sort()]).toEqual([
        file,
        ["'self'", ...new Set(own.styles)].sort(),
      ]);
      expect(policy).toMatch(/^default-src 'none';/);
      expect(policy).not.toMatch(/'unsafe-|frame-ancestors|report-uri|sandbox/);
      // Right after the charset, before anything the policy governs.
      expect(charset && attribute(charset, "charset")).toBe("utf-8");
      expect(meta && attribute(meta, "http-equiv")).toBe("Content-Security-Policy");
    }
  });

  test("shares one hash-free policy in the header, with what a <meta> cannot say", () => {
    expect(shared).toBe(SHARED_POLICY);
    expect(headers).not.toContain("sha256-");
    expect(shared).toMatch(/frame-ancestors 'none'/);
  });

  test("connects to this site only: no web-vitals origin unless one was configured", () => {
    const connect = metaPolicyOf("index.html").policy.match(/connect-src ([^;]*)/)?.[1];
    expect(connect).toBe(process.env.GATSBY_WEB_VITALS_URL ? expect.any(String) : "'self'");
  });

  test("ships no web-vitals code when reporting is off", () => {
    if (process.env.GATSBY_WEB_VITALS_URL) return;
    const scripts = readdirSync(PUBLIC_DIR).filter((f) => f.endsWith(".js"));
    for (const file of scripts) expect(read(file)).not.toMatch(/sendBeacon|onLCP|web-vitals/);
  });

  test("does not publish webpack.stats.json", () => {
    expect(existsSync(path.join(PUBLIC_DIR, "webpack.stats.json"))).toBe(false);
  });
});

test.describe("Gatsby's runtime, in no page (src/postbuild/pageScripts.ts)", () => {
  // Every page the build wrote: every language, every page made from blocks, every 404 page.
  const pages = htmlFiles(PUBLIC_DIR).filter(
    (file) => !isAdmin(file, PUBLIC_DIR) && !isSlice(file, PUBLIC_DIR),
  );
  const runtime =
    /(app|framework|webpack-runtime|commons|component---[\w-]*)-[0-9a-f]+\.js|page-data/;

  test("no page names Gatsby's runtime, fetches page data or sets the runtime's globals", () => {
    expect(pages.length).toBeGreaterThan(20);
    const found = pages.flatMap((file) => {
      const html = readFileSync(file, "utf8");
      const scripts = elements(parseDocument(html)).filter(({ tagName }) => tagName === "script");
      const problems = [
        ...(runtime.test(html) ? ["names Gatsby's runtime or page data"] : []),
        ...scripts.flatMap((script) => (attribute(script, "src") ? ["has a <script src>"] : [])),
        ...(/window\.(___|pagePath)|___loader|___chunkMapping/.test(html)
          ? ["sets the runtime's globals"]
          : []),
        ...(scripts.some((script) => attribute(script, "id") === PAGE_SCRIPT_ID)
          ? []
          : ["has no page script"]),
        ...(scripts.some((script) => attribute(script, "type") === "speculationrules")
          ? []
          : ["has no speculation rules"]),
      ];
      return problems.map((problem) => `${path.relative(PUBLIC_DIR, file)}: ${problem}`);
    });
    expect(found).toEqual([]);
  });

  test("public/ holds none of the runtime's files: bundles, maps, page data, script slices", () => {
    expect(runtimeFiles(PUBLIC_DIR)).toEqual([]);
    const scripts = readdirSync(PUBLIC_DIR).filter((file) => file.endsWith(".js"));
    expect(scripts).toEqual([entranceChunk().slice(1)]);
  });

  test("the entrance's chunk holds react-spring's core, not React", () => {
    expect(scriptsOfPackage("@react-spring/core")).toEqual([entranceChunk()]);
    expect(scriptsOfPackage("react-dom")).toEqual([]);
    expect(scriptsOfPackage("react")).toEqual([]);
  });
});
