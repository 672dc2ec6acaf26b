import { markdownLinks, markdownProblems } from "../markdown";
import { BLOCK_TYPES, text } from "../pageTexts";
import type { PageText } from "../pageTexts";
import type { SchemaProblem } from "../schemaRules";
import { lineOf } from "./problems";
import type { Link, Problem } from "./types";
import { isObject } from "../../types/fields";
import type { Fields } from "../../types/fields";

/**
 * How a message names a place in a page made from blocks, so an editor can find it in the file and
 * in the editor: the block by index, type and id, the item by index and id, then the field.
 *
 *     blocks[2] (faq "pro"): questions[1] (id "refunds"): answer is empty: write some text.
 */

/** A block's type as a message names it: its own, or (in a translation) its English block's. */
export type TypeOf = (block: Fields) => string | undefined;

const ownType: TypeOf = (block) => text(block.type);

/** The block types, as the messages list them: "hero, text, cards, …". */
export const TYPE_LIST = BLOCK_TYPES.join(", ");

/** `blocks[2] (faq "pro")`; without an id `blocks[2] (faq)`, without a type `blocks[2] (id "pro")`. */
export function blockLabel(index: number, type?: string, id?: string): string {
  const quoted = id === undefined ? undefined : JSON.stringify(id);
  const inside = type ? [type, quoted].filter(Boolean).join(" ") : quoted ? `id ${quoted}` : "";
  return `blocks[${index}]${inside ? ` (${inside})` : ""}`;
}

const isIndex = (part: string | undefined): part is string =>
  part !== undefined && /^\d+$/.test(part);

/**
 * A message about the value at `pointer` in `page`, with the block and the item it is in named in
 * front. A message whose subject is the block or item itself ("2 must be …", as the schema's
 * messages name a value by the last part of its place) is named by that label instead.
 */
export function pageMessage(
  pointer: string,
  message: string,
  page: unknown,
  typeOf: TypeOf = ownType,
): string {
  const parts = pointer.split("/").slice(1);
  const labels: string[] = [];
  let named = 0;
  const blocks = isObject(page) && Array.isArray(page.blocks) ? (page.blocks as unknown[]) : [];
  if (parts[0] === "blocks" && isIndex(parts[1])) {
    const block = blocks[Number(parts[1])];
    const fields = isObject(block) ? block : undefined;
    labels.push(blockLabel(Number(parts[1]), fields && typeOf(fields), text(fields?.id)));
    named = 2;
    const list = parts[2];
    const items = list && fields ? fields[list] : undefined;
    if (list && isIndex(parts[3]) && Array.isArray(items)) {
      const item: unknown = items[Number(parts[3])];
      const id = isObject(item) ? text(item.id) : undefined;
      labels.push(`${list}[${parts[3]}]${id === undefined ? "" : ` (id ${JSON.stringify(id)})`}`);
      named = 4;
    }
  }
  const last = parts.at(-1) ?? "";
  if (labels.length > 0 && parts.length === named && message.startsWith(`${last} `)) {
    return `${labels.join(": ")} ${message.slice(last.length + 1)}`;
  }
  return [...labels, message].join(": ");
}

/**
 * The schema's problems in an English page, with the blocks whose type is missing or unknown
 * reported here instead: ajv's own words for those ("tag "type" must be string") say nothing an
 * editor can act on, and a block of no known type has no other rules to check.
 */
export function pageSchemaProblems(
  file: string,
  page: unknown,
  lines: Map<string, number>,
  found: SchemaProblem[],
): Problem[] {
  const problems: Problem[] = [];
  const untyped = new Set<number>();
  const blocks = isObject(page) && Array.isArray(page.blocks) ? (page.blocks as unknown[]) : [];
  blocks.forEach((block, index) => {
    const at = (message: string, pointer = `/blocks/${index}`) => {
      untyped.add(index);
      problems.push({ file, line: lineOf(pointer, lines), message });
    };
    if (!isObject(block)) {
      at(
        `${blockLabel(index)} must be a block: a group of fields in curly braces ({…}) with its type and id.`,
      );
    } else if (!("type" in block)) {
      at(`${blockLabel(index, undefined, text(block.id))}: type is missing. Types: ${TYPE_LIST}.`);
    } else if (typeof block.type !== "string" || !BLOCK_TYPES.includes(block.type)) {
      at(
        `${blockLabel(index)}: unknown block type ${JSON.stringify(block.type)}. Types: ${TYPE_LIST}.`,
        `/blocks/${index}/type`,
      );
    }
  });
  const inUntyped = (pointer: string) => {
    const match = /^\/blocks\/(\d+)(\/|$)/.exec(pointer);
    return match !== null && untyped.has(Number(match[1]));
  };
  for (const { pointer, message } of found) {
    if (inUntyped(pointer)) continue;
    problems.push({
      file,
      line: lineOf(pointer, lines),
      message: pageMessage(pointer, message, page),
    });
  }
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** One Markdown text of a page, where it is in the file that holds it. */
export type MarkdownText = { text: PageText; pointer: string; value: string };

/**
 * The Markdown problems and links of a page's texts (a text block's body, an answer). A JSON
 * text is one line of the file, however many lines it has: the message names the file's line and,
 * in a text of several lines, the line inside the text.
 */
export function markdownChecks(
  file: string,
  texts: MarkdownText[],
  page: unknown,
  lines: Map<string, number>,
  options: { say?: (message: string) => string; typeOf?: TypeOf; locale?: Link["locale"] } = {},
): { problems: Problem[]; links: Link[] } {
  const say = options.say ?? ((message: string) => message);
  const problems: Problem[] = [];
  const links: Link[] = [];
  for (const { text: about, pointer, value } of texts) {
    if (!about.markdown) continue;
    const line = lineOf(pointer, lines);
    const several = value.includes("\n");
    const field = (inText: number) =>
      several ? `${about.field} (line ${inText} of the text)` : about.field;
    for (const found of markdownProblems(value)) {
      const message = pageMessage(
        pointer,
        `${field(found.line)} ${found.message}`,
        page,
        options.typeOf,
      );
      problems.push({ file, line, message: say(message) });
    }
    for (const { url, line: inText } of markdownLinks(value)) {
      const where = say(pageMessage(pointer, `${field(inText)} `, page, options.typeOf));
      links.push({
        file,
        line,
        url,
        where,
        ...(options.locale === undefined ? {} : { locale: options.locale }),
      });
    }
  }
  return { problems, links };
}
