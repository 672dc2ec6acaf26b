import { LEGAL_LINKS } from "../components/legalLinks";
import { DEFAULT_LOCALE, LOCALE_CODES, TRANSLATIONS } from "../i18n/locales";
import { UI_STRINGS } from "../i18n/strings";
import type { LocaleCode } from "../i18n/locales";
import { readFrontMatter } from "./frontMatter";
import { parseJson } from "./jsonLocation";
import { linkProblem } from "./links";
import type { LinkTarget } from "./links";
import type { ContentSchemas, JsonName, SchemaProblem } from "./schemaRules";
import { checkTranslation } from "./translations";

/**
 * The content checks themselves, on file texts in memory: no file system, so the same rules run in
 * the build and `npm run check:content` (validateContent.ts reads the files) and in the editor at
 * /admin/ before it saves (src/cms/contentGate.ts), with the same messages.
 */

/** One mistake in the content, in the file (relative to the site's root) where it is. */
export type Problem = { file: string; line?: number; message: string };

/** Everything the checks read: the content files' texts and what else a link may lead to. */
export type ContentSnapshot = {
  /** Text of every content file, by path from the site's root: "content/en/models.json", "content/legal/terms.mdx". */
  files: Record<string, string>;
  /** Paths of the pages built from src/pages/ ("/", "/404"). */
  codePages: string[];
  /** Files in static/, as published: "/social-card.jpg". */
  staticFiles: string[];
};

/** What compiling one MDX body found (src/content/mdxScanCore.mjs). */
export type MdxScan = {
  file: string;
  /** The first syntax error MDX reports, if any. */
  error: { reason: string; line?: number; column?: number } | null;
  /** JSX elements with a component's name (capitalised or dotted), less those the file imports. */
  components: Array<{ name: string; line: number }>;
  links: Array<{ url: string; line: number; image?: boolean }>;
};

export type MdxBody = { file: string; source: string };

/** The JSON files the site reads, each with content/schemas/<name>.schema.json. */
export const JSON_FILES: JsonName[] = ["site", "use-cases", "models"];

/** Where a locale's JSON file is: content/en/site.json, content/de/models.json, … */
export const jsonFile = (locale: LocaleCode, name: JsonName): string =>
  `content/${locale}/${name}.json`;

export const LEGAL_DIR = "content/legal/";

/**
 * Is this, by its path from the site's root, a content file the checks read? A legal text is
 * content/legal/<name>.mdx (English) or content/legal/<folder>/<name>.mdx (a translation; the
 * checks refuse a folder that is no locale of the site).
 */
export const isContentFile = (file: string): boolean =>
  LOCALE_CODES.some((locale) => JSON_FILES.some((name) => file === jsonFile(locale, name))) ||
  (file.startsWith(LEGAL_DIR) &&
    file.endsWith(".mdx") &&
    file.slice(LEGAL_DIR.length).split("/").length <= 2);

/** The translation's folder of a legal file ("de" for content/legal/de/terms.mdx), or null. */
export const legalTranslationFolder = (file: string): string | null => {
  const parts = file.slice(LEGAL_DIR.length).split("/");
  return parts.length === 2 ? (parts[0] ?? null) : null;
};

/** Addresses the build gives to something other than a page, with what holds them. */
const RESERVED_PATHS: Record<string, string> = { "/admin": "the content editor (/admin/)" };

/**
 * Components the legal template provides to MDX (MDX_COMPONENTS in src/components/LegalArticle.tsx),
 * under their capitalised names. Today it provides only `a`, which is an HTML element.
 */
const PROVIDED_COMPONENTS: string[] = [];

const MDX_HINT =
  "In MDX, < and { start code: close every tag (<div>…</div>), or write \\< and \\{ to show the characters.";

const FRONT_MATTER_EXAMPLE =
  "---\ntitle: Terms of Use\nslug: /terms\nlastUpdated: April 2025\ndescription: One sentence for search engines.\n---";

type Link = { file: string; line?: number; url: string; image?: boolean };

/** The first half of the checks: everything but what MDX's compiler finds. */
export type ReadContent = {
  snapshot: ContentSnapshot;
  problems: Problem[];
  links: Link[];
  /** The legal texts to compile, with the front matter blanked so lines stay the file's. */
  bodies: MdxBody[];
  target: LinkTarget;
};

