/**
 * The content types as content/schemas/*.schema.json declare them, read into one model that the
 * GraphQL and TypeScript writers share: each object (a file, a card, a block, a list's item) with
 * its fields, `$ref`s resolved. Nothing here reads files: the documents are handed in by name.
 */

/** The parts of JSON Schema (and of the site's own keywords) the content schemas use. */
export type JsonSchema = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  const?: string;
  enum?: string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  translatable?: boolean;
  markdown?: boolean;
  imageFile?: boolean | { minWidth?: number };
  cardIcon?: boolean;
};

export type Documents = Record<string, JsonSchema>;

export type FieldType =
  | { kind: "string"; values?: string[]; imageFile: boolean; markdown: boolean; cardIcon: boolean }
  /** A block's `type`: the member of the page's block list it picks. */
  | { kind: "constant"; value: string }
  | { kind: "boolean" }
  /** A list of objects: cards, a FAQ's questions. */
  | { kind: "objects"; item: ObjectModel }
  /** A list of objects of several kinds, told apart by their constant field: a page's blocks. */
  | { kind: "union"; name: string; members: ObjectModel[] };

export type FieldModel = {
  name: string;
  description?: string;
  required: boolean;
  /** A text a translation gives (`"translatable": true`). */
  translatable: boolean;
  type: FieldType;
};

export type ObjectModel = {
  name: string;
  /** The schema's title, for a file's or a block's type. */
  title?: string;
  /** content/schemas/<file> that declares it. */
  file: string;
  fields: FieldModel[];
  /** The file names its schema (`"$schema"`), for editors' tools: a JSON file does. */
  schemaReference: boolean;
};

/**
 * Where a file's type and its lists' items get their names. A list's items that are a shared
 * definition are named after it ("#/definitions/card" → "Card"), one type wherever they are.
 */
export type Naming = {
  /** Names of lists' items by "<file>#<list>", where the default will not do. */
  items: Record<string, string>;
  /** The name of a union of blocks by "<file>#<list>": "page.schema.json#blocks" → "PageBlock". */
  unions: Record<string, string>;
};

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "questions" → "Question", "items" → "Item": one of a list. */
const singular = (list: string) => pascal(list.replace(/s$/, ""));

/** "FaqBlock" → "Faq", "ModelsJson" → "Models": what a list's item is named after. */
const stem = (name: string) => name.replace(/(Block|Json|Content)$/, "");

/** The definition a schema refers to: "common.schema.json#/definitions/card" → "card". */
const definitionOf = (schema: JsonSchema): string | undefined =>
  /#\/definitions\/([^/]+)$/.exec(schema.$ref ?? "")?.[1];

/** A block's type name from its constant `type`: "faq" → "FaqBlock", "useCases" → "UseCasesBlock". */
export const blockTypeName = (value: string) => `${pascal(value)}Block`;

function at(document: JsonSchema | undefined, pointer: string, where: string): JsonSchema {
  let value: unknown = document;
  for (const part of pointer.split("/").filter(Boolean)) {
    value =
      typeof value === "object" && value !== null
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof value !== "object" || value === null) throw new Error(`${where}: nothing there.`);
  return value as JsonSchema;
}

/**
 * A schema with its `$ref` followed: the referenced schema's keywords, with the referring one's
 * on top (a field's own description wins over its definition's). Returns the file it came from.
 */
export function resolve(
  schema: JsonSchema,
  file: string,
  documents: Documents,
): { schema: JsonSchema; file: string } {
  if (!schema.$ref) return { schema, file };
  const [target = "", pointer = ""] = schema.$ref.split("#");
  const targetFile = target || file;
  const document = documents[targetFile];
  if (!document) throw new Error(`content/schemas/${file}: $ref to ${schema.$ref}, no such file.`);
  const found = resolve(at(document, pointer, `${targetFile}#${pointer}`), targetFile, documents);
  const { $ref, ...own } = schema;
  return { schema: { ...found.schema, ...own }, file: found.file };
}

function fieldType(
  owner: string,
  name: string,
  schema: JsonSchema,
  file: string,
  documents: Documents,
  naming: Naming,
): FieldType {
  if (schema.const !== undefined) return { kind: "constant", value: schema.const };
  if (schema.type === "boolean") return { kind: "boolean" };
  if (schema.type === "string") {
    return {
      kind: "string",
      ...(schema.enum ? { values: schema.enum } : {}),
      imageFile: Boolean(schema.imageFile),
      markdown: schema.markdown === true,
      cardIcon: schema.cardIcon === true,
    };
  }
  if (schema.type === "array" && schema.items) {
    const key = `${file}#${name}`;
    const items = resolve(schema.items, file, documents);
    if (items.schema.oneOf) {
      const members = items.schema.oneOf.map((member) => {
        const block = resolve(member, items.file, documents);
        const value = block.schema.properties?.type?.const;
        if (!value) throw new Error(`content/schemas/${block.file}: a block needs a "type" const.`);
        return objectModel(blockTypeName(value), block.schema, block.file, documents, naming);
      });
      return {
        kind: "union",
        name: naming.unions[key] ?? `${stem(owner)}${singular(name)}`,
        members,
      };
    }
    const shared = definitionOf(schema.items);
    const itemName =
      naming.items[key] ?? (shared ? pascal(shared) : `${stem(owner)}${singular(name)}`);
    return {
      kind: "objects",
      item: objectModel(itemName, items.schema, items.file, documents, naming),
    };
  }
  throw new Error(`content/schemas/${file}: ${owner}.${name} has a type no writer knows.`);
}

/** An object schema as a type named `name`: its fields in the schema's order, `$schema` aside. */
export function objectModel(
  name: string,
  schema: JsonSchema,
  file: string,
  documents: Documents,
  naming: Naming,
): ObjectModel {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {})
    .filter(([field]) => field !== "$schema")
    .map(([field, property]): FieldModel => {
      const found = resolve(property, file, documents);
      return {
        name: field,
        ...(found.schema.description ? { description: found.schema.description } : {}),
        required: required.has(field),
        translatable: found.schema.translatable === true,
        type: fieldType(name, field, found.schema, file, documents, naming),
      };
    });
  const schemaReference = Boolean(schema.properties?.$schema);
  return { name, ...(schema.title ? { title: schema.title } : {}), file, fields, schemaReference };
}

/**
 * Every object type reachable from these, each once, nested types before the types using them. A
 * shared definition is one type however many lists hold it; two different shapes of one name are
 * refused (name one in NAMING, scripts/contentTypes/generate.ts).
 */
export function allObjects(roots: ObjectModel[]): ObjectModel[] {
  const seen = new Map<string, ObjectModel>();
  const visit = (model: ObjectModel) => {
    const known = seen.get(model.name);
    if (known) {
      if (JSON.stringify(known) !== JSON.stringify(model)) {
        throw new Error(
          `Two types named ${model.name}, in content/schemas/${known.file} and ${model.file}, differ: name one of them in NAMING.`,
        );
      }
      return;
    }
    for (const { type } of model.fields) {
      if (type.kind === "objects") visit(type.item);
      if (type.kind === "union") type.members.forEach(visit);
    }
    seen.set(model.name, model);
  };
  roots.forEach(visit);
  return [...seen.values()];
}

/** Does this object, or anything in it, hold a text a translation gives? */
export const hasTexts = (model: ObjectModel): boolean =>
  model.fields.some(
    ({ translatable, type }) =>
      translatable ||
      (type.kind === "objects" && hasTexts(type.item)) ||
      (type.kind === "union" && type.members.some(hasTexts)),
  );
