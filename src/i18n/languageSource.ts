import ts from "typescript";

/**
 * The one list of languages is code (src/i18n/locales.ts, with the words of each in
 * src/i18n/strings.ts): `npm run i18n:add` and i18n:import change it as a developer would, by its
 * syntax tree, not by searching text. Each function takes a file's source and returns it changed;
 * the scripts write it and Prettier formats it.
 *
 * - addDraft: a new language, as a draft: its code in DraftCode, its entry in DRAFT_LOCALES, its
 *   words' file imported into DRAFT_STRINGS;
 * - publishDraft: a complete draft becomes a language of the site: LocaleCode and LOCALES,
 *   UI_STRINGS.
 */

export type NewLanguage = { code: string; name: string; englishName: string; dir: "ltr" | "rtl" };

type Edit = { start: number; end: number; text: string };

function apply(source: string, edits: Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce(
      (text, { start, end, text: put }) => text.slice(0, start) + put + text.slice(end),
      source,
    );
}

const parse = (source: string, name: string) =>
  ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

function typeAlias(file: ts.SourceFile, name: string): ts.TypeAliasDeclaration {
  const found = file.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  );
  if (!found) throw new Error(`${file.fileName} has no type ${name}.`);
  return found;
}

function constInitializer<T extends ts.Expression>(
  file: ts.SourceFile,
  name: string,
  is: (node: ts.Node) => node is T,
): T {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        const value = declaration.initializer;
        if (value && is(value)) return value;
      }
    }
  }
  throw new Error(`${file.fileName} has no ${name} of the expected form.`);
}

/** The codes a union of string literals names ("en" | "de"; never: none). */
function unionCodes(alias: ts.TypeAliasDeclaration): string[] {
  const { type } = alias;
  const members = ts.isUnionTypeNode(type) ? type.types : [type];
  return members.flatMap((member) =>
    ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : [],
  );
}

const unionText = (codes: string[]) =>
  codes.length === 0 ? "never" : codes.map((code) => JSON.stringify(code)).join(" | ");

const arrayText = (elements: string[]) =>
  elements.length === 0 ? "[]" : `[\n  ${elements.join(",\n  ")},\n]`;

const objectText = (properties: string[]) =>
  properties.length === 0 ? "{}" : `{ ${properties.join(", ")} }`;

const replaceNode = (node: ts.Node, text: string): Edit => ({
  start: node.getStart(),
  end: node.getEnd(),
  text,
});

/** The entry's code in an element of LOCALES or DRAFT_LOCALES. */
function elementCode(element: ts.Expression): string | undefined {
  if (!ts.isObjectLiteralExpression(element)) return undefined;
  for (const property of element.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === "code" &&
      ts.isStringLiteral(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

/** The codes of src/i18n/locales.ts: the site's and the drafts'. */
export function languageCodes(localesSource: string): { site: string[]; drafts: string[] } {
  const file = parse(localesSource, "locales.ts");
  return {
    site: unionCodes(typeAlias(file, "LocaleCode")),
    drafts: unionCodes(typeAlias(file, "DraftCode")),
  };
}

export function addDraftLocale(localesSource: string, language: NewLanguage): string {
  const file = parse(localesSource, "locales.ts");
  const { site, drafts } = languageCodes(localesSource);
  if ([...site, ...drafts].includes(language.code)) {
    throw new Error(`"${language.code}" is already a language of the site or a draft.`);
  }
  const list = constInitializer(file, "DRAFT_LOCALES", ts.isArrayLiteralExpression);
  const entry = `{ code: ${JSON.stringify(language.code)}, name: ${JSON.stringify(language.name)}, englishName: ${JSON.stringify(language.englishName)}, dir: ${JSON.stringify(language.dir)} }`;
  return apply(localesSource, [
    replaceNode(typeAlias(file, "DraftCode").type, unionText([...drafts, language.code])),
    replaceNode(list, arrayText([...list.elements.map((element) => element.getText()), entry])),
  ]);
}

export function publishDraftLocale(localesSource: string, code: string): string {
  const file = parse(localesSource, "locales.ts");
  const { site, drafts } = languageCodes(localesSource);
  if (!drafts.includes(code)) throw new Error(`"${code}" is not a draft language.`);
  const draftList = constInitializer(file, "DRAFT_LOCALES", ts.isArrayLiteralExpression);
  const siteList = constInitializer(file, "LOCALES", ts.isArrayLiteralExpression);
  const moving = draftList.elements.find((element) => elementCode(element) === code);
  if (!moving) throw new Error(`DRAFT_LOCALES has no entry for "${code}".`);
  const texts = (list: ts.ArrayLiteralExpression) =>
    list.elements.map((element) => element.getText());
  return apply(localesSource, [
    replaceNode(typeAlias(file, "LocaleCode").type, unionText([...site, code])),
    replaceNode(
      typeAlias(file, "DraftCode").type,
      unionText(drafts.filter((draft) => draft !== code)),
    ),
    replaceNode(siteList, arrayText([...texts(siteList), moving.getText()])),
    replaceNode(
      draftList,
      arrayText(draftList.elements.filter((element) => element !== moving).map((e) => e.getText())),
    ),
  ]);
}

/** The names an object literal lists (`{ en, de }`). */
const objectNames = (object: ts.ObjectLiteralExpression) =>
  object.properties.map((property) => property.getText());

export function addDraftStrings(stringsSource: string, code: string): string {
  const file = parse(stringsSource, "strings.ts");
  const drafts = constInitializer(file, "DRAFT_STRINGS", ts.isObjectLiteralExpression);
  const imports = file.statements.filter(ts.isImportDeclaration);
  const last = imports[imports.length - 1];
  if (!last) throw new Error("strings.ts imports nothing.");
  const line = `\nimport ${code} from "./strings/${code}.json";`;
  return apply(stringsSource, [
    { start: last.getEnd(), end: last.getEnd(), text: line },
    replaceNode(drafts, objectText([...objectNames(drafts), code])),
  ]);
}

export function publishStrings(stringsSource: string, code: string): string {
  const file = parse(stringsSource, "strings.ts");
  const drafts = constInitializer(file, "DRAFT_STRINGS", ts.isObjectLiteralExpression);
  const site = constInitializer(file, "UI_STRINGS", ts.isObjectLiteralExpression);
  if (!objectNames(drafts).includes(code)) throw new Error(`DRAFT_STRINGS has no "${code}".`);
  return apply(stringsSource, [
    replaceNode(site, objectText([...objectNames(site), code])),
    replaceNode(drafts, objectText(objectNames(drafts).filter((name) => name !== code))),
  ]);
}
