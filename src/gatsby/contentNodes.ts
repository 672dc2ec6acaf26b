import type { CreateNodeArgs } from "gatsby";

import { jsonLocale, legalLocale } from "../content/layout";
import { LOCALE_CODES, TRANSLATIONS } from "../i18n/locales";

/** The node types of content/<locale>/*.json, each with a `locale` (schema.ts). */
const CONTENT_TYPES = ["SiteJson", "UseCasesJson", "ModelsJson"];

/**
 * Gives a content node its locale, from its file's folder: content/de/models.json → "de",
 * content/legal/terms.mdx → "en", content/legal/de/terms.mdx → "de". A file elsewhere stops the
 * build. Returns whether the node was a content node.
 */
export function addLocaleField({ node, reporter, getNode, actions }: CreateNodeArgs): boolean {
  const isJson = CONTENT_TYPES.includes(node.internal.type);
  if (!isJson && node.internal.type !== "Mdx") return false;
  const file = node.parent ? getNode(node.parent) : undefined;
  const folder = String(file?.relativeDirectory ?? "");
  const locale = isJson ? jsonLocale(folder) : legalLocale(folder);
  if (!locale) {
    reporter.panicOnBuild(
      `${String(file?.relativePath)}: ${isJson ? JSON_RULE : LEGAL_RULE} (CONTENT.md).`,
    );
  }
  actions.createNodeField({ node, name: "locale", value: locale ?? "" });
  return true;
}

const JSON_RULE = `content files live in content/<locale>/, with <locale> one of ${LOCALE_CODES.join(", ")}`;
const LEGAL_RULE = `a legal text is content/legal/<name>.mdx, or its translation content/legal/<locale>/<name>.mdx with <locale> one of ${TRANSLATIONS.map(({ code }) => code).join(", ")}`;
