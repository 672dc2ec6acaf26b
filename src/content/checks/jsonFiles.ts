import { DEFAULT_LOCALE, TRANSLATIONS } from "../../i18n/locales";
import { terminologyProblems } from "../../i18n/terminology";
import { parseJson } from "../jsonLocation";
import { JSON_FILES, jsonFile } from "../layout";
import type { ContentSchemas, JsonName } from "../schemaRules";
import { RECORD, checkTranslation } from "../translations";
import { fromSchema, itemLabel, lineOf, stringAt } from "./problems";
import type { ContentSnapshot, Link, Problem } from "./types";

/**
 * The JSON files of every locale: English (content/en/) against the schemas, then each
 * translation against English (translations.ts).
 */
export function checkJsonFiles({ files }: ContentSnapshot, schemas: ContentSchemas) {
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
      // The language's agreed terms (src/i18n/terminology.ts), in every text of the file.
      for (const [pointer, text] of strings(parsed.value)) {
        // The record holds English (translations.ts, RECORD): the language's terms are not its.
        if (pointer.startsWith(`/${RECORD}/`)) continue;
        for (const found of terminologyProblems(locale.code, text)) {
          const where = itemLabel(pointer, parsed.value);
          const message = `${locale.englishName} (${locale.code}): ${where}${pointer.split("/").pop() ?? ""}: ${found}`;
          problems.push({ file, line: lineOf(pointer, parsed.lines), message });
        }
      }
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

/** Every string in a JSON value, with its JSON pointer. */
function* strings(value: unknown, pointer = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [pointer, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${pointer}/${index}`);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${pointer}/${key}`);
  }
}
