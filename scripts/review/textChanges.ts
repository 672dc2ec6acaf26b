import { diffChars, diffWordsWithSpace } from "diff";
import matter from "gray-matter";

import { DEFAULT_LOCALE, isLocaleCode } from "../../src/i18n/locales";
import type { LocaleCode } from "../../src/i18n/locales";
import type { Git } from "../../src/cms/server/git";

/**
 * The texts a draft changes, field by field, read from the content files of both commits: a
 * JSON file's strings by their path in it ("items[2].title"), a legal text's front matter and
 * its body. What editors never see on a page is left out: `$schema`, and `translatedFrom`, the
 * English a translation was made from (docs/editing.md, "Translations").
 */
export type TextChange = {
  /** The content file, from the repository's root: "content/de/site.json". */
  file: string;
  /** Where in it: "tagline", "items[0].title", "body". */
  field: string;
  /** The text before, or null when the field is new. */
  before: string | null;
  /** The text after, or null when the field is gone. */
  after: string | null;
  locale: LocaleCode;
};

/** A run of words kept, removed or added, for the report. */
export type WordPart = { text: string; change: "same" | "removed" | "added" };

const HIDDEN_FIELDS = new Set(["$schema", "translatedFrom"]);

/** The language a content file is in: content/<code>/…, content/legal/<code>/…, else English. */
export function fileLocale(file: string): LocaleCode {
  const [, first = "", second = ""] = file.split("/");
  if (isLocaleCode(first)) return first;
  if (first === "legal" && isLocaleCode(second)) return second;
  return DEFAULT_LOCALE;
}

/** Every text of a parsed JSON value, by its path: strings, numbers and booleans. */
export function textsOf(value: unknown, at = ""): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${where}[${index}]`));
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        if (!where && HIDDEN_FIELDS.has(key)) continue;
        visit(child, where ? `${where}.${key}` : key);
      }
    } else if (node !== null && node !== undefined) {
      texts.set(where, String(node as string | number | boolean));
    }
  };
  visit(value, at);
  return texts;
}

/** A content file's texts: JSON by field, Markdown and MDX by front matter field and body. */
export function fileTexts(file: string, source: string | undefined): Map<string, string> {
  if (source === undefined) return new Map();
  if (file.endsWith(".json")) return textsOf(JSON.parse(source));
  if (/\.mdx?$/.test(file)) {
    const { data, content } = matter(source);
    const texts = textsOf(data);
    texts.set("body", content.trim());
    return texts;
  }
  return new Map();
}

/** Two versions of one file's texts, compared field by field. */
export function compareTexts(
  file: string,
  before: string | undefined,
  after: string | undefined,
): TextChange[] {
  const old = fileTexts(file, before);
  const now = fileTexts(file, after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  const locale = fileLocale(file);
  return fields
    .filter((field) => old.get(field) !== now.get(field))
    .map((field) => ({
      file,
      field,
      before: old.get(field) ?? null,
      after: now.get(field) ?? null,
      locale,
    }));
}

/** The content files two commits differ in, each with its status (A, M, D). */
export function changedContentFiles(git: Git, base: string, head: string) {
  const listed = git(["diff", "--name-status", "--no-renames", "-z", base, head, "--", "content"]);
  const parts = listed.split("\0").filter(Boolean);
  const files: Array<{ status: string; file: string }> = [];
  for (let index = 0; index + 1 < parts.length; index += 2) {
    files.push({ status: parts[index] ?? "", file: parts[index + 1] ?? "" });
  }
  return files;
}

/** The texts that differ between two commits' content files. */
export function textChanges(git: Git, base: string, head: string): TextChange[] {
  const read = (commit: string, file: string) =>
    git.succeeds(["cat-file", "-e", `${commit}:${file}`])
      ? git(["show", `${commit}:${file}`])
      : undefined;
  return changedContentFiles(git, base, head)
    .filter(({ file }) => /\.(json|mdx?)$/.test(file) && !file.includes("/schemas/"))
    .flatMap(({ file }) => compareTexts(file, read(base, file), read(head, file)));
}

/**
 * The words removed and added between two texts. Japanese has no spaces between words, so it is
 * compared character by character.
 */
export function wordChanges(change: Pick<TextChange, "before" | "after" | "locale">): WordPart[] {
  const compare = change.locale === "ja" ? diffChars : diffWordsWithSpace;
  return compare(change.before ?? "", change.after ?? "").map((part) => ({
    text: part.value,
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}
