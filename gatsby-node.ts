import { readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

import site from "./content/site.json";
import { CompileHintsPlugin } from "./src/build/compileHints";
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
} from "./src/build/securityHeaders";
import { FrameworkModulesPlugin, readFrameworkModules } from "./src/build/frameworkModules";
import { startAfterFirstScreen } from "./src/build/startAfterFirstScreen";
import { styleAttributes, withoutGatsbyStyleAttributes } from "./src/build/styleAttributes";
import { CHUNK_LOAD_TIMEOUT_MS } from "./src/constants";
import { formatProblems, validateContent } from "./src/content/validateContent";

const legalTemplate = path.resolve("src/templates/LegalPage.tsx");

/**
 * Content is checked against content/schemas/ before Gatsby reads it, so a mistake stops the build
 * with one message naming the file, the item and the field, instead of a GraphQL error naming none.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(process.cwd());
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
};

// `gatsby develop` checks again whenever an editor saves a content file; it reports, not stops.
let bootstrapped = false;
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "content") {
    return;
  }
  const problems = validateContent(process.cwd());
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
};

/**
 * Content types are declared, never inferred: an empty or mistyped file must not silently change
 * the schema the pages are typed from.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteJson implements Node @dontInfer {
      productName: String!
      tagline: String!
      heroDescription: String!
      useCasesIntro: String!
      modelsIntro: String!
      description: String!
      siteUrl: String!
      chatUrl: String!
      appStoreUrl: String!
      googlePlayUrl: String!
      copyright: String!
      screenshot: File! @fileByRelativePath
      screenshotAlt: String!
      themeColor: String!
      socialImage: String!
      socialImageAlt: String!
    }

    type UseCase {
      id: String!
      name: String!
      description: String!
    }

    type UseCasesJson implements Node @dontInfer {
      items: [UseCase!]!
    }

    type ModelCard {
      id: String!
      name: String!
      description: String!
      comingSoon: Boolean!
    }

    type ModelsJson implements Node @dontInfer {
      items: [ModelCard!]!
    }

    type MdxFrontmatter @dontInfer {
      title: String!
      slug: String!
      lastUpdated: String!
      description: String!
    }

    type Mdx implements Node @dontInfer {
      frontmatter: MdxFrontmatter!
    }
  `);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ModelCard: {
      // The flag is optional in the file; absent means "available now".
      comingSoon: { resolve: (source: { comingSoon?: boolean }) => source.comingSoon === true },
    },
  });
};

type LegalPagesQuery = {
  allMdx: {
    nodes: Array<{
      id: string;
      frontmatter: { slug: string };
      internal: { contentFilePath: string };
    }>;
  };
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<LegalPagesQuery>(`
    query LegalPages {
      allMdx {
        nodes {
          id
          frontmatter {
            slug
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);

  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the legal pages (content/legal/*.mdx)", result.errors);
    return;
  }

  for (const node of result.data.allMdx.nodes) {
    actions.createPage({
      path: node.frontmatter.slug,
      component: `${legalTemplate}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id },
    });
  }
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  if (!process.env.GATSBY_WEB_VITALS_URL) {
    // Gatsby only inlines GATSBY_* variables that are set. Inlining the empty value makes the
    // opt-in in gatsby-browser.tsx a constant false, so the reporter is not even bundled.
    config.plugins.push(
      plugins.define({ "process.env.GATSBY_WEB_VITALS_URL": JSON.stringify("") }),
    );
  }
  config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS };
  // The scripts every page runs at start-up are compiled while they download, not when called.
  if (stage === "build-javascript") {
    config.plugins.push(new CompileHintsPlugin(), new FrameworkModulesPlugin(FRAMEWORK_MODULES));
  }
  // Browser bundles only: see src/shims/react-dom-server.ts. It must come before Gatsby's own
  // "react-dom" alias, which would otherwise claim "react-dom/server" first.
  config.resolve.alias = {
    "react-dom/server$": path.resolve("src/shims/react-dom-server.ts"),
    ...config.resolve.alias,
  };
  actions.replaceWebpackConfig(config);
};

/** Where FrameworkModulesPlugin leaves React's module ids for onPostBuild's page loader. */
const FRAMEWORK_MODULES = path.resolve(".cache", "framework-modules.json");

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
 * The pages Gatsby writes for a path no page has; the host answers unknown paths with 404.html.
 * Those answers get only the `/*` headers (a CSP there would also reach the editor, and two
 * policies are both enforced), so these pages carry their policy in a <meta> (withMetaPolicy).
 */
const NOT_FOUND_PAGES = ["404.html", path.join("404", "index.html")];

const rewrite = (file: string, change: (html: string) => string) =>
  writeFileSync(file, change(readFileSync(file, "utf8")));

/**
 * After every build: every page's scripts start after its first screen (startAfterFirstScreen),
 * the public pages without style attributes and the 404 pages with their own policy, the
 * security and cache headers for static hosts (with the hashes of this build's inline scripts and
 * styles), robots.txt, and no webpack.stats.json in what gets published.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve("public");
  const html = htmlFiles(publicDir).filter((file) => !isAdmin(file));
  const frameworkModules = readFrameworkModules(FRAMEWORK_MODULES);
  // Pages only: the slice Gatsby stitched them from (_gatsby/slices) is not served.
  for (const file of html.filter((page) => !page.includes(`${path.sep}_gatsby${path.sep}`))) {
    rewrite(file, (text) => startAfterFirstScreen(text, file, frameworkModules));
  }
  for (const file of html) rewrite(file, withoutGatsbyStyleAttributes);
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