/**
 * Reads and checks every content file of the snapshot against the schemas. MDX bodies come back
 * uncompiled: compiling is synchronous in Node (a child process) and asynchronous in a browser,
 * so the caller compiles them and hands the result to `finishChecks`.
 */
export function readContent(snapshot: ContentSnapshot, schemas: ContentSchemas): ReadContent {
  const json = checkJsonFiles(snapshot, schemas);
  const legal = checkLegalPages(snapshot, schemas);
  const target = {
    pages: [...snapshot.codePages, ...legal.slugs],
    siteUrl: json.siteUrl,
    complete: legal.slugsKnown,
  };
  return {
    snapshot,
    problems: [...json.problems, ...legal.problems],
    links: json.links,
    bodies: legal.bodies,
    target,
  };
}

/** The second half: MDX syntax, components and links, then every link against the pages. */
export function finishChecks(read: ReadContent, scans: MdxScan[]): Problem[] {
  const mdx = checkMdx(scans);
  const links = checkLinks(read.snapshot, [...read.links, ...mdx.links], read.target);
  // The footer links to the legal pages by their slugs: renaming or deleting one breaks it.
  const footer = LEGAL_LINKS.flatMap(({ name, to }) =>
    linkProblem(to, read.target)
      ? [
          {
            file: LEGAL_DIR,
            message: `no page has the slug "${to}", but the footer links to it as "${UI_STRINGS.en[name]}" on every page (src/components/legalLinks.ts). Give a legal page that slug, or ask a developer to change the footer.`,
          },
        ]
      : [],
  );
  return [...read.problems, ...mdx.problems, ...links, ...footer];
}

/** Both halves at once, for a synchronous MDX scanner. */
export function checkContent(
  snapshot: ContentSnapshot,
  schemas: ContentSchemas,
  scanMdx: (bodies: MdxBody[]) => MdxScan[],
): Problem[] {
  const read = readContent(snapshot, schemas);
  return finishChecks(read, scanMdx(read.bodies));
}

/** Turns the schema's problems in one file into the editor's: with line and card. */
const fromSchema =
  (file: string, lines: Map<string, number>, data: unknown) =>
  ({ pointer, message }: SchemaProblem): Problem => ({
    file,
    line: lineOf(pointer, lines),
    message: `${itemLabel(pointer, data)}${message}`,
  });

/**
 * The JSON files of every locale: English (content/en/) against the schemas, then each
 * translation against English (translations.ts).
 */
function checkJsonFiles({ files }: ContentSnapshot, schemas: ContentSchemas) {
  const problems: Problem[] = [];
  const links: Link[] = [];
  const read = (file: string) => {
    const text = files[file];
    if (text === undefined) {
      problems.push({ file, message: "the file is missing. The site needs it to build." });
      return undefined;
    }
    const parsed = parseJson(text);
    if (!parsed.ok) {
      const { line, column } = parsed.position;
      problems.push({
        file,
        message: `line ${line}, column ${column}: invalid JSON: ${parsed.problem}`,
      });
      return undefined;
    }
    return parsed;
  };
  const english = new Map<JsonName, unknown>();
  const parsedFiles: Array<{ file: string; value: unknown; lines: Map<string, number> }> = [];
  for (const name of JSON_FILES) {
    const file = jsonFile(DEFAULT_LOCALE, name);
    const parsed = read(file);
    if (!parsed) continue;
    const found = schemas[name](parsed.value);
    problems.push(...found.map(fromSchema(file, parsed.lines, parsed.value)));
    // A broken English file would otherwise repeat its one mistake in every locale.
    if (found.length === 0) english.set(name, parsed.value);
    parsedFiles.push({ file, ...parsed });
  }
  for (const locale of TRANSLATIONS) {
    for (const name of JSON_FILES) {
      const file = jsonFile(locale.code, name);
      const parsed = read(file);
      if (!parsed) continue;
      parsedFiles.push({ file, ...parsed });
      // Checked against English once English itself is sound: one mistake, one message.
      if (!english.has(name)) continue;
      problems.push(
        ...checkTranslation({
          file,
          englishFile: jsonFile(DEFAULT_LOCALE, name),
          locale,
          name,
          translatable: schemas.translatable[name],
          english: english.get(name),
          value: parsed.value,
          lines: parsed.lines,
          validate: schemas[name],
          lineOf,
        }),
      );
    }
  }
  const siteUrl = stringAt(english.get("site"), "siteUrl");
  // Any text that is a path, or an address on the site itself, is a link to one of its pages.
  for (const { file, value: data, lines } of parsedFiles) {
    for (const [pointer, value] of strings(data)) {
      if (value.startsWith("/") || (siteUrl && value.startsWith(siteUrl))) {
        links.push({ file, line: lineOf(pointer, lines), url: value });
      }
    }
  }
  return { problems, links, siteUrl };
}

