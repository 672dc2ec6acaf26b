import { BLOCK_SCHEMAS } from "../../content/pageTexts";
import { SCHEMA_DOCUMENTS } from "../../content/schemaDocuments";
import { isMultiLine, resolve } from "../schemaFields";
import type { SchemaNode } from "../schemaFields";

/**
 * The block types the editor offers, and each one's fields, from their schemas
 * (content/schemas/block-*.schema.json), in page.schema.json's order: what the "Add block" menu
 * lists, which inputs a block shows, and the rules they are checked by before a save. Nothing
 * here is written twice: a new field in a block's schema is a new input in the editor.
 */

/** How a field is edited. */
export type FieldKind =
  "id" | "line" | "lines" | "markdown" | "choice" | "image" | "switch" | "list";

export type BlockField = {
  name: string;
  /** The schema's title: the input's label. */
  label: string;
  /** The schema's description: the line under the input. */
  hint?: string;
  kind: FieldKind;
  required: boolean;
  /**
   * Required unless this switch of the same block is on (the schema's `if` not decorative,
   * `then` required): the image block's description, needed unless the picture is decorative.
   */
  requiredUnless?: string;
  translatable: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  patternMessage?: string;
  /** A choice's values. */
  options?: string[];
  /** A card's icon (the schema's `cardIcon`): the site draws it from its name (cardIcons.ts). */
  cardIcon?: boolean;
  /** A list's items: what one is called, and its fields. */
  item?: { label: string; fields: BlockField[]; min?: number; max?: number };
};

export type BlockType = {
  type: string;
  /** "FAQ block": the schema's title up to its colon. */
  label: string;
  /** What it is: the rest of the schema's title. */
  about: string;
  fields: BlockField[];
};

function kindOf(name: string, node: SchemaNode): FieldKind {
  if (node.type === "array") return "list";
  if (node.type === "boolean") return "switch";
  if (node.enum) return "choice";
  if (node.imageFile) return "image";
  if (node.markdown) return "markdown";
  if (name === "id") return "id";
  return isMultiLine(node) ? "lines" : "line";
}

/** The `if`/`then` a block schema may have: `then` requires fields unless a switch is on. */
type Conditional = {
  if?: { not?: { required?: string[]; properties?: Record<string, { const?: unknown }> } };
  then?: { required?: string[] };
};

/**
 * The fields a schema requires unless a switch is on, by name, with that switch: from an `if`
 * that holds when the switch is not on (`not: { required: [switch], properties: { switch:
 * { const: true } } }`), and the `then` that requires them. Any other `if` is the checks' alone.
 */
function requiredUnlessOf(schema: SchemaNode & Conditional): Map<string, string> {
  const not = schema.if?.not;
  const [flag] = not?.required ?? [];
  if (!flag || not?.required?.length !== 1 || not.properties?.[flag]?.const !== true) {
    return new Map();
  }
  return new Map((schema.then?.required ?? []).map((name) => [name, flag]));
}

/** The field as it is in a block with these values: the alt text is optional in a decorative one. */
export function inBlock(field: BlockField, values: Record<string, unknown>): BlockField {
  if (!field.requiredUnless) return field;
  return { ...field, required: values[field.requiredUnless] !== true };
}

/** An object schema's fields, in its order; the block's `type` is not one: it is the block's kind. */
export function fieldsOf(schema: SchemaNode): BlockField[] {
  const required = new Set(schema.required ?? []);
  const unless = requiredUnlessOf(schema);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== "type")
    .map(([name, node]) => {
      const resolved = resolve(node);
      const kind = kindOf(name, resolved);
      const items = resolved.items;
      return {
        name,
        label: resolved.title ?? name,
        ...(resolved.description ? { hint: resolved.description } : {}),
        kind,
        required: required.has(name),
        ...(unless.has(name) ? { requiredUnless: unless.get(name) } : {}),
        translatable: resolved.translatable === true,
        ...(resolved.maxLength !== undefined ? { maxLength: resolved.maxLength } : {}),
        ...(resolved.minLength !== undefined ? { minLength: resolved.minLength } : {}),
        ...(resolved.pattern !== undefined ? { pattern: resolved.pattern } : {}),
        ...(resolved.patternErrorMessage ? { patternMessage: resolved.patternErrorMessage } : {}),
        ...(resolved.enum ? { options: resolved.enum } : {}),
        ...(resolved.cardIcon ? { cardIcon: true } : {}),
        ...(kind === "list" && items
          ? {
              item: {
                label: items.title ?? "Item",
                fields: fieldsOf(items),
                ...(resolved.minItems !== undefined ? { min: resolved.minItems } : {}),
                ...(resolved.maxItems !== undefined ? { max: resolved.maxItems } : {}),
              },
            }
          : {}),
      };
    });
}

const blocksNode = (SCHEMA_DOCUMENTS["page.schema.json"] as SchemaNode).properties?.blocks ?? {};

/** Every block type, in the order page.schema.json lists them. */
export const BLOCK_CATALOG: BlockType[] = Object.entries(BLOCK_SCHEMAS).map(([type, file]) => {
  const schema = SCHEMA_DOCUMENTS[file] as SchemaNode;
  const [label = file, about = ""] = (schema.title ?? file).split(/:\s*/, 2);
  return { type, label, about, fields: fieldsOf(schema) };
});

export const blockType = (type: unknown): BlockType | undefined =>
  BLOCK_CATALOG.find((candidate) => candidate.type === type);

/** How many blocks a page may have: page.schema.json's minItems and maxItems. */
export const BLOCK_COUNT = { min: blocksNode.minItems ?? 1, max: blocksNode.maxItems };

/** The block's name for a person: 'FAQ block "pro"', or the type's name while it has no id. */
export function blockName(block: { type?: unknown; id?: unknown }): string {
  const label =
    blockType(block.type)?.label ?? `Block of unknown type ${JSON.stringify(block.type)}`;
  return typeof block.id === "string" && block.id ? `${label} “${block.id}”` : label;
}
