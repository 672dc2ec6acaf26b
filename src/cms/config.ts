import commonSchema from "../../content/schemas/common.schema.json";
import legalSchema from "../../content/schemas/legal-frontmatter.schema.json";
import modelsSchema from "../../content/schemas/models.schema.json";
import siteSchema from "../../content/schemas/site.schema.json";
import useCasesSchema from "../../content/schemas/use-cases.schema.json";
import { RECORD } from "../content/translations";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../i18n/locales";

/**
 * The editor's collections and fields, generated from content/schemas/: which fields exist, their
 * order, which are required, their patterns (with the schema's own wording), maximum lengths and
 * minimum list sizes. The schemas stay the one copy of the rules; config.test.ts proves each of
 * those rules reaches the editor's fields. What Decap cannot express per field (unique names,
 * web-address syntax, links to pages) is checked before every save by contentGate.ts.
 */

export type SchemaNode = {
  $ref?: string;
  type?: string;
  title?: string;
  description?: string;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternErrorMessage?: string;
  format?: string;
  /** Marks a text a translation gives (CONTENT.md → "Translations"). */
  translatable?: boolean;
};

/**
 * How a field of a JSON file is edited in the other languages (Decap's i18n): `true`, each
 * language has its own text; `"duplicate"`, the card's id, copied from English; `false`, the
 * field is English's alone and the other languages do not show it.
 */
type FieldI18n = true | false | "duplicate";

export type CmsField = {
  name: string;
  label: string;
  widget:
    | "string"
    | "text"
    | "boolean"
    | "list"
    | "cards"
    | "hidden"
    | "markdown"
    | "translated-string"
    | "translated-text"
    | "translation-record";
  i18n?: FieldI18n;
  required: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: CmsField[];
  min?: number;
  summary?: string;
  collapsed?: boolean;
  modes?: string[];
};

/** What the editor calls each field; the schema's description becomes the hint under it. */
const LABELS: Record<string, string> = {
  productName: "Product name",
  tagline: "Tagline",
  heroDescription: "Hero text",
  useCasesIntro: "Use cases: intro",
  modelsIntro: "AI models: intro",
  description: "Description",
  siteUrl: "Site address",
  chatUrl: "Chat URL (Login to Chat)",
  appStoreUrl: "App Store URL",
  googlePlayUrl: "Google Play URL",
  copyright: "Copyright line",
  screenshot: "Screenshot file",
  screenshotAlt: "Screenshot description (alt text)",
  themeColor: "Theme colour",
  socialImage: "Social card image",
  socialImageAlt: "Social card description (alt text)",
  items: "Cards",
  id: "Id (never changes)",
  name: "Name",
  comingSoon: "Coming soon",
  title: "Title",
  slug: "Address (slug)",
  lastUpdated: "Last updated",
};

/** What the editor calls a field, as its label and in the notices beside it. */
export const fieldLabel = (name: string): string => LABELS[name] ?? name;

/** Texts long enough to want several lines. */
const MULTI_LINE = new Set(["heroDescription", "description", "screenshotAlt", "socialImageAlt"]);

const definitions = commonSchema.definitions as Record<string, SchemaNode>;

/** A property's schema with a `$ref` into common.schema.json merged in. */
export function resolve(node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const name = /^common\.schema\.json#\/definitions\/(.+)$/.exec(node.$ref)?.[1];
  const target = name ? definitions[name] : undefined;
  if (!target) throw new Error(`Unknown schema reference ${node.$ref}`);
  const { $ref: _ref, ...rest } = node;
  return { ...resolve(target), ...rest };
}

/**
 * Decap checks one regular expression per field. A schema's `pattern` and `maxLength` become one
 * expression (a look-ahead for the length), and its message says both rules.
 */