/** The legal pages' files in the snapshot, in name order: "content/legal/privacy.mdx", … */
export const legalFiles = ({ files }: ContentSnapshot): string[] =>
  Object.keys(files)
    .filter((file) => isContentFile(file) && file.startsWith(LEGAL_DIR))
    .sort();

/** The front matter of a legal text, checked against its schema; null where it cannot be read. */
function legalFrontMatter(
  file: string,
  source: string,
  schemas: ContentSchemas,
  say: (message: string) => string,
) {
  const problems: Problem[] = [];
  const front = readFrontMatter(source);
  if (!front.ok) {
    problems.push({ file, line: front.line, message: say(front.problem) });
    return { problems, front: null, slugValid: false };
  }
  if (Object.keys(front.data).length === 0) {
    const message = `the front matter is missing. Start the file with a block like this:\n${FRONT_MATTER_EXAMPLE}`;
    problems.push({ file, line: 1, message: say(message) });
    return { problems, front, slugValid: false };
  }
  const found = schemas["legal-frontmatter"](front.data);
  problems.push(
    ...found
      .map(fromSchema(file, front.lines, front.data))
      .map((problem) => ({ ...problem, message: say(problem.message) })),
  );
  const slugValid =
    typeof front.data.slug === "string" && !found.some(({ pointer }) => pointer === "/slug");
  return { problems, front, slugValid };
}

function checkLegalPages(snapshot: ContentSnapshot, schemas: ContentSchemas) {
  const problems: Problem[] = [];
  const bodies: MdxBody[] = [];
  const slugs = new Map<string, string>();
  // A page without a valid, unique slug is reported as such; links to it would only repeat that.
  let slugsKnown = true;

  const files = legalFiles(snapshot);
  for (const file of files.filter((name) => legalTranslationFolder(name) === null)) {
    const {
      problems: found,
      front,
      slugValid,
    } = legalFrontMatter(file, snapshot.files[file] ?? "", schemas, (message) => message);
    problems.push(...found);
    if (front) bodies.push({ file, source: front.body });
    const slug = front?.data.slug;
    if (!slugValid || typeof slug !== "string") {
      slugsKnown = false;
      continue;
    }
    const taken =
      slugs.get(slug) ??
      (snapshot.codePages.includes(slug) ? "a page in src/pages/" : null) ??
      RESERVED_PATHS[slug] ??
      null;
    if (taken) {
      const message = `slug "${slug}" is already used by ${taken}. Every page needs its own slug.`;
      problems.push({ file, line: front?.lines.get("/slug"), message });
      slugsKnown = false;
    } else {
      slugs.set(slug, file);
    }
  }
  const translations = checkLegalTranslations(snapshot, files, schemas, slugsKnown ? slugs : null);
  return {
    problems: [...problems, ...translations.problems],
    bodies: [...bodies, ...translations.bodies],
    slugs: [...slugs.keys()],
    slugsKnown,
  };
}

const LEGAL_FOLDERS = TRANSLATIONS.map(({ code }) => code).join(", ");

/**
 * Translations of the legal texts, content/legal/<locale>/<name>.mdx: the same front matter
 * rules, and the slug of the English text they translate (so /de/terms/ shows the German text).
 * `englishSlugs` is null while English's own slugs have problems, which are reported already.
 */
