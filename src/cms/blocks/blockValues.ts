import { BLOCK_COUNT, blockName, blockType, inBlock } from "./blockCatalog";
import type { BlockField } from "./blockCatalog";
import type { Fields } from "../../types/fields";

/**
 * A page's blocks as plain data while the editor changes them: a new block or item with an id of
 * its own, a move, and the rules of the schemas checked before a save, each mistake named by its
 * block, item and field as the content checks name them.
 */

export const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A list's items as plain objects (anything else in it dropped). */
export const itemsOf = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter(isFields) : [];

/** An id made from `base` that none of `taken` is: "faq", "faq-2", "faq-3"… */
export function freshId(base: string, taken: unknown[]): string {
  const used = new Set(taken.filter((id): id is string => typeof id === "string"));
  const stem =
    base
      .replace(/([a-z])([A-Z])/g, "$1-$2")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "block";
  if (!used.has(stem)) return stem;
  let n = 2;
  while (used.has(`${stem}-${n}`)) n += 1;
  return `${stem}-${n}`;
}

/**
 * A new list item: an id of its own (from what one is called: "question-1"), nothing else; never
 * one of `reserved` (an item a translation still holds texts for).
 */
export function newItem(label: string, items: Fields[], reserved: string[] = []): Fields {
  const base = label.toLowerCase();
  let n = items.length + 1;
  const taken = new Set([...items.map((item) => item.id), ...reserved]);
  while (taken.has(`${freshId(base, [])}-${n}`)) n += 1;
  return { id: `${freshId(base, [])}-${n}` };
}

/**
 * A new block of a type, with an id no other block has nor `reserved` (a block a translation still
 * holds texts for), and the first item of each list a block must have one of (an FAQ's first
 * question): what the editor fills in next.
 */
export function newBlock(type: string, blocks: Fields[], reserved: string[] = []): Fields {
  const block: Fields = {
    type,
    id: freshId(type, [...blocks.map((other) => other.id), ...reserved]),
  };
  for (const field of blockType(type)?.fields ?? []) {
    if (field.item && (field.item.min ?? 0) > 0)
      block[field.name] = [newItem(field.item.label, [])];
  }
  return block;
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/** Is a field's value not written yet? */
const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** What is wrong with one value of a field, by the schema's rules; undefined: nothing. */
export function valueProblem(field: BlockField, value: unknown): string | undefined {
  if (field.kind === "list") return undefined;
  if (isEmpty(value)) return field.required ? `${field.label} is required.` : undefined;
  if (field.kind === "switch") return undefined;
  const text = String(value);
  if (field.options && !field.options.includes(text)) {
    return `${field.label}: choose one of ${field.options.join(", ")}.`;
  }
  // Characters as the schema counts them (code points), not UTF-16 units.
  const length = [...text].length;
  if (field.minLength !== undefined && length < field.minLength) {
    return `${field.label} is required.`;
  }
  if (field.maxLength !== undefined && length > field.maxLength) {
    return `${field.label}: at most ${field.maxLength} characters (now ${length}).`;
  }
  if (field.pattern !== undefined && !new RegExp(field.pattern, "u").test(text)) {
    return `${field.label}: ${field.patternMessage ?? `does not match ${field.pattern}.`}`;
  }
  return undefined;
}

/** One mistake: where (block index, list and item index, field) and what. */
export type BlockProblem = {
  block: number;
  list?: string;
  item?: number;
  field?: string;
  message: string;
  /** Something not written yet (a required text, a list's first item), not something wrong. */
  missing?: boolean;
};

function duplicateIds(items: Fields[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { id } of items) {
    if (typeof id !== "string" || !id) continue;
    if (seen.has(id)) twice.add(id);
    seen.add(id);
  }
  return twice;
}

/** Every mistake in the blocks, in the page's order. */
export function blockProblems(blocks: Fields[]): BlockProblem[] {
  const problems: BlockProblem[] = [];
  if (blocks.length < BLOCK_COUNT.min) {
    problems.push({
      block: -1,
      message: "A page needs at least one block: add one.",
      missing: true,
    });
  }
  if (BLOCK_COUNT.max !== undefined && blocks.length > BLOCK_COUNT.max) {
    problems.push({
      block: -1,
      message: `A page has at most ${BLOCK_COUNT.max} blocks (now ${blocks.length}).`,
    });
  }
  const twice = duplicateIds(blocks);
  blocks.forEach((block, index) => {
    const type = blockType(block.type);
    if (!type) {
      problems.push({ block: index, message: `Unknown block type ${JSON.stringify(block.type)}.` });
      return;
    }
    if (typeof block.id === "string" && twice.has(block.id)) {
      problems.push({
        block: index,
        field: "id",
        message: `Another block has the id "${block.id}": give each block its own.`,
      });
    }
    for (const field of type.fields.map((each) => inBlock(each, block))) {
      const problem = valueProblem(field, block[field.name]);
      if (problem) {
        const missing = isEmpty(block[field.name]);
        problems.push({ block: index, field: field.name, message: problem, missing });
      }
      if (!field.item) continue;
      const items = itemsOf(block[field.name]);
      const { min, max, label } = field.item;
      if (min !== undefined && items.length < min) {
        problems.push({
          block: index,
          field: field.name,
          message: `${field.label}: add at least ${min}.`,
          missing: true,
        });
      }
      if (max !== undefined && items.length > max) {
        problems.push({
          block: index,
          field: field.name,
          message: `${field.label}: at most ${max} (now ${items.length}).`,
        });
      }
      const itemTwice = duplicateIds(items);
      items.forEach((item, at) => {
        for (const itemField of field.item?.fields ?? []) {
          const twiceMessage =
            itemField.name === "id" && typeof item.id === "string" && itemTwice.has(item.id)
              ? `Another ${label.toLowerCase()} of this block has the id "${item.id}".`
              : undefined;
          const message = twiceMessage ?? valueProblem(itemField, item[itemField.name]);
          if (message) {
            problems.push({
              block: index,
              list: field.name,
              item: at,
              field: itemField.name,
              message,
            });
          }
        }
      });
    }
  });
  return problems;
}

/** A mistake as one line for the editor: 'Block 2, FAQ block "pro", question 1: Answer is required.' */
export function describeProblem(problem: BlockProblem, blocks: Fields[]): string {
  if (problem.block < 0) return problem.message;
  const block = blocks[problem.block] ?? {};
  const where = [`Block ${problem.block + 1} (${blockName(block)})`];
  if (problem.list !== undefined && problem.item !== undefined) {
    const label = blockType(block.type)?.fields.find((f) => f.name === problem.list)?.item?.label;
    where.push(`${(label ?? "item").toLowerCase()} ${problem.item + 1}`);
  }
  return `${where.join(", ")}: ${problem.message}`;
}
