import { PAGES_FOLDER } from "../content/layout";
import { SCHEMA_DOCUMENTS } from "../content/schemaDocuments";
import { fieldsFrom } from "./schemaFields";
import type { CmsField, SchemaNode } from "./schemaFields";

/**
 * The "Pages" collection: the pages made from blocks, content/<locale>/pages/<slug>.json, in
 * every language side by side (Decap's i18n). Decap's folder collection with `path:
 * "pages/{{slug}}"` over content/ writes an entry "pages/faq" to content/en/pages/faq.json and its
 * translations to content/<locale>/pages/faq.json (its multiple_folders put the language before
 * the entry's path), which is the site's layout; decapPatches.ts teaches Decap to read it back.
 *
 * The slug is the file's name, not a field of the file: a new page's "page-slug" field
 * (PageSlugControl.tsx) makes it from the title and lets the editor change it; the collection's
 * slug template takes it from there, and the format (formats.ts) leaves it out of the file. Once
 * saved, Decap never renames a folder entry: the address is fixed.
 */

export const PAGES_COLLECTION = "pages";

const pageSchema = SCHEMA_DOCUMENTS["page.schema.json"] as SchemaNode;

/** What a page's file names as its schema, in every language (content/<locale>/pages/). */
export const PAGE_SCHEMA_REFERENCE = "../../schemas/page.schema.json";

/** The field a new page's slug is typed in; never written to the file. */
export const SLUG_FIELD = "slug";

/** The slug of an entry of the collection, "faq" for Decap's "pages/faq". */
export const pageSlugOf = (entrySlug: unknown): string =>
  typeof entrySlug === "string" ? entrySlug.replace(new RegExp(`^${PAGES_FOLDER}/`), "") : "";

/** Decap's slug of the page at /<slug>/: "pages/faq", and so its draft's branch, cms/pages/pages/faq. */
export const pageEntrySlug = (slug: string): string => `${PAGES_FOLDER}/${slug}`;

const SLUG_FIELD_CONFIG: CmsField = {
  name: SLUG_FIELD,
  label: "Address",
  widget: "page-slug",
  i18n: false,
  required: true,
  hint: "Where the page is: /<address>/. Made from the title as you type it; change it before the first save. It cannot change after.",
};

/** The page's fields from page.schema.json, with the slug after the title. */
function pageFields(record: CmsField): CmsField[] {
  const fields = fieldsFrom(pageSchema, { translated: true }).flatMap((field): CmsField[] => {
    switch (field.name) {
      case "$schema":
        return [{ ...field, default: PAGE_SCHEMA_REFERENCE }];
      // A translation may be saved before it gives every text: the page is not on the site in
      // that language until it does (pageTexts.ts). Required in English, not in a translation
      // (TranslatedTextControl.tsx).
      case "title":
        return [{ ...field, octopus_translation_optional: true }, SLUG_FIELD_CONFIG];
      case "description":
        return [{ ...field, octopus_translation_optional: true }];
      // The blocks widget checks its blocks itself, by their schemas (BlocksControl.tsx).
      case "blocks": {
        const { name, label, hint, required } = field;
        return [{ name, label, widget: "blocks", i18n: true, required, hint }];
      }
      default:
        return [field];
    }
  });
  return [record, ...fields];
}

export function pagesCollection({ record, format }: { record: CmsField; format: string }) {
  return {
    name: PAGES_COLLECTION,
    label: "Pages",
    label_singular: "Page",
    description: pageSchema.title,
    folder: "content",
    path: `${PAGES_FOLDER}/{{slug}}`,
    slug: `{{fields.${SLUG_FIELD}}}`,
    extension: "json",
    format,
    i18n: true,
    // content/ holds the other JSON files too: a page names its schema.
    filter: { field: "$schema", value: PAGE_SCHEMA_REFERENCE },
    identifier_field: "title",
    summary: "{{title}}",
    create: true,
    // Refused while another page links to it (cms.tsx, src/cms/server/gate/requestGate.ts).
    delete: true,
    editor: { preview: true },
    // With a `path`, Decap looks for an entry's pictures beside the entry: an image block names
    // its picture from content/ ("images/app.png"), which the preview shows from here.
    media_folder: "/content/images",
    public_folder: "images",
    fields: pageFields(record),
  };
}
