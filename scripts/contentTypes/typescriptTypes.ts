import { hasTexts } from "./schemaModel";
import type { FieldModel, FieldType, ObjectModel } from "./schemaModel";

/**
 * The TypeScript types of the content files, from the schemas' model: each file as English has
 * it (`SiteContent`), and, where it has texts, as a translation has it (`SiteTranslation`: the
 * texts only, paired by id, with `translatedFrom`, the English each was translated from).
 */

/** The TypeScript name of a file's type, by its GraphQL name: SiteJson → SiteContent. */
export type FileNames = Record<string, string>;

const WIDTH = 100;

/** A JSDoc comment, wrapped to the line width. */
export function jsdoc(about: string, indent = ""): string[] {
  // A description's "*/" would end the comment.
  const text = about.replace(/\*\//g, "*\\/");
  const single = `${indent}/** ${text} */`;
  if (single.length <= WIDTH) return [single];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${indent} * ${line} ${word}`.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return [`${indent}/**`, ...lines.map((part) => `${indent} * ${part}`), `${indent} */`];
}

/** `export type Name = A | B;`, on one line where it fits, as Prettier writes it. */
const CARD_ICON_TYPE = "CardIcon";

function unionType(name: string, members: string[]): string[] {
  const line = `export type ${name} = ${members.join(" | ")};`;
  if (line.length <= WIDTH) return [line];
  return [
    `export type ${name} =`,
    ...members.map((member, i) => `  | ${member}${i === members.length - 1 ? ";" : ""}`),
  ];
}

function objectType(name: string, about: string[], fields: string[][]): string[] {
  return [...about, `export type ${name} = {`, ...fields.flat(), "};"];
}

const field = (about: string | undefined, line: string): string[] => [
  ...(about ? jsdoc(about, "  ") : []),
  `  ${line}`,
];

const SCHEMA_FIELD = field(
  "The file's schema, for editors' tools: leave it as it is.",
  "$schema?: string;",
);

function contentField(
  { name, description, required, type }: FieldModel,
  named: (type: FieldType) => string,
) {
  return field(description, `${name}${required ? "" : "?"}: ${named(type)};`);
}

/**
 * The model's types as English's file has them, the file's own first, then what it holds; a type
 * in `declared` (by an earlier file: the shared card, its icons) is not declared again.
 */
function contentTypes(
  root: ObjectModel,
  names: FileNames,
  declared: Set<string> = new Set(),
): string[][] {
  const blocks: string[][] = [];
  const named = (type: FieldType): string => {
    switch (type.kind) {
      case "constant":
        return JSON.stringify(type.value);
      case "boolean":
        return "boolean";
      case "string":
        if (type.cardIcon && type.values) {
          // One named type for the icons' long list, declared once.
          if (!declared.has(CARD_ICON_TYPE)) {
            declared.add(CARD_ICON_TYPE);
            blocks.push([
              ...jsdoc("A card's icon, by its Lucide name (src/content/cardIcons.ts)."),
              ...unionType(
                CARD_ICON_TYPE,
                type.values.map((value) => JSON.stringify(value)),
              ),
            ]);
          }
          return CARD_ICON_TYPE;
        }
        return type.values
          ? type.values.map((value) => JSON.stringify(value)).join(" | ")
          : "string";
      case "objects":
        return `${type.item.name}[]`;
      case "union":
        return `${type.name}[]`;
    }
  };
  const visit = (model: ObjectModel, owner?: string) => {
    if (declared.has(model.name)) return;
    declared.add(model.name);
    const name = owner ? model.name : (names[model.name] ?? model.name);
    const about = model.title
      ? jsdoc(`${model.title} (content/schemas/${model.file}).`)
      : jsdoc(`One of ${owner ?? name}.`);
    const fields = model.fields.map((f) => contentField(f, named));
    blocks.push(
      objectType(name, about, model.schemaReference ? [SCHEMA_FIELD, ...fields] : fields),
    );
    for (const { name: list, type } of model.fields) {
      if (type.kind === "objects") visit(type.item, `${name}'s ${list}`);
      if (type.kind === "union") {
        const members = type.members.map((member) => member.name);
        blocks.push([
          ...jsdoc(`One of ${name}'s ${list}, told apart by its type.`),
          ...unionType(type.name, members),
        ]);
        type.members.forEach((member) => visit(member, `${name}'s ${list}`));
      }
    }
  };
  visit(root);
  return blocks;
}

