import matter from "gray-matter";

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
