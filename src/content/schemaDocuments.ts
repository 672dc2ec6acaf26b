import cardsBlockSchema from "../../content/schemas/block-cards.schema.json";
import ctaBlockSchema from "../../content/schemas/block-cta.schema.json";
import faqBlockSchema from "../../content/schemas/block-faq.schema.json";
import heroBlockSchema from "../../content/schemas/block-hero.schema.json";
import imageBlockSchema from "../../content/schemas/block-image.schema.json";
import modelsBlockSchema from "../../content/schemas/block-models.schema.json";
import textBlockSchema from "../../content/schemas/block-text.schema.json";
import useCasesBlockSchema from "../../content/schemas/block-use-cases.schema.json";
import commonSchema from "../../content/schemas/common.schema.json";
import legalSchema from "../../content/schemas/legal-frontmatter.schema.json";
import modelsSchema from "../../content/schemas/models.schema.json";
import pageSchema from "../../content/schemas/page.schema.json";
import siteSchema from "../../content/schemas/site.schema.json";
import useCasesSchema from "../../content/schemas/use-cases.schema.json";
import { withSharedShapes } from "./schemaShapes";

/**
 * The documents of content/schemas/, by file name, as createSchemas (schemaRules.ts) takes them:
 * imported, so the build, `npm run check:content` and the editor in the browser compile the same
 * rules from one list. Each shared shape is written out where a schema uses it (schemaShapes.ts):
 * whatever reads a schema from here finds a list's card at `items.properties`, whichever list.
 * Read the schemas from here, not by importing a file: an import has the card as a `$ref`.
 */
export const SCHEMA_DOCUMENTS: Record<string, object> = withSharedShapes({
  "common.schema.json": commonSchema,
  "site.schema.json": siteSchema,
  "use-cases.schema.json": useCasesSchema,
  "models.schema.json": modelsSchema,
  "legal-frontmatter.schema.json": legalSchema,
  "page.schema.json": pageSchema,
  "block-cards.schema.json": cardsBlockSchema,
  "block-cta.schema.json": ctaBlockSchema,
  "block-faq.schema.json": faqBlockSchema,
  "block-hero.schema.json": heroBlockSchema,
  "block-image.schema.json": imageBlockSchema,
  "block-models.schema.json": modelsBlockSchema,
  "block-text.schema.json": textBlockSchema,
  "block-use-cases.schema.json": useCasesBlockSchema,
});
