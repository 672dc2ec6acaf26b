import { DEFAULT_LOCALE, DRAFT_LOCALES, TRANSLATIONS } from "../../i18n/locales";
import { LEGAL_HEAD_FIELDS } from "../../i18n/translationUnits";
import { readFrontMatter } from "../frontMatter";
import { RECORD } from "../translations";
import { legalFiles, legalTranslationFolder } from "../layout";
import type { ContentSchemas } from "../schemaRules";
import { fromSchema } from "./problems";
import type { ContentSnapshot, MdxBody, Problem } from "./types";

/** Addresses the build gives to something other than a page, with what holds them. */
const RESERVED_PATHS: Record<string, string> = { "/admin": "the content editor (/admin/)" };

const FRONT_MATTER_EXAMPLE =
  "---\ntitle: Terms of Use\nslug: /terms\nlastUpdated: April 2025\ndescription: One sentence for search engines.\n---";

/** The legal pages' files in the snapshot, in name order: "content/legal/privacy.mdx", … */

/**
 * The front matter of a legal text, checked against its schema; null where it cannot be read.
 * A translation with no text yet (`translation`, an empty body) translates the title and
 * description alone: its page shows the English text, with the English text's date.
 */
function legalFrontMatter(
  file: string,
  source: string,
  schemas: ContentSchemas,
  say: (message: string) => string,
  translation = false,
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
  const headOnly = translation && front.body.trim() === "";
  if (headOnly && "lastUpdated" in front.data) {
    const message =
      "lastUpdated: this file translates the title and description alone (it has no text yet), so its page shows the English text with the English date. Remove lastUpdated, or add the translated text below the front matter.";
    problems.push({ file, line: front.lines.get("/lastUpdated"), message: say(message) });
  }
  // A translation records the English of its title and description (src/i18n/translationUnits.ts).
  const { [RECORD]: record, ...data } = front.data;
  if (translation && RECORD in front.data) {
    const message = recordProblem(record);
    if (message)
      problems.push({ file, line: front.lines.get(`/${RECORD}`), message: say(message) });
  }
  // The date is English's: the schema's rule for it is checked on the English text.
  const checked = headOnly ? { lastUpdated: "-", ...data } : translation ? data : front.data;
  const found = schemas["legal-frontmatter"](checked);
  problems.push(
    ...found
      .map(fromSchema(file, front.lines, front.data))
      .map((problem) => ({ ...problem, message: say(problem.message) })),
  );
  const slugValid =
    typeof front.data.slug === "string" && !found.some(({ pointer }) => pointer === "/slug");
  return { problems, front, slugValid };
}

/** What is wrong with a legal translation's record of the English it came from, if anything. */
function recordProblem(record: unknown): string | undefined {
  const fields = LEGAL_HEAD_FIELDS as readonly string[];
  const valid =
    typeof record === "object" &&
    record !== null &&
    !Array.isArray(record) &&
    Object.entries(record).every(([key, text]) => fields.includes(key) && typeof text === "string");
  return valid
    ? undefined
    : `${RECORD} records the English the title and description were translated from, one line each, indented under it:\n${RECORD}:\n  title: Terms of Use\n  description: The English description.`;
}

export function checkLegalPages(snapshot: ContentSnapshot, schemas: ContentSchemas) {
  const problems: Problem[] = [];
  const bodies: MdxBody[] = [];
  const slugs = new Map<string, string>();
  // A page without a valid, unique slug is reported as such; links to it would only repeat that.
  let slugsKnown = true;

  const files = legalFiles(Object.keys(snapshot.files));
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
    // A draft language's heads are checked when it is complete and joins the site.
    if (folder === null || DRAFT_LOCALES.some(({ code }) => code === folder)) continue;
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
    const checked = legalFrontMatter(file, snapshot.files[file] ?? "", schemas, say, true);
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
