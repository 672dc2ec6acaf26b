import fs from "fs";
import path from "path";

import { TRANSLATED_LANGUAGES } from "../i18n/locales";
import { LEGAL_HEAD_FIELDS } from "../i18n/translationUnits";
import type { TranslationUnit } from "../i18n/translationUnits";
import { fromXliff, splitId } from "../i18n/xliff";
import { checkContent, formatProblem } from "./checkContent";
import { frontMatterText, readFrontMatter } from "./frontMatter";
import { parseJson } from "./jsonLocation";
import { LEGAL_DIR } from "./layout";
import { languageUnits } from "./languageUnits";
import { scanMdx } from "./mdx";
import {
  importPageText,
  isPageFile,
  newPageTranslation,
  orderedPage,
} from "./pageTranslationWriter";
import { loadSchemas } from "./schemas";
import { WORD_FILES } from "./checks/staleness";
import { RECORD } from "./translations";
import { readSnapshot } from "./validateContent";
import { isObject } from "../types/fields";
import type { Fields } from "../types/fields";

/**
 * `npm run i18n:import FILE`: a translator's XLIFF file back into the language's files. Every
 * target is put where its unit's text is, with the English it was made from recorded beside it
 * (translatedFrom), and the result goes through the content checks. Nothing is written unless
 * every unit and every check passes; a refusal names the unit and the reason. A page made from
 * blocks gets its file, blocks and items when it has none yet, in English's order. A unit whose
 * English is no longer the English of now is refused: the translator worked from other English.
 */

/** The `{name}` placeholders of a text, which a translation must keep: {store}, {date}. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\w+\}/g)].map(([found]) => found).sort();

export type ImportResult =
  | { ok: true; locale: string; files: Record<string, string>; imported: number }
  | { ok: false; problems: string[] };

/** Puts one unit's target (and its record) into the parsed translation file it belongs to. */
function apply(file: Fields, unit: TranslationUnit, target: string): void {
  const [, key] = splitId(unit.id);
  const record = isObject(file[RECORD]) ? file[RECORD] : {};
  if (unit.card) {
    const items = Array.isArray(file.items) ? (file.items as Fields[]) : [];
    let card = items.find((candidate) => candidate.id === unit.card?.id);
    if (!card) {
      card = { id: unit.card.id };
      items.push(card);
    }
    card[unit.field] = target;
    file.items = items;
    const cards = isObject(record.items) ? record.items : {};
    const recorded = isObject(cards[unit.card.id]) ? (cards[unit.card.id] as Fields) : {};
    recorded[unit.field] = unit.source;
    cards[unit.card.id] = recorded;
    record.items = Object.fromEntries(
      Object.keys(cards)
        .sort()
        .map((id) => [id, cards[id]]),
    );
  } else {
    file[key] = target;
    record[key] = unit.source;
  }
  file[RECORD] = record;
}

/** Puts a legal page's title or description, and its record, into the translation's front matter. */
function setHead(head: { data: Fields }, unit: TranslationUnit, target: string): void {
  head.data[unit.field] = target;
  const record = isObject(head.data[RECORD]) ? head.data[RECORD] : {};
  record[unit.field] = unit.source;
  head.data[RECORD] = record;
}

/** Front matter in the schema's order (title, slug, lastUpdated, description), the record last. */
function orderHead(data: Fields): Fields {
  const order = ["title", "slug", "lastUpdated", "description", RECORD];
  const record = isObject(data[RECORD]) ? data[RECORD] : undefined;
  const keys = [
    ...order.filter((key) => key in data),
    ...Object.keys(data).filter((key) => !order.includes(key)),
  ];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      key === RECORD && record
        ? Object.fromEntries(
            LEGAL_HEAD_FIELDS.filter((field) => field in record).map((field) => [
              field,
              record[field],
            ]),
          )
        : data[key],
    ]),
  );
}

/** Sets a word at its dotted path ("sectionTitles.models") in the language's words. */
function setWord(words: Fields, at: string, target: string): void {
  const parts = at.split(".");
  let node = words;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(node[part])) node[part] = {};
    node = node[part] as Fields;
  }
  node[parts[parts.length - 1] ?? at] = target;
}

