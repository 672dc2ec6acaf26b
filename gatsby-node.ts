import path from "path";
import type { GatsbyNode } from "gatsby";

import { CompileHintsPlugin } from "./src/build/compileHints";
import { legalLocale, legalPages } from "./src/build/legalPages";
import { FrameworkModulesPlugin } from "./src/build/frameworkModules";
import { CHUNK_LOAD_TIMEOUT_MS } from "./src/constants";
import { localizedCards } from "./src/content/localized";
import type { Card } from "./src/content/localized";
import { loadSchemas } from "./src/content/schemas";
import { formatProblems, validateContent } from "./src/content/validateContent";
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_CODES,
  TRANSLATIONS,
  isLocaleCode,
  localizePath,
} from "./src/i18n/locales";
import type { LocaleCode } from "./src/i18n/locales";
import { UI_STRINGS } from "./src/i18n/strings";
import type { LocaleContextValues } from "./src/i18n/wrapPage";

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
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter, getNode, actions }) => {
  // A JSON file's node knows its locale from its folder: content/de/models.json → "de".
  if (CONTENT_TYPES.includes(node.internal.type)) {
    const file = node.parent ? getNode(node.parent) : undefined;
    const locale = String(file?.relativeDirectory ?? "");
    if (!isLocaleCode(locale)) {
      reporter.panicOnBuild(
        `${String(file?.relativePath)}: content files live in content/<locale>/, with <locale> one of ${LOCALE_CODES.join(", ")} (CONTENT.md).`,
      );
    }
    actions.createNodeField({ node, name: "locale", value: locale });
    return;
  }
  // A legal text's too: content/legal/terms.mdx is English's, content/legal/de/terms.mdx German's.
  if (node.internal.type === "Mdx") {
    const file = node.parent ? getNode(node.parent) : undefined;
    const locale = legalLocale(String(file?.relativeDirectory ?? ""));
    if (!locale) {
      reporter.panicOnBuild(
        `${String(file?.relativePath)}: a legal text is content/legal/<name>.mdx, or its translation content/legal/<locale>/<name>.mdx with <locale> one of ${TRANSLATIONS.map(({ code }) => code).join(", ")} (CONTENT.md).`,
      );
    }
    actions.createNodeField({ node, name: "locale", value: locale ?? "" });
    return;
  }
  if (!bootstrapped || node.internal.type !== "File" || node.sourceInstanceName !== "content") {
    return;
  }
  const problems = validateContent(process.cwd());
  if (problems.length > 0) reporter.panicOnBuild(formatProblems(problems));
};

/** The node types of content/<locale>/*.json, each with a `locale`. */
const CONTENT_TYPES = ["SiteJson", "UseCasesJson", "ModelsJson"];

