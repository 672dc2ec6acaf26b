import { Lexer, Marked } from "marked";
import type { Renderer } from "marked";
import type { Token, Tokens } from "marked";

import { localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

/**
 * The Markdown editors write in a page's text blocks and answers: paragraphs, headings, lists,
 * emphasis, strong, inline code and links. No HTML, no pictures (a picture is an image block), no
 * tables or code blocks. The checks refuse the rest with `markdownProblems`; the build turns the
 * text into HTML with `markdownToHtml` at build time, so visitors get HTML and no Markdown parser.
 * Nothing here reads files, so the checks, the build and the editor's preview share it.
 */

/** The kinds of Markdown a text may use, as marked names them. */
const ALLOWED = new Set([
  "paragraph",
  "heading",
  "list",
  "list_item",
  "text",
  "em",
  "strong",
  "codespan",
  "link",
  "space",
  "br",
  "escape",
]);

const NAMES: Record<string, string> = {
  html: "HTML",
  image: "a picture",
  code: "a code block",
  table: "a table",
  blockquote: "a quotation (>)",
  hr: "a dividing line (---)",
  del: "struck-through text (~~)",
  checkbox: "a checkbox",
};

/** What to write instead, by kind. */
const INSTEAD: Record<string, string> = {
  html: "Write it in Markdown: **strong**, *emphasis*, [a link](/terms).",
  image: "Show a picture with an image block.",
};
const OTHERWISE =
  "Use paragraphs, ## headings, - lists, *emphasis*, **strong** and [links](/terms).";

/** A link's address as a visitor's browser would read it: no spaces or controls, lowercase scheme. */
const scheme = (href: string): string | undefined =>
  // Browsers drop tabs and line breaks inside an address and ignore leading spaces and controls.
  // eslint-disable-next-line no-control-regex -- the controls are what is removed
  /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020\u007f]/g, ""))?.[1]?.toLowerCase();

const SAFE_SCHEMES = new Set(["https", "http", "mailto", "tel"]);

/** One thing a text may not have, and the line of the text it is on (1 for the first). */
export type MarkdownProblem = { line: number; message: string };

/** A link in a text: to check that its page exists. */
export type MarkdownLink = { url: string; line: number };

function walk(tokens: Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    const nested = token as { tokens?: Token[]; items?: Token[] };
    if (nested.items) walk(nested.items, visit);
    if (nested.tokens) walk(nested.tokens, visit);
  }
}

/** The tokens of a text, each with the line it starts on. */
function tokensWithLines(source: string): Array<{ token: Token; line: number }> {
  const found: Array<{ token: Token; line: number }> = [];
  let offset = 0;
  const lineAt = (raw: string) => {
    const index = source.indexOf(raw, offset);
    const at = index < 0 ? offset : index;
    return source.slice(0, at).split("\n").length;
  };
  for (const block of Lexer.lex(source, { gfm: true })) {
    const line = lineAt(block.raw);
    walk([block], (token) => found.push({ token, line: line + lineIn(block.raw, token.raw) }));
    offset += block.raw.length;
  }
  return found;
}

const lineIn = (outer: string, inner: string): number => {
  const index = outer.indexOf(inner);
  return index < 0 ? 0 : outer.slice(0, index).split("\n").length - 1;
};

/**
 * What a text has that the site does not show: HTML, unsafe links, pictures, tables… Each message
 * reads after the field's name: "answer has HTML ("<b>"), which…". One message per kind and line,
 * so <b>…</b> is one mistake, not two.
 */
export function markdownProblems(source: string): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const seen = new Set<string>();
  for (const { token, line } of tokensWithLines(source)) {
    if (token.type === "link") {
      const href = (token as Tokens.Link).href;
      const kind = scheme(href);
      if (kind && !SAFE_SCHEMES.has(kind)) {
        problems.push({
          line,
          message: `has a link to ${JSON.stringify(href)}: the site allows no "${kind}:" links. Link to a page of the site ("/terms") or to an address starting with https://.`,
        });
      }
      continue;
    }
    // A task list's "[ ]" becomes a form field no one can use.
    const type =
      token.type === "list_item" && (token as Tokens.ListItem).task ? "checkbox" : token.type;
    if (ALLOWED.has(type) || seen.has(`${line} ${type}`)) continue;
    seen.add(`${line} ${type}`);
    const name = NAMES[type] ?? `"${type}"`;
    const shown = token.raw.trim().slice(0, 40);
    problems.push({
      line,
      message: `has ${name} (${JSON.stringify(shown)}), which a text may not hold. ${INSTEAD[type] ?? OTHERWISE}`,
    });
  }
  return problems;
}

/** Every link of a text, with its line. */
export const markdownLinks = (source: string): MarkdownLink[] =>
  tokensWithLines(source).flatMap(({ token, line }) =>
    token.type === "link" ? [{ url: (token as Tokens.Link).href, line }] : [],
  );

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A text as HTML for a page in `locale`. Headings are h2 at most (# and ## are h2, as a block's
 * own heading), links to the site's pages go to the page in the same language with the trailing
 * slash it is served at, outside links are marked for print, and anything the checks refuse is
 * written out as text rather than trusted.
 */
export function markdownToHtml(source: string, locale: LocaleCode): string {
  return (markedFor(locale).parse(source) as string).trim();
}

/** The parser with the site's renderer, one per locale (its links depend on nothing else). */
const parsers = new Map<LocaleCode, Marked>();

function markedFor(locale: LocaleCode): Marked {
  const known = parsers.get(locale);
  if (known) return known;
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    useNewRenderer: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escape(text),
      image: ({ text }: Tokens.Image) => escape(text),
      heading(this: Renderer, { tokens, depth }: Tokens.Heading) {
        const level = Math.min(Math.max(depth, 2), 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link(this: Renderer, { href, tokens }: Tokens.Link) {
        const label = this.parser.parseInline(tokens);
        const kind = scheme(href);
        if (kind && !SAFE_SCHEMES.has(kind)) return label;
        const to = kind ? href : sitePath(href, locale);
        const print =
          kind === "https" || kind === "http" ? ` data-print-url="${escape(href)}"` : "";
        return `<a href="${escape(to)}"${print}>${label}</a>`;
      },
    },
  });
  parsers.set(locale, marked);
  return marked;
}

/** "/terms" → "/de/terms/", "/#ai-models" → "/de/#ai-models": as SiteLink links a page. */
function sitePath(href: string, locale: LocaleCode): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const [path = "/", rest = ""] = href.split(/(?=[?#])/, 2);
  const withSlash = path.endsWith("/") || /\.\w+$/.test(path) ? path : `${path}/`;
  return `${localizePath(locale, withSlash)}${rest}`;
}
