import type { CmsBuildFacts } from "./cmsBuildFacts";
import { finishChecks, readContent } from "../content/checkContent";
import { jsonFile, pageFile, pageSlug } from "../content/layout";
import type { ContentSnapshot, Problem } from "../content/checkContent";
import { scanMdxBody } from "../content/mdxScanCore.mjs";
import { namedPictureProblem } from "../content/pictures/pictures";
import type { PictureFacts } from "../content/pictures/pictures";
import { SCHEMA_DOCUMENTS } from "../content/schemaDocuments";
import { createSchemas } from "../content/schemaRules";
import type { JsonName } from "../content/schemaRules";
import type { LocaleCode } from "../i18n/locales";
import { LEGAL_FIELD_ORDER } from "./config";
import { formats } from "./formatsByCollection";

/**
 * The gate in front of every save: the entry is written as the file it will become, and the
 * content checks of `npm run check:content` run on it, with the rest of the content as the editor
 * was built with it. A file the build would refuse is not saved; the editor sees the build's own
 * message, which names the file, line, card and field. An entry of a JSON file is all its
 * languages (Decap's i18n): every translation is written and checked with English, so a save that
 * would leave one incomplete is refused with the language named.
 */

/** A JSON entry's translations, by locale: the data each content/<locale>/ file is written from. */
export type Translations = Partial<Record<LocaleCode, object>>;

/** Where a legal page not yet saved is checked: a name Decap never gives a file, sorted last. */
const NEW_PAGE = "content/legal/~new page ";

/** Uploaded pictures by path from the content folder ("images/x.png"): their facts or problem. */
export type Pictures = Record<string, PictureFacts | string>;

export function createGate(facts: CmsBuildFacts) {
  let snapshot: ContentSnapshot = facts.snapshot;
  /** The pictures the checks see: the build's, then what saves and reloads add. */
  let images: Pictures = facts.images;
  const schemas = createSchemas(SCHEMA_DOCUMENTS, {
    imageProblem: (relativePath, slot) =>
      namedPictureProblem(relativePath, slot, (fromContent) => images[fromContent]),
  });

  /** The text of the file an entry becomes, exactly as the save will write it. */
  const fileFor = (collection: string, path: string, data: object) => {
    const format = formats[collection];
    if (!format) throw new Error(`The editor has no format for "${collection}" (${path}).`);
    return format.toFile(data, collection === "legal" ? LEGAL_FIELD_ORDER : undefined);
  };

  /**
   * The content with this entry saved. A new legal page (no path yet) is added under a name no
   * saved file can have. A page created earlier in this session and now edited again has its real
   * path, and replaces the stand-ins of the pages created since the editor opened.
   */
  const withEntry = (
    collection: string,
    path: string | undefined,
    data: object,
    translations: Translations,
  ) => {
    let files = snapshot.files;
    if (path === undefined) {
      path = `${NEW_PAGE}${Object.keys(files).filter((file) => file.startsWith(NEW_PAGE)).length + 1}.mdx`;
    } else if (!(path in files)) {
      files = Object.fromEntries(
        Object.entries(files).filter(([file]) => !file.startsWith(NEW_PAGE)),
      );
    }
    // A page's translations are content/<locale>/pages/<slug>.json, the others' named by collection.
    const slug = pageSlug(path);
    const translated = Object.entries(translations).map(([locale, text]) => {
      const file =
        slug === null
          ? jsonFile(locale as LocaleCode, collection as JsonName)
          : pageFile(locale as LocaleCode, slug);
      return [file, fileFor(collection, file, text)];
    });
    return {
      ...snapshot,
      files: {
        ...files,
        [path]: fileFor(collection, path, data),
        ...Object.fromEntries(translated),
      },
    };
  };

  return {
    /** The problems the content would have with this entry saved; none: it may be saved. */
    async check(
      collection: string,
      path: string | undefined,
      data: object,
      translations: Translations = {},
      uploads: Pictures = {},
    ): Promise<Problem[]> {
      const published = images;
      images = { ...images, ...uploads };
      let read: ReturnType<typeof readContent>;
      try {
        read = readContent(withEntry(collection, path, data, translations), schemas);
      } finally {
        images = published;
      }
      // A refused upload is named once: by the field that shows it, when one does.
      const said = read.problems.map(({ message }) => message);
      const uploadProblems = Object.entries(uploads).flatMap(([file, picture]) =>
        typeof picture === "string" && !said.some((message) => message.includes(picture))
          ? [{ file: `content/${file}`, message: picture }]
          : [],
      );
      read = { ...read, problems: [...uploadProblems, ...read.problems] };
      const scans = await Promise.all(read.bodies.map(scanMdxBody));
      return finishChecks(read, scans);
    },
    /** After a save, later checks see the entry as saved. */
    saved(
      collection: string,
      path: string | undefined,
      data: object,
      translations: Translations = {},
      uploads: Pictures = {},
    ) {
      snapshot = withEntry(collection, path, data, translations);
      images = { ...images, ...uploads };
    },
    /** The content files as they would be with this entry saved. */
    filesWith: (
      collection: string,
      path: string | undefined,
      data: object,
      translations: Translations = {},
    ): Readonly<Record<string, string>> => withEntry(collection, path, data, translations).files,
    /** The content as the checks see it now: the published files, by path. */
    files: (): Readonly<Record<string, string>> => snapshot.files,
    /** The content as the checks see it now, with the site's pages and static files. */
    snapshot: (): ContentSnapshot => snapshot,
    /** Checks from now on see these content files and pictures (read by the local backend). */
    reload(files: Record<string, string>, pictures?: Pictures) {
      snapshot = { ...snapshot, files };
      if (pictures) images = pictures;
    },
  };
}