function checkLegalTranslations(
  snapshot: ContentSnapshot,
  files: string[],
  schemas: ContentSchemas,
  englishSlugs: Map<string, string> | null,
) {
  const problems: Problem[] = [];
  const bodies: MdxBody[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const folder = legalTranslationFolder(file);
    if (folder === null) continue;
    const locale = TRANSLATIONS.find(({ code }) => code === folder);
    if (!locale) {
      const english =
        folder === DEFAULT_LOCALE ? " English texts are the files in content/legal/ itself." : "";
      problems.push({
        file,
        message: `"${folder}" is not a language of the site: a translation of a legal text goes in content/legal/<locale>/, with <locale> one of ${LEGAL_FOLDERS}.${english}`,
      });
      continue;
    }
    const say = (message: string) => `${locale.englishName} (${locale.code}): ${message}`;
    const checked = legalFrontMatter(file, snapshot.files[file] ?? "", schemas, say);
    problems.push(...checked.problems);
    if (checked.front) bodies.push({ file, source: checked.front.body });
    const slug = checked.front?.data.slug;
    if (!checked.slugValid || typeof slug !== "string" || !englishSlugs) continue;
    const line = checked.front?.lines.get("/slug");
    const twin = seen.get(`${locale.code} ${slug}`);
    if (!englishSlugs.has(slug)) {
      const known = [...englishSlugs.keys()].map((known) => `"${known}"`).join(", ");
      problems.push({
        file,
        line,
        message: say(
          `slug "${slug}" has no English original. A translation takes the slug of the English text it translates (one of ${known}), and the English text comes first.`,
        ),
      });
    } else if (twin) {
      problems.push({
        file,
        line,
        message: say(`slug "${slug}" is already translated by ${twin}. Keep one file per text.`),
      });
    } else {
      seen.set(`${locale.code} ${slug}`, file);
    }
  }
  return { problems, bodies };
}

function checkMdx(scans: MdxScan[]) {
  const problems: Problem[] = [];
  const links: Link[] = [];
  const provided = PROVIDED_COMPONENTS.length > 0 ? PROVIDED_COMPONENTS.join(", ") : "none";
  for (const { file, error, components, links: found } of scans) {
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

function checkLinks(snapshot: ContentSnapshot, links: Link[], target: LinkTarget): Problem[] {
  return links.flatMap(({ file, line, url, image }) => {
    // Files in static/ are published as they are, so a link to one is a link to a real file.
    const problem = image
      ? imageLinkProblem(snapshot, url)
      : isStaticFile(snapshot, url)
        ? undefined
        : linkProblem(url, target);
    return problem ? [{ file, line, message: problem }] : [];
  });
}

/** "content/en/models.json: line 31: items[6] ("DALL·E 3"): comingSoon must be …" */
export const formatProblem = ({ file, line, message }: Problem): string =>
  `${file}: ${line ? `line ${line}: ` : ""}${message}`;

/** One message for the whole list: what a build failure or `npm run check:content` prints. */
export function formatProblems(problems: Problem[]): string {
  const lines = problems.map(formatProblem);
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The content has ${count} (CONTENT.md explains the rules):\n\n${lines.join("\n")}`;
}

const isStaticFile = ({ staticFiles }: ContentSnapshot, url: string): boolean =>
  url.startsWith("/") && staticFiles.includes(url.split(/[?#]/)[0] ?? "");

/** Images in MDX are served as they are, from static/ (nothing in the legal texts uses one yet). */
function imageLinkProblem(snapshot: ContentSnapshot, url: string): string | undefined {
  if (/^https:\/\//.test(url)) return undefined;
  if (isStaticFile(snapshot, url)) return undefined;
  return `shows the image ${JSON.stringify(url)}, which is not a file in static/. Put the image in static/ and write its path from there, e.g. "/legal/diagram.png".`;
}

/** The line of the value at `pointer`, or of the nearest enclosing value the file has. */
function lineOf(pointer: string, lines: Map<string, number>): number | undefined {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf("/"))) {
    const line = lines.get(at);
    if (line !== undefined || at === "") return line;
  }
}

/**
 * "items[6] ("DALL·E 3"): " for a problem inside a card, so the editor can find the card; a card
 * without a name is named by its id: "items[3] (id "qwen"): ".
 */
function itemLabel(pointer: string, data: unknown): string {
  const match = /^\/items\/(\d+)(\/|$)/.exec(pointer);
  if (!match) return "";
  const index = Number(match[1]);
  const item = (data as { items?: unknown[] }).items?.[index];
  const name = stringAt(item, "name");
  const id = stringAt(item, "id");
  const label = name ? JSON.stringify(name) : id ? `id ${JSON.stringify(id)}` : "";
  return `items[${index}]${label ? ` (${label})` : ""}: `;
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
