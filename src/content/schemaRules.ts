import Ajv from "ajv";
import type { ErrorObject, SchemaValidateFunction, ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import uniqueItemProperties from "ajv-keywords/dist/keywords/uniqueItemProperties";

import { withSharedShapes } from "./schemaShapes";

/**
 * The JSON Schemas in content/schemas/ are the rules: editors' tools read them through "$schema",
 * and the build (schemas.ts) and the browser read them here. The rules a JSON Schema cannot say
 * are keywords declared below and written in the schemas: `uniqueItemProperties` (ajv-keywords')
 * and `imageFile`. `patternErrorMessage` is VS Code's: the wording shown when a `pattern` does
 * not match. Nothing here reads files, so this also runs in a browser.
 */
export type SchemaName = "site" | "use-cases" | "models" | "legal-frontmatter" | "page";

/** Where a picture is shown: the fewest pixels it needs to stay sharp at twice its largest size. */
export type PictureSlot = { minWidth?: number };

/** One broken rule, at a JSON pointer into the data ("/items/6/comingSoon"). */
export type SchemaProblem = { pointer: string; message: string };

/** The JSON files' schemas: what a translation of each may hold (see `translatable`). */
export type JsonName = Exclude<SchemaName, "legal-frontmatter" | "page">;

/**
 * The fields a translation gives, marked `"translatable": true` in the schema: the file's own
 * (`fields`) and each card's (`cardFields`, in `items`). Everything else comes from English.
 */
export type Translatable = {
  fields: string[];
  cardFields: string[];
  /** Every field the schema allows, translatable or not (`$schema` apart): the file's, a card's. */
  allFields: string[];
  allCardFields: string[];
};

export type ContentSchemas = Record<SchemaName, (data: unknown) => SchemaProblem[]> & {
  translatable: Record<JsonName, Translatable>;
};

export const SCHEMA_NAMES: SchemaName[] = [
  "site",
  "use-cases",
  "models",
  "legal-frontmatter",
  "page",
];

type ImageParams = { problem: string };

/**
 * The validators of content/schemas/<name>.schema.json for every SchemaName.
 * schemaDocuments: the parsed JSON of content/schemas/<file>, keyed by file name
 * ("common.schema.json", "site.schema.json", …), which is also how they refer to each other. The
 * rules compiled, and the fields `translatable` lists, are the documents' with their shared shapes
 * written out (schemaShapes.ts): a card is checked as the walkers of the schemas read it.
 * imageProblem: why the value of an `imageFile` field ("images/app-screenshot.png") cannot be the
 * site's image in that field's slot, or undefined if it can. The keyword is `true`, or the slot's
 * needs (`{ "minWidth": 600 }`: src/content/pictures/pictures.ts).
 */
export function createSchemas(
  schemaDocuments: Record<string, object>,
  options: { imageProblem: (relativePath: string, slot: PictureSlot) => string | undefined },
): ContentSchemas {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true });
  addFormats(ajv, ["uri"]);
  uniqueItemProperties(ajv);
  ajv.addKeyword({ keyword: "patternErrorMessage", schemaType: "string" });
  // Marks what a translation gives (docs/editing.md → "Translations"); it checks nothing itself.
  ajv.addKeyword({ keyword: "translatable", schemaType: "boolean" });
  // Marks a text written in Markdown; the page checks (checks/pages.ts) read it.
  ajv.addKeyword({ keyword: "markdown", schemaType: "boolean" });
  // Why a field an `if`'s `then` requires is needed (describeError).
  ajv.addKeyword({ keyword: "requiredWhy", schemaType: "string" });
  // Marks a card's icon name (src/content/cardIcons.ts); its `enum` is the check.
  ajv.addKeyword({ keyword: "cardIcon", schemaType: "boolean" });
  // ajv names neither the keyword nor the place of errors from a function keyword: add the keyword.
  const imageFile: SchemaValidateFunction = (
    wanted: boolean | PictureSlot,
    relativePath: string,
  ) => {
    const slot = typeof wanted === "object" ? wanted : {};
    const problem = wanted ? options.imageProblem(relativePath, slot) : undefined;
    imageFile.errors = problem ? [{ keyword: "imageFile", params: { problem } }] : [];
    return !problem;
  };
  ajv.addKeyword({
    keyword: "imageFile",
    type: "string",
    schemaType: ["boolean", "object"],
    errors: true,
    validate: imageFile,
  });
  const documents = withSharedShapes(schemaDocuments);
  for (const [file, document] of Object.entries(documents)) ajv.addSchema(document, file);

  const compile = (name: SchemaName) => {
    const validate = ajv.getSchema(`${name}.schema.json`);
    if (!validate) throw new Error(`The schema content/schemas/${name}.schema.json is missing.`);
    return (data: unknown) => (validate(data) ? [] : describeErrors(validate));
  };
  const validators = Object.fromEntries(SCHEMA_NAMES.map((name) => [name, compile(name)]));
  const translatable = Object.fromEntries(
    SCHEMA_NAMES.filter(
      (name): name is JsonName => name !== "legal-frontmatter" && name !== "page",
    ).map((name) => [name, translatableIn(documents[`${name}.schema.json`])]),
  );
  return { ...validators, translatable } as ContentSchemas;
}

type SchemaObject = { properties?: Record<string, { translatable?: boolean }>; items?: unknown };

const fieldsOf = (schema: SchemaObject | undefined, onlyTranslatable: boolean): string[] =>
  Object.entries(schema?.properties ?? {}).flatMap(([name, property]) =>
    name !== "$schema" && (!onlyTranslatable || property.translatable === true) ? [name] : [],
  );

