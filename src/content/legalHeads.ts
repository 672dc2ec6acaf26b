import type { LanguageCode } from "../i18n/locales";
import { legalUnits } from "../i18n/translationUnits";
import type { TranslationUnit } from "../i18n/translationUnits";
import { readFrontMatter } from "./frontMatter";
import { fieldFacts } from "./jsonShape";
import { LEGAL_DIR, legalFiles, legalTranslationFolder } from "./layout";
import { SCHEMA_DOCUMENTS } from "./schemaDocuments";

/**
 * The legal pages' heads in a language: each English text's title and description (its
 * content/legal/<name>.mdx front matter) against its translation's, the file in
 * content/legal/<locale>/ with the same slug (or, with none yet, the English file's name there).
 * `files`: the content by path from the site's root, as the checks' snapshot has it.
 */

const properties = (
  SCHEMA_DOCUMENTS["legal-frontmatter.schema.json"] as {
    properties: Record<string, Parameters<typeof fieldFacts>[0]>;
  }
).properties;

const frontOf = (text: string | undefined) => {
  const front = text === undefined ? undefined : readFrontMatter(text);
  return front?.ok ? front : undefined;
};

export type LegalHead = {
  units: TranslationUnit[];
  /** The translation's file, and its front matter's lines by pointer (none when it has no file). */
  file: string;
  lines?: Map<string, number>;
};

export function legalHeads(files: Record<string, string>, locale: LanguageCode): LegalHead[] {
  const legal = legalFiles(Object.keys(files));
  const translations = legal
    .filter((file) => legalTranslationFolder(file) === locale)
    .map((file) => ({ file, front: frontOf(files[file]) }));
  return legal
    .filter((file) => legalTranslationFolder(file) === null)
    .flatMap((englishFile) => {
      const english = frontOf(files[englishFile]);
      if (!english) return [];
      const name = englishFile.slice(LEGAL_DIR.length);
      const paired = translations.find(({ front }) => front?.data.slug === english.data.slug);
      const file = paired?.file ?? `${LEGAL_DIR}${locale}/${name}`;
      const translation = paired?.front ?? frontOf(files[file]);
      const units = legalUnits({
        locale,
        name,
        file,
        english: english.data,
        translation: translation?.data,
        about: {
          title: fieldFacts(properties.title),
          description: fieldFacts(properties.description),
        },
      });
      return [{ units, file, ...(translation ? { lines: translation.lines } : {}) }];
    });
}