/**
 * The model's types as a translation has them: its texts, optional (a translation may be under
 * way), the ids that pair its items with English's, and nothing else. `Record`: the shape of
 * `translatedFrom`, the same texts nested by id.
 */
function translationTypes(
  root: ObjectModel,
  names: FileNames,
  seen: Set<string> = new Set(),
): string[][] {
  const blocks: string[][] = [];
  const base = (model: ObjectModel, isRoot: boolean) =>
    isRoot ? (names[model.name] ?? model.name).replace(/Content$/, "") : model.name;
  const visit = (model: ObjectModel, isRoot: boolean) => {
    if (seen.has(model.name) || !hasTexts(model)) return;
    seen.add(model.name);
    const name = base(model, isRoot);
    const texts: FieldModel[] = model.fields.filter(
      (f) =>
        f.translatable ||
        ((f.type.kind === "objects" || f.type.kind === "union") && listHasTexts(f.type)),
    );
    const translation = texts.map((f) =>
      field(f.description, `${f.name}?: ${translated(f.type, "Translation")};`),
    );
    const record = texts.map((f) =>
      field(undefined, `${f.name}?: ${translated(f.type, "Record")};`),
    );
    const id = model.fields.find((f) => f.name === "id");
    blocks.push(
      objectType(
        `${name}Translation`,
        jsdoc(
          isRoot
            ? `${names[model.name] ?? model.name} in a translation (content/<locale>/): its texts only, each paired with English's by its place and ids.`
            : `${model.name} in a translation: its texts, paired with English's by id.`,
        ),
        isRoot
          ? [
              ...(model.schemaReference ? [SCHEMA_FIELD] : []),
              ...translation,
              field(
                "The English each text was translated from, as it was then.",
                `translatedFrom?: ${name}Record;`,
              ),
            ]
          : [...(id ? [field(id.description, "id: string;")] : []), ...translation],
      ),
      objectType(
        `${name}Record`,
        jsdoc(
          isRoot
            ? `The translatedFrom of ${name}Translation: the English of each text, nested by id.`
            : `The English of ${model.name}'s texts, as translatedFrom records them.`,
        ),
        record,
      ),
    );
    for (const { type } of texts) {
      if (type.kind === "objects") visit(type.item, false);
      if (type.kind === "union") {
        const members = type.members.filter(hasTexts).map((member) => member.name);
        const suffixed = (suffix: string) => members.map((member) => `${member}${suffix}`);
        blocks.push([
          ...jsdoc(`${type.name} in a translation: those with texts.`),
          ...unionType(`${type.name}Translation`, suffixed("Translation")),
        ]);
        blocks.push([
          ...jsdoc(`The English of a ${type.name}'s texts, as recorded.`),
          ...unionType(`${type.name}Record`, suffixed("Record")),
        ]);
        type.members.forEach((member) => visit(member, false));
      }
    }
  };
  visit(root, true);
  return blocks;
}

const listHasTexts = (type: FieldType): boolean =>
  (type.kind === "objects" && hasTexts(type.item)) ||
  (type.kind === "union" && type.members.some(hasTexts));

function translated(type: FieldType, kind: "Translation" | "Record"): string {
  const item =
    type.kind === "objects" ? type.item.name : type.kind === "union" ? type.name : undefined;
  if (!item) return "string";
  return kind === "Translation" ? `${item}Translation[]` : `Record<string, ${item}Record>`;
}

/** Every file's types, English's and its translation's, each file's together. */
export function typescript(roots: ObjectModel[], names: FileNames): string {
  // Types shared by files (the card, its icons) are declared once, with the first file that has
  // them: English's types and a translation's each keep their own list of what is declared.
  const declared = new Set<string>();
  const translated = new Set<string>();
  return roots
    .flatMap((root) => [
      ...contentTypes(root, names, declared),
      ...translationTypes(root, names, translated),
    ])
    .map((lines) => lines.join("\n"))
    .join("\n\n");
}
