import type { GatsbyConfig } from "gatsby";
import path from "path";

import site from "./content/en/site.json";
import { PAGES_FOLDER } from "./src/content/layout";
import { manifestTexts } from "./src/postbuild/manifest";
import { SITEMAP_QUERY, sitemapEntry, sitemapPages } from "./src/postbuild/sitemap";
import { LOCAL_API_PATH } from "./src/cms/backend";
import { cmsBuildFacts } from "./src/cms/cmsBuildFacts";
import { patchDecapCopy } from "./src/cms/decapPatches";
// Only the editor's server's parts the dev server puts in front of the site: every build and
// each of its workers loads this file, and the server's entry (src/cms/server/index.ts, for
// `npm run cms`) also carries decap-server's API, with express and sharp, that no build uses.
import { guardDevServer } from "./src/cms/server/guard";
import { gitGate, proxyToLocalBackend } from "./src/cms/server/proxy";
import { REVIEWS_PATH, serveReviewReports } from "./src/cms/server/reviews";
import { DRAFT_LOCALES } from "./src/i18n/locales";
import { SPECIMEN_CONTENT, writeSpecimens } from "./src/gatsby/specimens";
import { WITHOUT_EDITOR_ENV } from "./src/gatsby/buildEnv";

const pascalCase = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_match, _separator: string, letter: string) =>
    letter.toUpperCase(),
  );

const contentDir = path.join(__dirname, "content");

// The manifest in English, and one per translation that its pages link (src/postbuild/manifest.ts).
const manifest = manifestTexts(contentDir);

// The specimen pages the browser suites prove every block on, from the schemas, in every
// language (src/gatsby/specimens.ts): built with the site, never shipped.
writeSpecimens(contentDir);

/**
 * The content editor (Decap CMS) at /admin/: its own webpack build, with its own HTML page; nothing
 * of it reaches the public pages' bundles. `npm run review` builds pages only, and leaves it out
 * (src/gatsby/buildEnv.ts): it was most of each build's time.
 */
