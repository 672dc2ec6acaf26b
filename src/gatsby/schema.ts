import type { GatsbyNode } from "gatsby";

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
      "Absent from a translation of the title and description alone: its page shows English's."
      lastUpdated: String
      description: String!
    }

    type Mdx implements Node @dontInfer {
      "en for content/legal/*.mdx, the folder's locale for a translation: de for content/legal/de/."
      locale: String! @proxy(from: "fields.locale")
      frontmatter: MdxFrontmatter!
      "The text as written, below the front matter: empty in a translation of the title alone."
      body: String!
    }
  `);
};
