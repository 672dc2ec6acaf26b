import commonSchema from "../../content/schemas/common.schema.json";
import legalSchema from "../../content/schemas/legal-frontmatter.schema.json";
import modelsSchema from "../../content/schemas/models.schema.json";
import siteSchema from "../../content/schemas/site.schema.json";
import useCasesSchema from "../../content/schemas/use-cases.schema.json";

/**
 * The documents of content/schemas/, by file name, as createSchemas (schemaRules.ts) takes them:
 * imported, so the build, `npm run check:content` and the editor in the browser compile the same
 * rules from one list.
 */
export const SCHEMA_DOCUMENTS: Record<string, object> = {
  "common.schema.json": commonSchema,
  "site.schema.json": siteSchema,
  "use-cases.schema.json": useCasesSchema,
  "models.schema.json": modelsSchema,
  "legal-frontmatter.schema.json": legalSchema,
};
