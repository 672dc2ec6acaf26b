import type { JsonShape } from "../i18n/translationUnits";
import { SCHEMA_DOCUMENTS } from "./schemaDocuments";
import { translatableIn } from "./schemaRules";
import type { JsonName } from "./schemaRules";

/**
 * The shape of a JSON content file's texts, from its schema: the fields marked `translatable`, at
 * the top and in its cards, with each field's limit and description. Nothing here reads files or
 * compiles a schema, so the checks, the translators' tools and the editor in the browser share it.
 */

type SchemaProperty = { maxLength?: number; description?: string };

/** What a translator is told of a field: its schema's limit and description. */
export const fieldFacts = (property: SchemaProperty = {}) => ({
  ...(property.maxLength ? { maxLength: property.maxLength } : {}),
  ...(property.description ? { about: property.description } : {}),
});
type SchemaDocument = {
  properties?: Record<
    string,
    SchemaProperty & { items?: { properties?: Record<string, SchemaProperty> } }
  >;
};

export function jsonShape(name: JsonName): JsonShape {
  const document = SCHEMA_DOCUMENTS[`${name}.schema.json`] as SchemaDocument;
  const card = document.properties?.items?.items?.properties ?? {};
  const { fields, cardFields } = translatableIn(document);
  return {
    name: `${name}.json`,
    fields,
    cardFields,
    fieldSchema: (field, inCard) =>
      fieldFacts((inCard ? card : (document.properties ?? {}))[field]),
  };
}
