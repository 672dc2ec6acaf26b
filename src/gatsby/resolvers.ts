import path from "path";
import type { GatsbyNode } from "gatsby";

import { localizedCards, localizedPage, localizedSite } from "../content/englishFallback";
import type { Card } from "../content/englishFallback";
import { markdownToHtml } from "../content/markdown";
import { loadSchemas } from "../content/schemas";
import { DEFAULT_LOCALE, isLocaleCode } from "../i18n/locales";
import { ABSENT_IS_FALSE, FILE_FIELDS, MARKDOWN_FIELDS } from "./contentTypes.generated";
import type { Fields } from "../types/fields";

type ResolverContext = {
  nodeModel: { findOne: (args: object) => Promise<Fields | null> };
};
type ResolveInfo = {
  fieldName: string;
  originalResolver: (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
};
type Resolve = (
  source: Fields,
  args: unknown,
  context: ResolverContext,
  info: ResolveInfo,
) => unknown;
type Resolvers = Record<string, Record<string, { resolve: Resolve }>>;

/**
 * The locale of a page's block or item, for its Markdown's HTML: set on every object of the
 * blocks a page resolves, as GraphQL hands a field's resolver its object and nothing above it.
 */
const LOCALE = Symbol("locale");

const nodeLocale = (source: Fields): string =>
  String((source.fields as { locale?: unknown } | undefined)?.locale ?? "");

const isTranslation = (source: Fields) => nodeLocale(source) !== DEFAULT_LOCALE;

/** A block list with its locale on every object in it (LOCALE). */
function inLocale(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)]);
  return Object.assign(Object.fromEntries(entries), { [LOCALE]: locale });
}

/**
 * A translation (content/<locale>/*.json) holds only the texts its schema marks translatable;
 * everything else resolves from English, the source: links, the screenshot, the cards' order and
 * comingSoon, a page's blocks and their order, actions and pictures (the rule is
 * src/content/englishFallback.ts's, which the editor's previews share). So a page in any locale
 * queries one node with every field.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const { translatable } = loadSchemas(path.resolve("content"));
  const findEnglish = async (
    type: string,
    context: ResolverContext,
    filter: Record<string, { eq: string }> = {},
  ): Promise<Fields> => {
    const node = await context.nodeModel.findOne({
      type,
      query: { filter: { locale: { eq: DEFAULT_LOCALE }, ...filter } },
    });
    if (!node) throw new Error(`No ${type} node for content/${DEFAULT_LOCALE}/.`);
    return node;
  };
  const fromEnglish = (type: string) => ({
    resolve: async (source: Fields, args: unknown, context: ResolverContext, info: ResolveInfo) =>
      info.originalResolver(
        isTranslation(source) ? localizedSite(await findEnglish(type, context), source) : source,
        args,
        context,
        info,
      ),
  });
  const cards = (type: string, cardFields: string[]) => ({
    resolve: async (source: Fields, _args: unknown, context: ResolverContext) => {
      const items = (source.items ?? []) as Card[];
      if (!isTranslation(source)) return items;
      const englishItems = ((await findEnglish(type, context)).items ?? []) as Card[];
      return localizedCards(englishItems, items, cardFields);
    },
  });
  /** A page in its node's locale: English's, with the translation's texts put in. */
  const pageIn = async (source: Fields, context: ResolverContext): Promise<Fields> => {
    if (!isTranslation(source)) return source;
    const slug = String((source.fields as { slug?: unknown } | undefined)?.slug ?? "");
    const english = await findEnglish("PageJson", context, { slug: { eq: slug } }).catch(() => {
      throw new Error(
        `content/${nodeLocale(source)}/pages/${slug}.json translates content/${DEFAULT_LOCALE}/pages/${slug}.json, which does not exist.`,
      );
    });
    return localizedPage(english, source);
  };
  const pageField = (field: string) => ({
    resolve: async (source: Fields, args: unknown, context: ResolverContext, info: ResolveInfo) => {
      const page = await pageIn(source, context);
      if (field === "blocks") return inLocale(page.blocks ?? [], nodeLocale(source));
      return info.originalResolver(page, args, context, info);
    },
  });
  const { allFields, fields } = translatable.site;
  const siteFields = allFields.filter((field) => !fields.includes(field));
  const resolvers: Resolvers = {
    SiteJson: Object.fromEntries(siteFields.map((field) => [field, fromEnglish("SiteJson")])),
    UseCasesJson: { items: cards("UseCasesJson", translatable["use-cases"].cardFields) },
    ModelsJson: { items: cards("ModelsJson", translatable.models.cardFields) },
    PageJson: Object.fromEntries((FILE_FIELDS.PageJson ?? []).map((f) => [f, pageField(f)])),
  };
  addMarkdownHtml(resolvers);
  addAbsentIsFalse(resolvers);
  createResolvers(resolvers);
};

/** `<field>Html` of every Markdown field: its HTML in the locale of the page it is on. */
function addMarkdownHtml(resolvers: Resolvers): void {
  for (const [type, fields] of Object.entries(MARKDOWN_FIELDS)) {
    for (const field of fields) {
      (resolvers[type] ??= {})[`${field}Html`] = {
        resolve: (source) => {
          const text = source[field];
          if (typeof text !== "string") return null;
          const locale = (source as { [LOCALE]?: string })[LOCALE];
          return markdownToHtml(text, locale && isLocaleCode(locale) ? locale : DEFAULT_LOCALE);
        },
      };
    }
  }
}

/** An optional boolean absent from its file is false ("comingSoon", a page's "footer"). */
function addAbsentIsFalse(resolvers: Resolvers): void {
  for (const [type, fields] of Object.entries(ABSENT_IS_FALSE)) {
    for (const field of fields) {
      const inner = resolvers[type]?.[field]?.resolve;
      (resolvers[type] ??= {})[field] = {
        resolve: async (source, args, context, info) =>
          (await (inner
            ? inner(source, args, context, info)
            : info.originalResolver(source, args, context, info))) === true,
      };
    }
  }
}
