import { DEFAULT_LOCALE, TRANSLATIONS } from "../../i18n/locales";
import type { LocaleCode } from "../../i18n/locales";
import { terminologyProblems } from "../../i18n/terminology";
import { parseJson } from "../jsonLocation";
import { pageFile, pageFileLocale, pageSlug } from "../layout";
import {
  missingTexts,
  pageLocales as translatedLocales,
  pageTexts,
  translatedAt,
} from "../pageTexts";
import type { ContentSchemas } from "../schemaRules";
import { RECORD } from "../translations";
import { markdownChecks, pageMessage, pageSchemaProblems } from "./pageLabels";
import type { MarkdownText } from "./pageLabels";
import { slugProblem, takenSlugs } from "./pageSlugs";
import { checkPageTranslation, englishTypes } from "./pageTranslations";
import { lineOf } from "./problems";
import type { ContentSnapshot, Link, Problem } from "./types";
import { isObject } from "../../types/fields";

/**
 * The pages made from blocks: each English page (content/en/pages/<slug>.json) against
 * page.schema.json and the block schemas, its slug against the site's other addresses, its
 * Markdown and its links; then each translation (content/<locale>/pages/<slug>.json) against its
 * English page (pageTranslations.ts). What a page is in each language (`pageLocales`) decides
 * where a link to it leads somewhere.
 */

export { slugFrom, slugProblem, takenSlugs } from "./pageSlugs";

/**
 * The languages a page exists in, English first: English always, a translation once it gives
 * every text. The build, the footer and the links' check share this rule (pageTexts.ts).
 */
export const pageLocales = (
  english: unknown,
  translations: Partial<Record<LocaleCode, unknown>>,
): LocaleCode[] => [
  DEFAULT_LOCALE,
  ...translatedLocales(
    english,
    TRANSLATIONS.map(({ code }) => ({ locale: code, translation: translations[code] })),
  ),
];

type Parsed = { value: unknown; lines: Map<string, number> };

/** A page's file read as JSON, or its syntax error as a problem. */
function read(file: string, text: string | undefined, problems: Problem[]): Parsed | undefined {
  const parsed = parseJson(text ?? "");
  if (parsed.ok) return parsed;
  const { line, column } = parsed.position;
  problems.push({
    file,
    message: `line ${line}, column ${column}: invalid JSON: ${parsed.problem}`,
  });
  return undefined;
}

/** Every string of a JSON value with its pointer, the record of the English apart. */
function* strings(value: unknown, pointer = ""): Generator<[string, string]> {
  if (pointer === `/${RECORD}` || pointer === "/$schema") return;
  if (typeof value === "string") yield [pointer, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${pointer}/${index}`);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${pointer}/${key}`);
  }
}

export type PagesChecked = {
  problems: Problem[];
  links: Link[];
  /** The paths of the pages ("/faq"), for the links' check. */
  paths: string[];
  /** The languages each page exists in, by path. */
  locales: Record<string, LocaleCode[]>;
  /** False when a page's slug is refused: links to pages are then not judged (one mistake, one message). */
  slugsKnown: boolean;
};

export function checkPages(snapshot: ContentSnapshot, schemas: ContentSchemas): PagesChecked {
  const problems: Problem[] = [];
  const links: Link[] = [];
  const paths: string[] = [];
  const locales: Record<string, LocaleCode[]> = {};
  const taken = takenSlugs(snapshot);
  let slugsKnown = true;
  const files = Object.keys(snapshot.files)
    .filter((file) => pageSlug(file) !== null)
    .sort();

  /** The English pages by slug, with whether they passed their checks. */
  const english = new Map<string, { value: unknown; sound: boolean }>();
  for (const file of files.filter((name) => pageFileLocale(name) === DEFAULT_LOCALE)) {
    const slug = pageSlug(file) ?? "";
    const refused = slugProblem(slug, taken);
    if (refused) {
      problems.push({ file, message: refused });
      slugsKnown = false;
    } else {
      paths.push(`/${slug}`);
    }
    const parsed = read(file, snapshot.files[file], problems);
    if (!parsed) continue;
    const { value, lines } = parsed;
    const found = pageSchemaProblems(file, value, lines, schemas.page(value));
    const texts: MarkdownText[] = pageTexts(value).map((text) => ({
      text,
      pointer: text.pointer,
      value: text.source,
    }));
    const markdown = markdownChecks(file, texts, value, lines, { locale: DEFAULT_LOCALE });
    problems.push(...found, ...markdown.problems);
    links.push(...markdown.links);
    english.set(slug, { value, sound: found.length === 0 });
  }

  const translations = new Map<string, Partial<Record<LocaleCode, unknown>>>();
  for (const locale of TRANSLATIONS) {
    const say = (message: string) => `${locale.englishName} (${locale.code}): ${message}`;
    for (const file of files.filter((name) => pageFileLocale(name) === locale.code)) {
      const slug = pageSlug(file) ?? "";
      const englishFile = pageFile(DEFAULT_LOCALE, slug);
      const original = english.get(slug);
      if (!(englishFile in snapshot.files)) {
        problems.push({
          file,
          message: say(
            `${englishFile} does not exist, and a translation needs its English page. Create the English page first, or remove this file.`,
          ),
        });
        continue;
      }
      const parsed = read(file, snapshot.files[file], problems);
      if (parsed)
        translations.set(slug, { ...translations.get(slug), [locale.code]: parsed.value });
      // Checked against English once English itself is sound: one mistake, one message.
      if (!parsed || !original?.sound || !isObject(original.value)) continue;
      const { value, lines } = parsed;
      const typeOf = englishTypes(original.value);
      problems.push(
        ...checkPageTranslation({
          file,
          englishFile,
          locale,
          english: original.value,
          value,
          lines,
          validate: schemas.page,
        }),
      );
      // The language's agreed terms (src/i18n/terminology.ts), in every text of the file.
      for (const [pointer, text] of strings(value)) {
        const field = pointer.split("/").pop() ?? "";
        for (const found of terminologyProblems(locale.code, text)) {
          const message = say(pageMessage(pointer, `${field}: ${found}`, value, typeOf));
          problems.push({ file, line: lineOf(pointer, lines), message });
        }
      }
      const complete = missingTexts(original.value, value).length === 0;
      const texts: MarkdownText[] = pageTexts(original.value).flatMap((text) => {
        const given = translatedAt(value, text.key);
        return given.pointer !== undefined && given.value?.trim()
          ? [{ text, pointer: given.pointer, value: given.value }]
          : [];
      });
      // A translation not yet complete is no page yet: which pages its links reach is judged
      // once it is.
      const markdown = markdownChecks(file, texts, value, lines, {
        say,
        typeOf,
        locale: complete ? locale.code : null,
      });
      problems.push(...markdown.problems);
      links.push(...markdown.links);
    }
  }

  // A page whose slug is refused has no address: another page's languages must not become its.
  for (const [slug, { value }] of english) {
    if (paths.includes(`/${slug}`))
      locales[`/${slug}`] = pageLocales(value, translations.get(slug) ?? {});
  }
  return { problems, links, paths, locales, slugsKnown };
}
