import fs from "fs";
import path from "path";

import { LEGAL_LINKS } from "../components/legalLinks";
import { parseJson } from "./jsonLocation";
import { linkProblem, listCodePages } from "./links";
import type { LinkTarget } from "./links";
import { readFrontMatter, scanMdx } from "./mdx";
import { loadSchemas } from "./schemas";
import type { ContentSchemas, SchemaName, SchemaProblem } from "./schemas";

/** One mistake in the content, in the file (relative to the site's root) where it is. */
export type Problem = { file: string; line?: number; message: string };

/** The JSON files the site reads, each with content/schemas/<name>.schema.json. */
const JSON_FILES: Array<Exclude<SchemaName, "legal-frontmatter">> = ["site", "use-cases", "models"];

/**
 * Components the legal template provides to MDX (MDX_COMPONENTS in src/templates/LegalPage.tsx),
 * under their capitalised names. Today it provides only `a`, which is an HTML element.
 */
const PROVIDED_COMPONENTS: string[] = [];

const MDX_HINT =
  "In MDX, < and { start code: close every tag (<div>…</div>), or write \\< and \\{ to show the characters.";

type Link = { file: string; line?: number; url: string; image?: boolean };

/** What every check needs: where the site is, its schemas, and file names as editors see them. */
type Context = {
  rootDir: string;
  contentDir: string;
  schemas: ContentSchemas;
  relative: (absolutePath: string) => string;
};

/**
 * Checks everything under content/ that an editor can change, with the same rules as the build,
 * and returns every problem found (none when the content is fine). Pure apart from reading files.
 */
export function validateContent(rootDir: string): Problem[] {
  const contentDir = path.join(rootDir, "content");
  const context: Context = {
    rootDir,
    contentDir,
    schemas: loadSchemas(contentDir),
    relative: (file) => path.relative(rootDir, file).split(path.sep).join("/"),
  };
  const codePages = listCodePages(path.join(rootDir, "src", "pages"));
  const json = checkJsonFiles(context);
  const legal = checkLegalPages(context, codePages);
  const mdx = checkMdx(legal.bodies);
  const target = {
    pages: [...codePages, ...legal.slugs],
    siteUrl: json.siteUrl,
    complete: legal.slugsKnown,
  };
  const links = checkLinks(context, [...json.links, ...mdx.links], target);
  // The footer links to the legal pages by their slugs: renaming or deleting one breaks it.
  const footer = LEGAL_LINKS.flatMap(({ label, to }) =>
    linkProblem(to, target)
      ? [
          {
            file: "content/legal/",
            message: `no page has the slug "${to}", but the footer links to it as "${label}" on every page (src/components/legalLinks.ts). Give a legal page that slug, or ask a developer to change the footer.`,
          },
        ]
      : [],
  );
  return [...json.problems, ...legal.problems, ...mdx.problems, ...links, ...footer];
}

/** Turns the schema's problems in one file into the editor's: with line and card. */
const fromSchema =
  (file: string, lines: Map<string, number>, data: unknown) =>
  ({ pointer, message }: SchemaProblem): Problem => ({
    file,
    line: lineOf(pointer, lines),
    message: `${itemLabel(pointer, data)}${message}`,
  });

function checkJsonFiles({ contentDir, schemas, relative }: Context) {
  const problems: Problem[] = [];
  const links: Link[] = [];
  let siteUrl: string | undefined;
  for (const name of JSON_FILES) {
    const absolute = path.join(contentDir, `${name}.json`);
    const file = relative(absolute);
    if (!fs.existsSync(absolute)) {
      problems.push({ file, message: "the file is missing. The site needs it to build." });
      continue;
    }
    const parsed = parseJson(fs.readFileSync(absolute, "utf8"));
    if (!parsed.ok) {
      const { line, column } = parsed.position;
      problems.push({
        file,
        message: `line ${line}, column ${column}: invalid JSON: ${parsed.problem}`,
      });
      continue;
    }
    problems.push(...schemas[name](parsed.value).map(fromSchema(file, parsed.lines, parsed.value)));
    if (name === "site") siteUrl = stringAt(parsed.value, "siteUrl");
    // Any text that is a path, or an address on the site itself, is a link to one of its pages.
    for (const [pointer, value] of strings(parsed.value)) {
      if (value.startsWith("/") || (siteUrl && value.startsWith(siteUrl))) {
        links.push({ file, line: lineOf(pointer, parsed.lines), url: value });
      }
    }
  }
  return { problems, links, siteUrl };
}

const FRONT_MATTER_EXAMPLE =
  "---\ntitle: Terms of Use\nslug: /terms\nlastUpdated: April 2025\ndescription: One sentence for search engines.\n---";

