import { SCHEMA_DOCUMENTS } from "../content/schemaDocuments";

/**
 * The editor's fields from content/schemas/: which fields exist, their order, their labels (each
 * property's `title`) and hints (its `description`), which are required, their patterns (with the
 * schema's own wording), maximum lengths and minimum list sizes. The schemas stay the one copy of
 * a content type's shape; config.test.ts proves each of those rules reaches the editor's fields.
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
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternErrorMessage?: string;
  format?: string;
  enum?: string[];
  const?: string;
  /** Marks a text a translation gives (docs/editing.md → "Translations"). */
  translatable?: boolean;
  /** Marks a text written in Markdown (a page's text block, an answer). */
  markdown?: boolean;
  /** Marks a picture's file name, checked against content/images/ (with its slot's needs). */
  imageFile?: boolean | { minWidth?: number };
  /** Marks a card's icon, chosen from src/content/cardIcons.ts's set. */
  cardIcon?: boolean;
};

/**
 * How a field of a JSON file is edited in the other languages (Decap's i18n): `true`, each
 * language has its own text; `"duplicate"`, the card's id, copied from English; `false`, the
 * field is English's alone and the other languages do not show it.
 */
export type FieldI18n = true | false | "duplicate";

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
    | "translation-record"
    | "page-slug"
    | "blocks"
    | "image"
    | "card-icon";
  i18n?: FieldI18n;
  required: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: CmsField[];
  min?: number;
  summary?: string;
  collapsed?: boolean;
  modes?: string[];
  default?: string;
  /** An image field: a picture is uploaded or chosen, never named by an address. */
  choose_url?: boolean;
  /** Required in English only: a translation may be saved before it gives every text. */
  octopus_translation_optional?: boolean;
};

const definitions = (
  SCHEMA_DOCUMENTS["common.schema.json"] as SchemaNode & {
    definitions: Record<string, SchemaNode>;
  }
).definitions;

/** A property's schema with a `$ref` into common.schema.json merged in. */
export function resolve(node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const name = /^common\.schema\.json#\/definitions\/(.+)$/.exec(node.$ref)?.[1];
  const target = name ? definitions[name] : undefined;
  if (!target) throw new Error(`Unknown schema reference ${node.$ref}`);
  const { $ref: _ref, ...rest } = node;
  return { ...resolve(target), ...rest };
}

/** Every property of every schema, by name, with its title: what fieldLabel reads. */
function titlesOf(node: SchemaNode, into: Map<string, string>): Map<string, string> {
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const title = resolve(property).title;
    if (title && !into.has(name)) into.set(name, title);
    const item = resolve(property).items;
    if (item) titlesOf(item, into);
  }
  return into;
}

const TITLES = Object.values(SCHEMA_DOCUMENTS).reduce<Map<string, string>>(
  (titles, document) => titlesOf(document as SchemaNode, titles),
  new Map(),
);

/**
 * What the editor calls a field, as its label and in the notices beside it: its schema's title
 * (the title in `schema` when given, else the first schema that has the field).
 */
export function fieldLabel(name: string, schema?: SchemaNode): string {
  const own = schema?.properties?.[name];
  return (own && resolve(own).title) ?? TITLES.get(name) ?? name;
}

/**
 * A text long enough to want several lines: a limit of 150 characters or more, or, with no
 * limit, a translated text (a paragraph, an alt text); the rest are one line.
 */
export const isMultiLine = (node: SchemaNode): boolean =>
  node.markdown === true ||
  (node.maxLength === undefined ? node.translatable === true : node.maxLength >= 150);

/**
 * Decap checks one regular expression per field. A schema's `pattern` and `maxLength` become one
 * expression (a look-ahead for the length), and its message says both rules.
 */
export function fieldPattern(node: SchemaNode): [string, string] | undefined {
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

export type FieldOptions = { translated: boolean; inCard?: boolean };

function fieldFrom(
  name: string,
  node: SchemaNode,
  required: boolean,
  options: FieldOptions,
): CmsField {
  const resolved = resolve(node);
  const base = {
    name,
    label: resolved.title ?? name,
    required,
    ...(resolved.description ? { hint: resolved.description } : {}),
    ...(options.translated ? { i18n: i18nOf(name, resolved, options.inCard === true) } : {}),
  };
  if (name === "$schema") return { ...base, widget: "hidden", required: false };
  if (resolved.type === "boolean") return { ...base, widget: "boolean" };
  // A card's icon is picked from a list that shows each (src/cms/CardIconControl.tsx).
  if (resolved.cardIcon) return { ...base, widget: "card-icon" };
  // A picture is uploaded or picked in Decap's media library, checked with its save
  // (src/content/pictures/pictures.ts).
  const pattern = fieldPattern(resolved);
  if (resolved.imageFile) {
    return { ...base, widget: "image", choose_url: false, ...(pattern ? { pattern } : {}) };
  }
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
  const widget = isMultiLine(resolved) ? "text" : "string";
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
