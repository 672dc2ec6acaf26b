import { SCHEMA_DOCUMENTS } from "../content/schemaDocuments";
import { RECORD } from "../content/translations";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../i18n/locales";
import { PAGES_COLLECTION, pageSlugOf, pagesCollection } from "./pagesCollection";
import { fieldsFrom } from "./schemaFields";
import type { CmsField, SchemaNode } from "./schemaFields";

/**
 * The editor's collections, their fields generated from content/schemas/ (schemaFields.ts). What
 * Decap cannot express per field (unique names, web-address syntax, links to pages) is checked
 * before every save by contentGate.ts.
 */

export { fieldLabel, fieldsFrom, resolve } from "./schemaFields";
export type { CmsField, SchemaNode } from "./schemaFields";

/** A schema of content/schemas/, its shared shapes written out (the card: schemaShapes.ts). */
const schema = (name: string) => SCHEMA_DOCUMENTS[`${name}.schema.json`] as SchemaNode;
const legalSchema = schema("legal-frontmatter");

/** The JSON content files, each its own collection, with the format that writes it as it is. */
export const JSON_COLLECTIONS = [
  { name: "site", label: "Site settings", schema: schema("site") },
  { name: "use-cases", label: "Use cases", schema: schema("use-cases") },
  { name: "models", label: "AI models", schema: schema("models") },
] as const;

/** What an editor calls an entry: "Site settings", or "the legal page terms". */
export function entryName(collection: string, slug: string): string {
  const json = JSON_COLLECTIONS.find(({ name }) => name === collection);
  if (json) return `'${json.label}'`;
  if (collection === PAGES_COLLECTION) return `the page '/${pageSlugOf(slug)}/'`;
  return collection === "legal" ? `the legal page '${slug}'` : `'${collection}/${slug}'`;
}

export const formatName = (collection: string) => `octopus-${collection}`;

/**
 * Decap's i18n: every language of the site side by side, English first. Its files are
 * content/<locale>/<name>.json ("multiple_folders"), the layout the site already has.
 */
export const I18N = {
  structure: "multiple_folders",
  locales: LOCALE_CODES,
  default_locale: DEFAULT_LOCALE,
} as const;

/**
 * A translation's record of the English each text was translated from (RECORD): kept by the
 * editor as the translator works, never typed, and first in the pane, where it says how many
 * texts are stale or missing (src/cms/translation/TranslationRecordControl.tsx).
 */
export const RECORD_FIELD: CmsField = {
  name: RECORD,
  label: "Translation",
  widget: "translation-record",
  i18n: true,
  required: false,
};

export function collections() {
  return [
    // Each JSON file is a folder collection over content/ with one entry: Decap translates
    // files collections into one file only ("single_file"), and a translation here is a file of
    // its own. The entry is content/<locale>/<name>.json, found by the schema it names.
    ...JSON_COLLECTIONS.map(({ name, label, schema }) => ({
      name,
      label,
      label_singular: label,
      description: schema.title,
      folder: "content",
      extension: "json",
      format: formatName(name),
      i18n: true,
      filter: { field: "$schema", value: `../schemas/${name}.schema.json` },
      summary: label,
      // Decap names an entry by a field's value; every one of these files names its schema.
      identifier_field: "$schema",
      create: false,
      delete: false,
      editor: { preview: true },
      fields: [RECORD_FIELD, ...fieldsFrom(schema, { translated: true })],
    })),
    {
      name: "legal",
      label: "Legal pages",
      label_singular: "Legal page",
      description: legalSchema.title,
      folder: "content/legal",
      extension: "mdx",
      format: formatName("legal"),
      create: true,
      // Deleting bypasses the save gate, and the footer links to /terms and /privacy.
      delete: false,
      identifier_field: "title",
      fields: [
        ...fieldsFrom(legalSchema),
        {
          name: "body",
          label: "Text (Markdown)",
          // The body is MDX: Decap's rich-text mode would rewrite all of it on every save, and
          // could write constructs MDX reads as code. Raw Markdown is saved exactly as typed.
          widget: "markdown",
          modes: ["raw"],
          required: true,
          hint: "Markdown: ## for a heading, **bold**, - for a list item, [text](/privacy) for a link. Write \\< and \\{ for the characters < and {.",
        } satisfies CmsField,
      ],
    },
    pagesCollection({ record: RECORD_FIELD, format: formatName(PAGES_COLLECTION) }),
  ];
}

/** The legal pages' fields in the editor's order: the order Decap hands the format to write them in. */
export const LEGAL_FIELD_ORDER: string[] = (() => {
  const legal = collections().find((collection) => collection.name === "legal");
  return legal && "fields" in legal ? legal.fields.map(({ name }) => name) : [];
})();