function checkLegalPages({ contentDir, schemas, relative }: Context, codePages: string[]) {
  const problems: Problem[] = [];
  const bodies: Array<{ file: string; source: string }> = [];
  const slugs = new Map<string, string>();
  // A page without a valid, unique slug is reported as such; links to it would only repeat that.
  let slugsKnown = true;

  const legalDir = path.join(contentDir, "legal");
  const names = fs.existsSync(legalDir) ? fs.readdirSync(legalDir) : [];
  for (const name of names.filter((entry) => entry.endsWith(".mdx")).sort()) {
    const file = relative(path.join(legalDir, name));
    const front = readFrontMatter(fs.readFileSync(path.join(legalDir, name), "utf8"));
    if (!front.ok) {
      problems.push({ file, line: front.line, message: front.problem });
      slugsKnown = false;
      continue;
    }
    bodies.push({ file, source: front.body });
    if (Object.keys(front.data).length === 0) {
      const message = `the front matter is missing. Start the file with a block like this:\n${FRONT_MATTER_EXAMPLE}`;
      problems.push({ file, line: 1, message });
      slugsKnown = false;
      continue;
    }
    const found = schemas["legal-frontmatter"](front.data);
    problems.push(...found.map(fromSchema(file, front.lines, front.data)));
    const slug = front.data.slug;
    if (typeof slug !== "string" || found.some(({ pointer }) => pointer === "/slug")) {
      slugsKnown = false;
      continue;
    }
    const taken = slugs.get(slug) ?? (codePages.includes(slug) ? "a page in src/pages/" : null);
    if (taken) {
      const message = `slug "${slug}" is already used by ${taken}. Every page needs its own slug.`;
      problems.push({ file, line: front.lines.get("/slug"), message });
      slugsKnown = false;
    } else {
      slugs.set(slug, file);
    }
  }
  return { problems, bodies, slugs: [...slugs.keys()], slugsKnown };
}

function checkMdx(bodies: Array<{ file: string; source: string }>) {
  const problems: Problem[] = [];
  const links: Link[] = [];
  const provided = PROVIDED_COMPONENTS.length > 0 ? PROVIDED_COMPONENTS.join(", ") : "none";
  for (const { file, error, components, links: found } of scanMdx(bodies)) {
    if (error) {
      const where = error.line
        ? `line ${error.line}${error.column ? `, column ${error.column}` : ""}: `
        : "";
      // The reason may end with its place, "(32:1-32:10)", which `where` already says.
      const reason = error.reason.replace(/ \(\d+:\d+-\d+:\d+\)$/, "");
      problems.push({ file, message: `${where}invalid MDX: ${reason}. ${MDX_HINT}` });
      continue;
    }
    for (const { name, line } of components) {
      if (PROVIDED_COMPONENTS.includes(name)) continue;
      problems.push({
        file,
        line,
        message: `<${name}> is not a component this site provides to MDX (provided: ${provided}). Use Markdown, or ask a developer to add the component.`,
      });
    }
    links.push(...found.map((link) => ({ file, ...link })));
  }
  return { problems, links };
}

function checkLinks({ rootDir }: Context, links: Link[], target: LinkTarget): Problem[] {
  return links.flatMap(({ file, line, url, image }) => {
    // Files in static/ are published as they are, so a link to one is a link to a real file.
    const problem = image
      ? imageLinkProblem(rootDir, url)
      : isStaticFile(rootDir, url)
        ? undefined
        : linkProblem(url, target);
    return problem ? [{ file, line, message: problem }] : [];
  });
}

/** "content/models.json: line 31: items[6] ("DALL·E 3"): comingSoon must be …" */
export const formatProblem = ({ file, line, message }: Problem): string =>
  `${file}: ${line ? `line ${line}: ` : ""}${message}`;

/** One message for the whole list: what a build failure or `npm run check:content` prints. */
export function formatProblems(problems: Problem[]): string {
  const lines = problems.map(formatProblem);
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The content has ${count} (CONTENT.md explains the rules):\n\n${lines.join("\n")}`;
}

function isStaticFile(rootDir: string, url: string): boolean {
  const file = path.join(rootDir, "static", url.split(/[?#]/)[0] ?? "");
  return url.startsWith("/") && fs.existsSync(file) && fs.statSync(file).isFile();
}

/** Images in MDX are served as they are, from static/ (nothing in the legal texts uses one yet). */
function imageLinkProblem(rootDir: string, url: string): string | undefined {
  if (/^https:\/\//.test(url)) return undefined;
  if (isStaticFile(rootDir, url)) return undefined;
  return `shows the image ${JSON.stringify(url)}, which is not a file in static/. Put the image in static/ and write its path from there, e.g. "/legal/diagram.png".`;
}

/** The line of the value at `pointer`, or of the nearest enclosing value the file has. */
function lineOf(pointer: string, lines: Map<string, number>): number | undefined {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf("/"))) {
    const line = lines.get(at);
    if (line !== undefined || at === "") return line;
  }
}

/** "items[6] ("DALL·E 3"): " for a problem inside a card, so the editor can find the card. */
function itemLabel(pointer: string, data: unknown): string {
  const match = /^\/items\/(\d+)(\/|$)/.exec(pointer);
  if (!match) return "";
  const index = Number(match[1]);
  const item = (data as { items?: unknown[] }).items?.[index];
  const name = stringAt(item, "name");
  return `items[${index}]${name ? ` (${JSON.stringify(name)})` : ""}: `;
}

function stringAt(data: unknown, key: string): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

/** Every string in a JSON value, with its JSON pointer. */
function* strings(value: unknown, pointer = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [pointer, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${pointer}/${index}`);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${pointer}/${key}`);
  }
}
