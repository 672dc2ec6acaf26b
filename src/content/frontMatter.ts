import matter from "gray-matter";
import { stringify } from "yaml";

type FrontMatter =
  | { ok: true; data: Record<string, unknown>; lines: Map<string, number>; body: string }
  | { ok: false; line?: number; problem: string };

/**
 * Front matter read as gatsby-plugin-mdx reads it (gray-matter, YAML only). `body` keeps the
 * file's line numbers: the front matter is replaced by as many empty lines.
 */
export function readFrontMatter(source: string): FrontMatter {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, {
      language: "yaml",
      engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) },
    });
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? String(error);
    return {
      ok: false,
      ...(mark ? { line: mark.line + 1 } : {}),
      problem: `the front matter is not valid YAML (${reason}). Write each line as "name: value", and put a value that contains a colon in quotes.`,
    };
  }
  const header = source.slice(0, source.length - parsed.content.length);
  const headerLines = header.split("\n");
  const lines = new Map<string, number>([["", 1]]);
  headerLines.forEach((text, index) => {
    const key = /^([\w$-]+)\s*:/.exec(text)?.[1];
    if (key && !lines.has(`/${key}`)) lines.set(`/${key}`, index + 1);
  });
  return {
    ok: true,
    data: parsed.data,
    lines,
    body: "\n".repeat(headerLines.length - 1) + parsed.content,
  };
}

/**
 * A file of front matter and body as the content is written: each value on one line, in YAML
 * 1.1 as gray-matter (js-yaml) reads it, so that a text 1.1 would read as something else
 * ("2025-04-01", a date) gets quotes; then the body exactly as given, ending in a newline.
 */
export function frontMatterText(data: Record<string, unknown>, body: string): string {
  const yaml = stringify(data, { lineWidth: 0, version: "1.1" });
  return `---\n${yaml}---\n${body.endsWith("\n") || body === "" ? body : `${body}\n`}`;
}