const editor: NonNullable<GatsbyConfig["plugins"]> =
  process.env[WITHOUT_EDITOR_ENV] === "1"
    ? []
    : [
        {
          resolve: "decap-cms-admin",
          options: {
            modulePath: path.join(__dirname, "src/cms/cms.tsx"),
            // src/cms/cms.tsx decides: the editor, or a message saying how to set it up.
            manualInit: true,
            enableIdentityWidget: false,
            htmlTitle: `${site.productName} content editor`,
            htmlFavicon: path.join(__dirname, "static/icon.svg"),
            // Same-origin facts the editor's checks need (page list, static files, current content).
            customizeWebpackConfig: (
              config: {
                plugins: unknown[];
                resolve: { fallback?: Record<string, false> };
                optimization: { minimizer?: unknown[] };
              },
              {
                plugins,
              }: {
                plugins: {
                  define: (values: Record<string, string>) => unknown;
                  minifyJs: (options: { exclude: RegExp[] }) => unknown;
                };
              },
            ) => {
              // The plugin's page is html-webpack-plugin's default, which has no lang: the same
              // page, in English, as screen readers and axe's html-has-lang need it.
              const page = config.plugins.find(
                (plugin): plugin is { options: { title: string; templateContent: unknown } } =>
                  (plugin as object | null)?.constructor?.name === "HtmlWebpackPlugin",
              );
              if (!page) throw new Error("gatsby-plugin-decap-cms no longer makes /admin/'s page.");
              page.options.templateContent = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${page.options.title}</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body></html>`;
              // gray-matter, which reads front matter as gatsby-plugin-mdx does, names fs for a
              // function the editor never calls.
              config.resolve.fallback = { ...config.resolve.fallback, fs: false };
              // decap-cms-app.js comes minified from its package and is copied beside cms.js. Gatsby's
              // terser would minify its 4.5 MB again, for 0.3 % and about 20 s of every build.
              config.optimization.minimizer = config.optimization.minimizer?.map((minimizer) =>
                minimizer?.constructor?.name === "TerserPlugin"
                  ? plugins.minifyJs({ exclude: [/\.min\.js/, /^decap-cms-app\.js$/] })
                  : minimizer,
              );
              config.plugins.push(
                plugins.define({ __CMS_BUILD_FACTS__: JSON.stringify(cmsBuildFacts(__dirname)) }),
              );
              // Decap's i18n reads pages at content/<locale>/pages/ (src/cms/decapPatches.ts).
              patchDecapCopy(config);
            },
          },
        },
      ];

const config: GatsbyConfig = {
  siteMetadata: {
    // Plugins such as the sitemap read siteUrl from here; content/en/site.json stays the one source.
    siteUrl: site.siteUrl,
    title: site.productName,
  },
  // Types for every named query, written on build too so CI can typecheck a fresh clone.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  // Pages live at /terms/index.html; linking to /terms/ spares visitors a redirect on most hosts.
  trailingSlash: "always",
  // The dev server answers this computer's own pages only, not other sites the developer has
  // open (src/cms/server/guard/devServerGuard.ts). `npm run cms` starts decap-server and passes its
  // port, secret and mode: the editor at /admin/ reaches it on the site's own origin, as it does
  // in the browser suite, where the admin's CSP applies. In git mode drafts are branches, and the
  // gate checks every save and publish against them (src/cms/server/gate/requestGate.ts).
  developMiddleware: (app) => {
    guardDevServer();
    const { DECAP_SERVER_PORT: port, DECAP_SERVER_SECRET: secret } = process.env;
    if (!port || !secret) return;
    const gate = process.env.DECAP_SERVER_MODE === "git" ? gitGate(process.cwd()) : undefined;
    app.use(LOCAL_API_PATH, proxyToLocalBackend({ port: Number(port), secret }, gate));
    // The drafts' before-and-after reports (src/cms/server/reviews/draftReviews.ts), kept with
    // the drafts.
    if (gate) app.use(REVIEWS_PATH, serveReviewReports(process.cwd()));
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: contentDir,
        // JSON Schemas describe the content; they are not content themselves. A language still
        // being translated (a draft, src/i18n/languages.json) is not on the site.
        ignore: [
          `**/schemas/**`,
          ...DRAFT_LOCALES.flatMap(({ code }) => [
            path.join(contentDir, code, "**"),
            path.join(contentDir, "legal", code, "**"),
          ]),
        ],
      },
    },
    {
      // Their own folder, laid out as content/ is; onPostBuild moves their pages out of public/.
      resolve: "gatsby-source-filesystem",
      options: { name: "specimens", path: SPECIMEN_CONTENT },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // One node per file, typed after the file: site.json → SiteJson, models.json → ModelsJson.
        // (By default an object file is typed after its folder, which would merge all three.)
        // Every page made from blocks is a PageJson, whatever its name: content/de/pages/faq.json.
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          path.basename(node.relativeDirectory) === PAGES_FOLDER
            ? "PageJson"
            : `${pascalCase(node.name)}Json`,
      },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "none",
          quality: 70,
          // A screenshot is flat colour and text: AVIF keeps it crisp at a lower quality setting,
          // and at 70 it came out larger than WebP.
          avifOptions: { quality: 45 },
        },
      },
    },
    "gatsby-transformer-sharp",
    ...editor,
    // /sitemap-index.xml and /sitemap-0.xml, from siteMetadata.siteUrl: every page in every
    // language with its alternates; 404 pages and untranslated legal pages are left out.
    {
      resolve: "gatsby-plugin-sitemap",
      options: { query: SITEMAP_QUERY, resolvePages: sitemapPages, serialize: sitemapEntry },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        ...manifest.english,
        localize: manifest.localize,
        display: "minimal-ui",
        background_color: "#ffffff",
        theme_color: site.themeColor,
        // Seo.tsx writes theme-color from the same setting; one tag is enough.
        theme_color_in_head: false,
        // Every icon is drawn from this one source; its mark sits inside the maskable safe zone.
        icon: "static/icon.svg",
        icons: [
          { src: "icons/icon-180x180.png", sizes: "180x180", type: "image/png" },
          { src: "icons/icon-192x192.png", sizes: "192x192", type: "image/png" },
          { src: "icons/icon-512x512.png", sizes: "512x512", type: "image/png" },
          {
            src: "icons/maskable-512x512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
        // PNG favicon (fallback for browsers without SVG icons) and apple-touch-icon links.
        include_favicon: true,
        legacy: true,
        cache_busting_mode: "none",
      },
    },
  ],
};

export default config;