export function importTranslations(rootDir: string, xml: string): ImportResult {
  const read = fromXliff(xml);
  if (!read.ok) return { ok: false, problems: [read.problem] };
  const locale = TRANSLATED_LANGUAGES.find(({ code }) => code === read.locale);
  if (!locale) {
    const codes = TRANSLATED_LANGUAGES.map(({ code }) => code).join(", ");
    return {
      ok: false,
      problems: [
        `target-language "${read.locale}" is not a language to translate into (${codes}).`,
      ],
    };
  }
  const units = new Map(languageUnits(rootDir, locale.code).map((unit) => [unit.id, unit]));
  const problems: string[] = [];
  const files = new Map<string, Fields>();
  const load = (file: string): Fields => {
    const loaded = files.get(file);
    if (loaded) return loaded;
    const full = path.join(rootDir, file);
    const value = fs.existsSync(full)
      ? (JSON.parse(fs.readFileSync(full, "utf8")) as unknown)
      : isPageFile(file)
        ? newPageTranslation()
        : {};
    const parsed = isObject(value) ? value : {};
    files.set(file, parsed);
    return parsed;
  };
  /** The legal pages' heads to write: front matter and body, by file. */
  const heads = new Map<string, { data: Fields; body: string }>();
  const loadHead = (unit: TranslationUnit) => {
    const loaded = heads.get(unit.file);
    if (loaded) return loaded;
    const full = path.join(rootDir, unit.file);
    const source = fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined;
    const front = source === undefined ? undefined : readFrontMatter(source);
    // No translation yet: a head of its own, with English's slug, and no text (English's shows).
    const englishFile = path.join(rootDir, LEGAL_DIR, splitId(unit.id)[0].replace(/^legal\//, ""));
    const english = readFrontMatter(fs.readFileSync(englishFile, "utf8"));
    const head = front?.ok
      ? { data: front.data, body: source?.slice(source.indexOf("\n---\n", 3) + 5) ?? "" }
      : { data: { slug: english.ok ? english.data.slug : undefined }, body: "" };
    heads.set(unit.file, head);
    return head;
  };
  /** A page's keys in English's order (its units'), which place a new block or item. */
  const pageKeys = (file: string) =>
    [...units.values()].flatMap((unit) => (unit.file === file ? [splitId(unit.id)[1]] : []));
  let imported = 0;
  for (const { id, source, target } of read.units) {
    const unit = units.get(id);
    if (!unit) {
      problems.push(
        `unit ${id}: the site has no such text (re-export: it was removed or renamed).`,
      );
      continue;
    }
    if (source !== unit.source) {
      problems.push(
        `unit ${id}: re-export: the English changed. The file's English: ${JSON.stringify(source)}; the English now: ${JSON.stringify(unit.source)}.`,
      );
      continue;
    }
    if (target === undefined || target.trim() === "") continue;
    const wanted = placeholders(unit.source);
    if (wanted.join() !== placeholders(target).join()) {
      problems.push(
        `unit ${id}: the translation must keep ${wanted.join(" ") || "no {placeholder}"} as in the English, and add none.`,
      );
      continue;
    }
    if (unit.maxLength !== undefined && [...target].length > unit.maxLength) {
      problems.push(
        `unit ${id}: ${[...target].length} characters; at most ${unit.maxLength} fit where it is shown.`,
      );
      continue;
    }
    imported += 1;
    if (unit.file.endsWith(".mdx")) {
      setHead(loadHead(unit), unit, target);
    } else if (id.startsWith("words#")) {
      setWord(load(unit.file), unit.field, target);
      load(WORD_FILES.record(locale.code))[unit.field] = unit.source;
    } else if (isPageFile(unit.file)) {
      const key = splitId(id)[1];
      importPageText(load(unit.file), { key, source: unit.source, target }, pageKeys(unit.file));
    } else {
      apply(load(unit.file), unit, target);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  // Cards in English's order, as the editor keeps them (a new one would otherwise come last).
  const order = [...units.values()].flatMap(({ card }) => (card ? [card.id] : []));
  for (const file of files.values()) {
    if (Array.isArray(file.items)) {
      (file.items as Fields[]).sort(
        (a, b) => order.indexOf(String(a.id)) - order.indexOf(String(b.id)),
      );
    }
  }

  const written: Record<string, string> = Object.fromEntries([
    ...[...files].map(([file, value]): [string, string] => [
      file,
      `${JSON.stringify(isPageFile(file) ? orderedPage(value) : value, null, 2)}\n`,
    ]),
    ...[...heads].map(([file, { data, body }]): [string, string] => [
      file,
      frontMatterText(orderHead(data), body),
    ]),
  ]);
  // The same content checks as the build, on the content as it would be.
  const snapshot = readSnapshot(rootDir);
  const contentFiles = Object.fromEntries(
    Object.entries(written).filter(([file]) => file.startsWith("content/")),
  );
  const checked = checkContent(
    { ...snapshot, files: { ...snapshot.files, ...contentFiles } },
    loadSchemas(path.join(rootDir, "content")),
    scanMdx,
  );
  if (checked.length > 0) {
    return {
      ok: false,
      problems: checked.map((problem) => {
        const text = written[problem.file];
        const read =
          text === undefined
            ? undefined
            : problem.file.endsWith(".mdx")
              ? readFrontMatter(text)
              : parseJson(text);
        const unit = [...units.values()].find(
          (candidate) =>
            candidate.file === problem.file &&
            read?.ok &&
            read.lines.get(candidate.pointer) === problem.line,
        );
        return `${unit ? `unit ${unit.id}: ` : ""}${formatProblem(problem)}`;
      }),
    };
  }
  return { ok: true, locale: locale.code, files: written, imported };
}
