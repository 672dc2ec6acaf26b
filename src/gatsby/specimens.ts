import fs from "fs";
import path from "path";
import zlib from "zlib";

import { readJsonIfPresent } from "../content/jsonFile";
import { PNG_SIGNATURE, pngChunk, rgbHeader } from "../content/png";
import { JSON_FILES, PAGES_FOLDER } from "../content/layout";
import { RECORD } from "../content/translations";
import {
  SPECIMEN_PICTURE,
  SPECIMEN_PICTURE_HEIGHT,
  SPECIMEN_PICTURE_WIDTH,
  SPECIMEN_SLUG,
  specimenPage,
  wordsFrom,
} from "../content/specimen";
import { LOCALES, localizePath } from "../i18n/locales";
import type { LocaleCode } from "../i18n/locales";

/**
 * The specimen pages (src/content/specimen.ts) on disk: their content is written to
 * .specimens/content/ when the site's config is read, sourced beside content/ and built with the
 * site, one page per language at /_specimen/; after the build, onPostBuild moves the built pages,
 * their page data and the files only they use to .specimens/public/, so public/ is what ships and
 * holds none of it. The browser suites serve .specimens/public/ behind public/
 * (scripts/shared/staticServer.ts, `specimens`).
 */
export const SPECIMENS_DIR = path.resolve(__dirname, "../../.specimens");
export const SPECIMEN_CONTENT = path.join(SPECIMENS_DIR, "content");
export const SPECIMEN_PUBLIC = path.join(SPECIMENS_DIR, "public");

/** The specimen's path in a language: "/_specimen/", "/de/_specimen/". */
export const specimenPath = (locale: LocaleCode): string =>
  localizePath(locale, `/${SPECIMEN_SLUG}/`);

/**
 * A language's own words: the longest text of its JSON content (its cards, its tagline).
 * Not the English each translation records it was made from (`translatedFrom`): longer than any
 * Japanese text, it would make the Japanese specimen English.
 */
export function localeWords(contentDir: string, locale: LocaleCode): string {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) if (key !== RECORD) collect(inner);
    }
  };
  for (const name of JSON_FILES)
    collect(readJsonIfPresent(path.join(contentDir, locale, `${name}.json`)));
  // Not URLs, ids or file names: words a visitor reads.
  return wordsFrom(texts.filter((text) => /\s/.test(text) || !/^[\w./:-]+$/.test(text)));
}

/** A PNG of `width` × `height` with stripes and a frame, so a stretched or cropped one shows. */
export function stripedPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const edge = x < 8 || y < 8 || x >= width - 8 || y >= height - 8;
      const stripe = Math.floor(x / 40) % 2 === 0;
      const colour = edge ? [20, 20, 60] : stripe ? [99, 102, 241] : [236, 236, 250];
      rows.set(colour, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", rgbHeader(width, height)),
    pngChunk("IDAT", zlib.deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const writeIfChanged = (file: string, data: Buffer | string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file) && fs.readFileSync(file).equals(Buffer.from(data))) return;
  fs.writeFileSync(file, data);
};

/**
 * Writes the specimen's content for every language of the site: a whole page in each (its texts
 * in that language's words), and its picture. Unchanged files are left alone, so `gatsby develop`
 * does not rebuild for nothing.
 */
export function writeSpecimens(contentDir: string, out = SPECIMEN_CONTENT): void {
  for (const { code } of LOCALES) {
    const page = specimenPage(localeWords(contentDir, code));
    const file = path.join(out, code, PAGES_FOLDER, `${SPECIMEN_SLUG}.json`);
    writeIfChanged(file, `${JSON.stringify(page, null, 2)}\n`);
  }
  writeIfChanged(
    path.join(out, SPECIMEN_PICTURE),
    stripedPng(SPECIMEN_PICTURE_WIDTH, SPECIMEN_PICTURE_HEIGHT),
  );
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .map((name) => path.join(dir, name))
        .filter((file) => fs.statSync(file).isFile())
    : [];

const STATIC_FILE = /\/static\/[^"'\s),?#]+/g;

/**
 * Moves the built specimen pages out of publicDir into `out`, at the same paths: each language's
 * page and page data, and every file under /static/ that only they name (the picture's sizes).
 * Returns the paths moved, from publicDir.
 */
export function moveSpecimensOut(publicDir: string, out = SPECIMEN_PUBLIC): string[] {
  fs.rmSync(out, { recursive: true, force: true });
  const folders = LOCALES.flatMap(({ code }) => {
    const page = specimenPath(code).slice(1, -1);
    return [path.join(publicDir, page), path.join(publicDir, "page-data", page)];
  });
  const pageFiles = folders.flatMap(filesUnder);
  const named = (files: string[]) =>
    new Set(
      files
        .filter((file) => /\.(html|json)$/.test(file))
        .flatMap((file) => fs.readFileSync(file, "utf8").match(STATIC_FILE) ?? []),
    );
  const specimenStatic = named(pageFiles);
  const inFolders = (file: string) => folders.some((folder) => file.startsWith(folder + path.sep));
  const othersStatic = named(filesUnder(publicDir).filter((file) => !inFolders(file)));
  const onlyTheirs = [...specimenStatic]
    .filter((url) => !othersStatic.has(url))
    .map((url) => path.join(publicDir, url))
    .filter((file) => fs.existsSync(file));
  const moved = [...pageFiles, ...onlyTheirs];
  for (const file of moved) {
    const target = path.join(out, path.relative(publicDir, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file, target);
  }
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  return moved.map((file) => path.relative(publicDir, file));
}
