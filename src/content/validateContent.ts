import fs from "fs";
import path from "path";

import { DEFAULT_LOCALE, LOCALE_CODES, TRANSLATED_LANGUAGES } from "../i18n/locales";
import { checkContent } from "./checkContent";
import { WORD_FILES, staleTranslations } from "./checks/staleness";
import { JSON_FILES, LEGAL_DIR, PAGES_FOLDER, isContentFile, jsonFile } from "./layout";
import type { ContentSnapshot, Problem } from "./checkContent";
import { scanMdx } from "./mdx";
import { loadSchemas } from "./schemas";
import { pictureFolderProblems } from "./pictures/pictureFolder";

export { formatProblem, formatProblems } from "./checkContent";
export type { Problem } from "./checkContent";

/**
 * The pages the site builds from src/pages/, found as Gatsby finds them: every .js/.jsx/.ts/.tsx
 * file except tests, type declarations and files or folders starting with "_".
 */
function listCodePages(pagesDir: string): string[] {
  const pages: string[] = [];
  const visit = (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith("_") || entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) {
        visit(path.join(dir, entry.name), `${route}${entry.name}/`);
        continue;
      }
      const match = /^(.+?)\.(jsx?|tsx?)$/.exec(entry.name);
      if (!match?.[1] || /\.(test|spec|d)$/.test(match[1])) continue;
      const name = match[1];
      pages.push(name === "index" ? route.replace(/(.)\/$/, "$1") : `${route}${name}`);
    }
  };
  visit(pagesDir, "/");
  return pages.sort();
}

/** Every file under `dir`, as paths from `dir` with forward slashes. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile()
        ? [path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")]
        : [],
    );
}

/** The content files, the pages of src/pages/ and the files of static/, read from the disk. */
export function readSnapshot(rootDir: string): ContentSnapshot {
  const read = (file: string) => fs.readFileSync(path.join(rootDir, file), "utf8");
  const jsonFiles = LOCALE_CODES.flatMap((locale) =>
    JSON_FILES.map((name) => jsonFile(locale, name)),
  ).filter((file) => fs.existsSync(path.join(rootDir, file)));
  const legalFiles = filesUnder(path.join(rootDir, LEGAL_DIR))
    .map((name) => `${LEGAL_DIR}${name}`)
    .filter(isContentFile);
  // Pages made from blocks, English's and every language's (drafts too, for the translators' tools).
  const pageFiles = [DEFAULT_LOCALE, ...TRANSLATED_LANGUAGES.map(({ code }) => code)].flatMap(
    (locale) => {
      const folder = `content/${locale}/${PAGES_FOLDER}/`;
      const dir = path.join(rootDir, folder);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${folder}${entry.name}`)
        .filter(isContentFile)
        .sort();
    },
  );
  const contentFiles = [...jsonFiles, ...legalFiles, ...pageFiles];
  return {
    files: Object.fromEntries(contentFiles.map((file) => [file, read(file)])),
    codePages: listCodePages(path.join(rootDir, "src", "pages")),
    staticFiles: filesUnder(path.join(rootDir, "static")).map((file) => `/${file}`),
  };
}

/**
 * Checks everything under content/ that an editor can change, with the same rules as the build,
 * and returns every problem found (none when the content is fine). Pure apart from reading files.
 */
export function validateContent(rootDir: string): Problem[] {
  const snapshot = readSnapshot(rootDir);
  return [
    ...checkContent(snapshot, loadSchemas(path.join(rootDir, "content")), scanMdx),
    ...pictureFolderProblems(rootDir, snapshot.files),
  ];
}

/**
 * The translations whose English changed since they were translated, content and the site's own
 * words (checks/staleness.ts): warnings, which stop nothing unless a release asks (--strict).
 */
export function staleContent(rootDir: string): Problem[] {
  const read = (file: string) => {
    const full = path.join(rootDir, file);
    return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined;
  };
  const words = Object.fromEntries(
    LOCALE_CODES.map((code) => [
      code,
      { words: read(WORD_FILES.words(code)), record: read(WORD_FILES.record(code)) },
    ]),
  );
  return staleTranslations(
    readSnapshot(rootDir),
    loadSchemas(path.join(rootDir, "content")),
    words,
  );
}
