import path from "path";
import type { GatsbyNode } from "gatsby";

import { DEFAULT_LOCALE, LOCALES, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";
import { UI_STRINGS } from "../i18n/strings";
import type { LocalePageContext } from "../i18n/LocaleContext";
import { footerPages, readBlockPages } from "./blockPages";
import type { BlockPageFacts } from "./blockPages";
import { legalPages } from "./legalPages";
import { SPECIMEN_CONTENT } from "./specimens";

const legalTemplate = path.resolve("src/templates/LegalPage.tsx");
const blockTemplate = path.resolve("src/templates/BlockPage.tsx");

/**
 * The pages made from blocks, read when the build makes its pages (createPages runs before the
 * pages of src/pages/ are made, so onCreatePage sees them too): every page's footer links them.
 */
let blockPages: BlockPageFacts[] = [];

type LegalPagesQuery = {
  allMdx: {
    nodes: Array<{
      id: string;
      locale: string;
      frontmatter: { slug: string };
      body: string;
      internal: { contentFilePath: string };
    }>;
  };
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  blockPages = readBlockPages();
  // The specimen pages (src/gatsby/specimens.ts) are made like any other, and listed nowhere.
  const specimens = readBlockPages(SPECIMEN_CONTENT).map((page) => ({ ...page, specimen: true }));
  // One template for every page made from blocks, in each language it is translated into.
  for (const page of [...blockPages, ...specimens]) {
    for (const locale of page.locales) {
      actions.createPage({
        path: localizePath(locale, `/${page.slug}/`),
        component: blockTemplate,
        context: {
          slug: page.slug,
          withUseCases: page.types.includes("useCases"),
          withModels: page.types.includes("models"),
          // Its alternates (hreflang, the sitemap) and language switch: the languages it is in.
          textLocales: page.locales,
          pageLocales: page.locales,
          ...("specimen" in page ? { specimen: true } : {}),
          ...localeContext(locale, `/${page.slug}`),
        },
      });
    }
  }
  const result = await graphql<LegalPagesQuery>(`
    query LegalPages {
      allMdx {
        nodes {
          id
          locale
          frontmatter {
            slug
          }
          body
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
  const nodes = result.data.allMdx.nodes.map(({ id, locale, frontmatter, body, internal }) => ({
    id,
    locale,
    slug: frontmatter.slug,
    contentFilePath: internal.contentFilePath,
    // A translation with no text yet translates the title and description alone.
    headOnly: locale !== DEFAULT_LOCALE && body.trim() === "",
  }));
  for (const page of legalPages(nodes)) {
    actions.createPage({
      path: page.path,
      component: `${legalTemplate}?__contentFilePath=${page.node.contentFilePath}`,
      context: {
        id: page.node.id,
        headId: page.head.id,
        englishOnly: page.englishOnly,
        textLocales: page.textLocales,
        ...localeContext(page.locale, page.slug),
      },
    });
  }
};

/**
 * What every page's context holds (src/i18n/LocaleContext.tsx): its locale, which its queries select
 * by ($locale), the site's words in that locale, and its path in English.
 */
const localeContext = (locale: LocaleCode, pagePath: string): LocalePageContext => ({
  locale,
  strings: UI_STRINGS[locale],
  // As the site links it (trailingSlash "always"): "/terms" → "/terms/".
  pagePath: /\/$|\.html$/.test(pagePath) ? pagePath : `${pagePath}/`,
  footerPages: footerPages(blockPages, locale),
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