function fieldPattern(node: SchemaNode): [string, string] | undefined {
  const { pattern, maxLength, patternErrorMessage } = node;
  if (pattern === undefined && maxLength === undefined) return undefined;
  // Decap's expression has no u flag: a surrogate pair counts as one character, as ajv counts.
  const character = "(?:[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]|[\\s\\S])";
  const length = maxLength === undefined ? "" : `(?=${character}{0,${maxLength}}$)`;
  const body = pattern === undefined ? "" : pattern.replace(/^\^/, "");
  const messages = [
    maxLength === undefined ? undefined : `At most ${maxLength} characters.`,
    pattern === undefined ? undefined : patternErrorMessage,
  ].filter(Boolean);
  return [`^${length}${body}`, messages.join(" ")];
}

/**
 * A field's i18n setting in a translated file: its own texts and the list of cards (whose
 * translation the "cards" widget shows, src/cms/CardsControl.tsx) are translated, a card's id
 * pairs the translation with its English card, everything else is English's alone.
 */
function i18nOf(name: string, node: SchemaNode, inCard: boolean): FieldI18n {
  if (node.translatable === true || name === "$schema") return true;
  if (node.type === "array") return true;
  return inCard && name === "id" ? "duplicate" : false;
}

type FieldOptions = { translated: boolean; inCard?: boolean };

function fieldFrom(
  name: string,
  node: SchemaNode,
  required: boolean,
  options: FieldOptions,
): CmsField {
  const resolved = resolve(node);
  const base = {
    name,
    label: fieldLabel(name),
    required,
    ...(resolved.description ? { hint: resolved.description } : {}),
    ...(options.translated ? { i18n: i18nOf(name, resolved, options.inCard === true) } : {}),
  };
  if (name === "$schema") return { ...base, label: "Schema", widget: "hidden", required: false };
  if (resolved.type === "boolean") return { ...base, widget: "boolean" };
  if (resolved.type === "array") {
    const item = resolved.items ?? {};
    return {
      ...base,
      widget: options.translated ? "cards" : "list",
      fields: fieldsFrom(item, { ...options, inCard: true }),
      ...(resolved.minItems ? { min: resolved.minItems } : {}),
      summary: "{{fields.name}}",
      collapsed: true,
    };
  }
  const pattern = fieldPattern(resolved);
  const widget = MULTI_LINE.has(name) ? "text" : "string";
  // A translated file's own texts say beside them when their English changed
  // (src/cms/translation/); a card's texts have that from the card (CardTranslationControl).
  const marked = options.translated && !options.inCard && resolved.translatable === true;
  return {
    ...base,
    widget: marked ? `translated-${widget}` : widget,
    ...(pattern ? { pattern } : {}),
  };
}

/**
 * The editor's fields for an object schema, in the schema's order; `translated`: with their
 * i18n settings, for a file every language has (content/<locale>/).
 */
export function fieldsFrom(
  schema: SchemaNode,
  options: FieldOptions = { translated: false },
): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, node]) =>
    fieldFrom(name, node, required.has(name), options),
  );
}

/** The JSON content files, each its own collection, with the format that writes it as it is. */
export const JSON_COLLECTIONS = [
  { name: "site", label: "Site settings", schema: siteSchema as SchemaNode },
  { name: "use-cases", label: "Use cases", schema: useCasesSchema as SchemaNode },
  { name: "models", label: "AI models", schema: modelsSchema as SchemaNode },
] as const;

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
      description: (legalSchema as SchemaNode).title,
      folder: "content/legal",
      extension: "mdx",
      format: formatName("legal"),
      create: true,
      // Deleting bypasses the save gate, and the footer links to /terms and /privacy.
      delete: false,
      identifier_field: "title",
      fields: [
        ...fieldsFrom(legalSchema as SchemaNode),
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
  ];
}

/** The legal pages' fields in the editor's order: the order Decap hands the format to write them in. */
export const LEGAL_FIELD_ORDER: string[] = (() => {
  const legal = collections().find((collection) => collection.name === "legal");
  return legal && "fields" in legal ? legal.fields.map(({ name }) => name) : [];
})();
