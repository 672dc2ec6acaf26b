import type { SchemaProblem } from "../schemaRules";
import type { Problem } from "./types";

/** Where in a file a problem is, and how it reads: what every check shares. */

/** "content/en/models.json: line 31: items[6] ("DALL·E 3"): comingSoon must be …" */
export const formatProblem = ({ file, line, message }: Problem): string =>
  `${file}: ${line ? `line ${line}: ` : ""}${message}`;

/** One message for the whole list: what a build failure or `npm run check:content` prints. */
export function formatProblems(problems: Problem[]): string {
  const lines = problems.map(formatProblem);
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The content has ${count} (docs/editing.md explains the rules):\n\n${lines.join("\n")}`;
}

/** Turns the schema's problems in one file into the editor's: with line and card. */
export const fromSchema =
  (file: string, lines: Map<string, number>, data: unknown) =>
  ({ pointer, message }: SchemaProblem): Problem => ({
    file,
    line: lineOf(pointer, lines),
    message: `${itemLabel(pointer, data)}${message}`,
  });

/** The line of the value at `pointer`, or of the nearest enclosing value the file has. */
export function lineOf(pointer: string, lines: Map<string, number>): number | undefined {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf("/"))) {
    const line = lines.get(at);
    if (line !== undefined || at === "") return line;
  }
}

/**
 * "items[6] ("DALL·E 3"): " for a problem inside a card, so the editor can find the card; a card
 * without a name is named by its id: "items[3] (id "qwen"): ".
 */
export function itemLabel(pointer: string, data: unknown): string {
  const match = /^\/items\/(\d+)(\/|$)/.exec(pointer);
  if (!match) return "";
  const index = Number(match[1]);
  const item = (data as { items?: unknown[] }).items?.[index];
  const name = stringAt(item, "name");
  const id = stringAt(item, "id");
  const label = name ? JSON.stringify(name) : id ? `id ${JSON.stringify(id)}` : "";
  return `items[${index}]${label ? ` (${label})` : ""}: `;
}

export function stringAt(data: unknown, key: string): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}
