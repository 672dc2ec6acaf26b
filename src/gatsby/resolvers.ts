import path from "path";
import type { GatsbyNode } from "gatsby";

import { localizedCards, localizedSite } from "../content/layout";
import type { Card, Fields } from "../content/layout";
import { loadSchemas } from "../content/schemas";
import { DEFAULT_LOCALE } from "../i18n/locales";

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
 * and comingSoon (the rule is src/content/layout.ts's, which the editor's previews share). So a
 * page in any locale queries one node with every field.
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
        isTranslation(source) ? localizedSite(await english(type, context), source) : source,
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