/**
 * The fields marked translatable at the top of a file's schema and in its cards (`items`), in a
 * document whose shared card is written out (withSharedShapes; SCHEMA_DOCUMENTS are).
 */
export function translatableIn(document: object | undefined): Translatable {
  const schema = document as SchemaObject | undefined;
  const items = schema?.properties?.items as SchemaObject | undefined;
  const card = items?.items as SchemaObject | undefined;
  return {
    fields: fieldsOf(schema, true),
    cardFields: fieldsOf(card, true),
    allFields: fieldsOf(schema, false),
    allCardFields: fieldsOf(card, false),
  };
}

const show = (value: unknown): string => {
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
};

const KINDS: Record<string, string> = {
  string: 'text in double quotes ("…")',
  boolean: "true or false, without quotes",
  number: "a number",
  array: "a list in square brackets ([…])",
  object: "a group of fields in curly braces ({…})",
};

/** Closest allowed name to a mistyped one, if it is only a letter or two off. */
function closest(name: string, allowed: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      const current = [i];
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
        current[j] = Math.min(
          (previous[j] ?? 0) + 1,
          (current[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + cost,
        );
      }
      previous = current;
    }
    return previous[b.length] ?? Infinity;
  };
  return allowed.find((candidate) => distance(name, candidate) <= 2);
}

type Duplicate = { property: string; value: string; first: number; second: number };

/**
 * The first item whose text under one of `properties` an earlier item already has. ajv-keywords
 * says only that the list breaks `uniqueItemProperties`; this finds which items to name.
 */
function firstDuplicate(properties: string[], items: unknown[]): Duplicate | undefined {
  for (const property of properties) {
    const firstIndex = new Map<string, number>();
    for (const [index, item] of items.entries()) {
      const value = (item as Record<string, unknown> | null)?.[property];
      if (typeof value !== "string") continue;
      const first = firstIndex.get(value);
      if (first !== undefined) return { property, value, first, second: index };
      firstIndex.set(value, index);
    }
  }
  return undefined;
}

function describeError(error: ErrorObject): SchemaProblem | undefined {
  const parent = error.parentSchema ?? {};
  const field = error.instancePath.split("/").at(-1) || "the file";
  const at = (message: string, pointer = error.instancePath) => ({ pointer, message });

  switch (error.keyword) {
    case "required": {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const required = (parent.required as string[]).join(", ");
      // A field required only in some case (an `if`'s `then`) says why instead.
      const why = typeof parent.requiredWhy === "string" ? parent.requiredWhy : undefined;
      return at(
        why ? `${missing} is missing: ${why}` : `${missing} is missing. Required: ${required}.`,
        `${error.instancePath}/${missing}`,
      );
    }
    case "if":
      // The `then` that failed says what is wrong.
      return undefined;
    case "additionalProperties": {
      const unknown = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(parent.properties ?? {}).filter((key) => key !== "$schema");
      const guess = closest(unknown, allowed);
      return at(
        `unknown field "${unknown}"${guess ? ` (did you mean "${guess}"?)` : ""}. Allowed: ${allowed.join(", ")}.`,
        `${error.instancePath}/${unknown}`,
      );
    }
    case "type": {
      const type = String((error.params as { type: string }).type);
      const kind = type === "boolean" ? `a boolean (${KINDS.boolean})` : (KINDS[type] ?? type);
      return at(`${field} must be ${kind}, got ${show(error.data)}`);
    }
    case "minLength":
      return at(`${field} is empty: write some text.`);
    case "maxLength": {
      const { limit } = error.params as { limit: number };
      const length = typeof error.data === "string" ? [...error.data].length : 0;
      return at(`${field} is too long: ${length} characters, at most ${limit}. Shorten it.`);
    }
    case "minItems":
      return at(`${field} is empty: add at least one.`);
    case "pattern":
      return at(
        `${field} ${show(error.data)} is not allowed. ${String(parent.patternErrorMessage)}`,
      );
    case "format":
      return at(`${field} ${show(error.data)} is not a valid web address.`);
    case "enum": {
      const allowed = (error.schema as unknown[]).map(show).join(", ");
      return at(`${field} ${show(error.data)} is not allowed. Allowed: ${allowed}.`);
    }
    case "const":
      return at(`${field} must be ${show(error.schema)}, got ${show(error.data)}`);
    case "uniqueItemProperties": {
      const duplicate = firstDuplicate(error.schema as string[], error.data as unknown[]);
      // Items that share a missing or non-text value: "is missing" or "must be text" says it.
      if (!duplicate) return undefined;
      const { property, value, first, second } = duplicate;
      // A list inside a list item (a block's questions) is one of many in the file.
      const scope = error.instancePath.split("/").length > 2 ? "the list" : "the file";
      return at(
        `${property} ${show(value)} is used twice, by ${field}[${first}] and ${field}[${second}]. Each ${property} must be unique within ${scope}.`,
        `${error.instancePath}/${second}/${property}`,
      );
    }
    case "imageFile":
      return at(`${field} ${show(error.data)}: ${(error.params as ImageParams).problem}`);
    default:
      return at(`${field} ${error.message ?? "is not valid"}`);
  }
}

function describeErrors(validate: ValidateFunction): SchemaProblem[] {
  const errors = validate.errors ?? [];
  // An empty text also fails its pattern; saying it is empty is enough.
  const empty = new Set(errors.filter((e) => e.keyword === "minLength").map((e) => e.instancePath));
  const problems = errors
    .filter((error) => !(error.keyword === "pattern" && empty.has(error.instancePath)))
    .flatMap((error) => describeError(error) ?? []);
  // A field that states its type beside a $ref (to bound its length) fails that type twice.
  const seen = new Set<string>();
  return problems.filter(({ pointer, message }) => {
    const key = `${pointer}\n${message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
