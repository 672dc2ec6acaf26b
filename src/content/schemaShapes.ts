/**
 * The content schemas with each shared shape written out where it is used. A list whose items are
 * a definition of common.schema.json
 * (`"items": { "$ref": "common.schema.json#/definitions/card" }`: use-cases, models and the cards
 * block share one card) reads, after this, as if the card's fields were written in the list: the
 * schemas' walkers (the translatable fields, a page's texts, the editor's fields, the specimen,
 * the formats) look for an item's fields at `items.properties`, and find them there, each walker
 * unchanged.
 *
 * Only a reference to an object with fields (`properties`) is written out. A field's reference to
 * a value's rules (`definitions/text`, `cardId`) stays, as every walker already reads it merged
 * with the field's own keywords; so does a block's reference to its whole file (page.schema.json's
 * `oneOf`), which names the block's schema. The type generator reads the files as they are and
 * follows every `$ref` itself, so that one shape is one type (scripts/contentTypes/).
 *
 * Nothing here reads files or imports anything: the checks, the build and the editor in the
 * browser all run it (schemaRules.ts, schemaDocuments.ts).
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Beside a shape's `$ref`, a schema may only name it for its list: the rules are the
 * definition's. Another keyword there would be a rule that JSON Schema tools apply beside the
 * definition's (both hold) and the walkers in place of it (one holds): refused, so the two cannot
 * differ.
 */
const NAMING_KEYWORDS = new Set(["$ref", "title", "description"]);

/** The value at a JSON pointer ("/definitions/card") in a document, if any. */
function at(document: unknown, pointer: string): unknown {
  let value = document;
  for (const part of pointer.split("/").filter(Boolean)) {
    value = isNode(value) ? value[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  return value;
}

/** `node` copied out of `file`: its references within that file ("#/definitions/text") name it. */
function movedFrom(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => movedFrom(item, file));
  if (!isNode(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" && value.startsWith("#")
        ? `${file}${value}`
        : movedFrom(value, file),
    ]),
  );
}

/** `node` of `file` with every shape it refers to written out, inside it too. */
function expanded(
  node: unknown,
  file: string,
  documents: Record<string, object>,
  seen: string[],
): unknown {
  if (Array.isArray(node)) return node.map((item) => expanded(item, file, documents, seen));
  if (!isNode(node)) return node;
  const ref = node.$ref;
  if (typeof ref === "string" && ref.includes("#/")) {
    const [target = "", pointer = ""] = ref.split("#");
    const targetFile = target || file;
    const shape = at(documents[targetFile], pointer);
    if (isNode(shape) && isNode(shape.properties)) {
      const where = `${targetFile}#${pointer}`;
      if (seen.includes(where)) throw new Error(`content/schemas/${file}: ${ref} contains itself.`);
      const extra = Object.keys(node).filter((key) => !NAMING_KEYWORDS.has(key));
      if (extra.length > 0) {
        throw new Error(
          `content/schemas/${file}: beside "$ref": "${ref}" only a title and a description may be given (found ${extra.join(", ")}): the shape's rules are its definition's.`,
        );
      }
      const { $ref: _ref, ...naming } = node;
      const copy = { ...(movedFrom(shape, targetFile) as Node), ...naming };
      return expanded(copy, targetFile, documents, [...seen, where]);
    }
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, expanded(value, file, documents, seen)]),
  );
}

/**
 * The schema documents by file name (as createSchemas takes them), each with the shapes it refers
 * to written out. Documents that refer to none come back equal; so does a document given twice.
 */
export function withSharedShapes(documents: Record<string, object>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(documents).map(([file, document]) => [
      file,
      expanded(document, file, documents, []) as object,
    ]),
  );
}
