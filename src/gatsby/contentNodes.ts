import type { CreateNodeArgs } from "gatsby";

import { jsonLocale, legalLocale, pagesLocale } from "../content/layout";
import { LOCALE_CODES, TRANSLATIONS } from "../i18n/locales";

/** The node types of content/<locale>/*.json, each with a `locale` (schema.ts). */
const CONTENT_TYPES = ["SiteJson", "UseCasesJson", "ModelsJson"];

/** The node type of content/<locale>/pages/<slug>.json (gatsby-config.ts names it). */
const PAGE_TYPE = "PageJson";

/**
 * Gives a content node its locale, from its file's folder: content/de/models.json → "de",
 * content/legal/terms.mdx → "en", content/legal/de/terms.mdx → "de", content/de/pages/faq.json
 * → "de"; and a page its slug, from its file's name: "faq". A file elsewhere stops the build.
 * Returns whether the node was a content node.
 */
export function addLocaleField({ node, reporter, getNode, actions }: CreateNodeArgs): boolean {
  const isJson = CONTENT_TYPES.includes(node.internal.type);
  const isPage = node.internal.type === PAGE_TYPE;
  if (!isJson && !isPage && node.internal.type !== "Mdx") return false;
  const file = node.parent ? getNode(node.parent) : undefined;
  const folder = String(file?.relativeDirectory ?? "");
  const locale = isPage ? pagesLocale(folder) : isJson ? jsonLocale(folder) : legalLocale(folder);
  if (!locale) {
    const rule = isPage ? PAGE_RULE : isJson ? JSON_RULE : LEGAL_RULE;
    reporter.panicOnBuild(`${String(file?.relativePath)}: ${rule} (docs/editing.md).`);
  }
  actions.createNodeField({ node, name: "locale", value: locale ?? "" });
  if (isPage) actions.createNodeField({ node, name: "slug", value: String(file?.name ?? "") });
  return true;
}

const JSON_RULE = `content files live in content/<locale>/, with <locale> one of ${LOCALE_CODES.join(", ")}`;
const LEGAL_RULE = `a legal text is content/legal/<name>.mdx, or its translation content/legal/<locale>/<name>.mdx with <locale> one of ${TRANSLATIONS.map(({ code }) => code).join(", ")}`;
const PAGE_RULE = `a page is content/<locale>/pages/<slug>.json, with <locale> one of ${LOCALE_CODES.join(", ")}`;