/**
 * Content types are declared, never inferred: an empty or mistyped file must not silently change
 * the schema the pages are typed from.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteJson implements Node @dontInfer {
      "The file's locale, from its folder: de for content/de/site.json."
      locale: String! @proxy(from: "fields.locale")
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
      "Named from the content folder, as the content checks read it: images/app-screenshot.png."
      screenshot: File! @link(by: "relativePath")
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
      locale: String! @proxy(from: "fields.locale")
      "The cards in English's order, each with its translated texts."
      items: [UseCase!]!
    }

    type ModelCard {
      id: String!
      name: String!
      description: String!
      comingSoon: Boolean!
    }

    type ModelsJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
      "The cards in English's order, each with its translated texts; comingSoon is English's."
      items: [ModelCard!]!
    }

    type MdxFrontmatter @dontInfer {
      title: String!
      slug: String!
      lastUpdated: String!
      description: String!
    }

    type Mdx implements Node @dontInfer {
      "en for content/legal/*.mdx, the folder's locale for a translation: de for content/legal/de/."
      locale: String! @proxy(from: "fields.locale")
      frontmatter: MdxFrontmatter!
    }
  `);
};

type Fields = Record<string, unknown>;
type ResolverContext = {
  nodeModel: { findOne: (args: object) => Promise<Fields | null> };
};
type ResolveInfo = {
  fieldName: string;
  originalResolver: (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
};

/**
 * A translation (content/<locale>/*.json) holds only the texts its schema marks translatable;
 * everything else resolves from English, the source: links, the screenshot, and the cards' order
 * and comingSoon. So a page in any locale queries one node with every field.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const { translatable } = loadSchemas(path.resolve("content"));
  const english = async (type: string, context: ResolverContext): Promise<Fields> => {
    const node = await context.nodeModel.findOne({
      type,
      query: { filter: { locale: { eq: DEFAULT_LOCALE } } },
    });
    if (!node) throw new Error(`No ${type} node for content/${DEFAULT_LOCALE}/.`);
    return node;
  };
  const isTranslation = (source: Fields) =>
    (source.fields as { locale?: string } | undefined)?.locale !== DEFAULT_LOCALE;
  const fromEnglish = (type: string) => ({
    resolve: async (source: Fields, args: unknown, context: ResolverContext, info: ResolveInfo) =>
      info.originalResolver(
        isTranslation(source) && source[info.fieldName] === undefined
          ? await english(type, context)
          : source,
        args,
        context,
        info,
      ),
  });
  const cards = (type: string, cardFields: string[]) => ({
    resolve: async (source: Fields, _args: unknown, context: ResolverContext) => {
      const items = (source.items ?? []) as Card[];
      if (!isTranslation(source)) return items;
      const englishItems = ((await english(type, context)).items ?? []) as Card[];
      return localizedCards(englishItems, items, cardFields);
    },
  });
  const { allFields, fields } = translatable.site;
  const siteFields = allFields.filter((field) => !fields.includes(field));
  createResolvers({
    SiteJson: Object.fromEntries(siteFields.map((field) => [field, fromEnglish("SiteJson")])),
    UseCasesJson: { items: cards("UseCasesJson", translatable["use-cases"].cardFields) },
    ModelsJson: { items: cards("ModelsJson", translatable.models.cardFields) },
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
      locale: string;
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
          locale
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

  // Each legal text in every locale, the page's words in its language: the locale's translation
  // where content/legal/<locale>/ has one, else the English text, which governs (legalPages.ts).
  const nodes = result.data.allMdx.nodes.map(({ id, locale, frontmatter, internal }) => ({
    id,
    locale,
    slug: frontmatter.slug,
    contentFilePath: internal.contentFilePath,
  }));
  for (const page of legalPages(nodes)) {
    actions.createPage({
      path: page.path,
      component: `${legalTemplate}?__contentFilePath=${page.node.contentFilePath}`,
      context: {
        id: page.node.id,
        englishOnly: page.englishOnly,
        textLocales: page.textLocales,
        ...localeContext(page.locale, page.slug),
      },
    });
  }
};

/**
 * What every page's context holds (src/i18n/wrapPage.tsx): its locale, which its queries select
 * by ($locale), the site's words in that locale, and its path in English.
 */
const localeContext = (locale: LocaleCode, pagePath: string): LocaleContextValues => ({
  locale,
  strings: UI_STRINGS[locale],
  // As the site links it (trailingSlash "always"): "/terms" → "/terms/".
  pagePath: /\/$|\.html$/.test(pagePath) ? pagePath : `${pagePath}/`,
});

/**
 * The pages of src/pages/ (the home page, the 404 page) are English's at their own path, and
 * each is made again for every other locale under its code: /de/, /de/404.html.
 * (Legal pages are made in every locale in createPages.)
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.locale || page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page);
  for (const { code } of LOCALES) {
    // A translation's 404 page answers every unknown path under its folder (the host serves its
    // 404.html there). Without a matchPath, Gatsby's runtime takes /de/nothing for a wrong address
    // of /de/404.html and replaces it in the address bar; it spares only the root 404 page.
    const notFound = code !== DEFAULT_LOCALE && page.path === "/404.html";
    const matchPath = notFound
      ? localizePath(code, "/*")
      : page.matchPath && localizePath(code, page.matchPath);
    actions.createPage({
      ...page,
      path: localizePath(code, page.path),
      ...(matchPath ? { matchPath } : {}),
      context: { ...page.context, ...localeContext(code, page.path) },
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
    config.plugins.push(new CompileHintsPlugin(), new FrameworkModulesPlugin());
  }
  // Browser bundles only: see src/shims/react-dom-server.ts. It must come before Gatsby's own
  // "react-dom" alias, which would otherwise claim "react-dom/server" first.
  config.resolve.alias = {
    "react-dom/server$": path.resolve("src/shims/react-dom-server.ts"),
    ...config.resolve.alias,
  };
  actions.replaceWebpackConfig(config);
};

export { onPostBuild } from "./src/gatsby/postBuild";
