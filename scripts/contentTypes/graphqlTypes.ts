import type { FieldModel, ObjectModel } from "./schemaModel";

/**
 * The GraphQL type definitions (SDL) of the content, from the schemas' model: every field with
 * its schema's description, `!` where the schema requires it, pictures linked to their File
 * nodes, and Markdown with its HTML beside it. Plus what the build's resolvers need to know of
 * the same types (which fields are Markdown, which booleans are false when absent).
 */

/** A content file's node type: its model, and the fields the build adds before the file's own. */
export type NodeType = { model: ObjectModel; added: string[] };

const CARDS_NOTE =
  "The cards in English's order, each with its translated texts; its icon and comingSoon are English's.";

/**
 * What a schema cannot say about the GraphQL view of its fields, by "Type.field": the pages see
 * a translation's node resolved from English (src/gatsby/resolvers.ts). These replace the
 * schema's description.
 */
const NOTES: Record<string, string> = {
  "SiteJson.screenshot":
    "Named from the content folder, as the content checks read it: images/app-screenshot.png.",
  "UseCasesJson.items": CARDS_NOTE,
  "ModelsJson.items": CARDS_NOTE,
  "MdxFrontmatter.lastUpdated":
    "Absent from a translation of the title and description alone: its page shows English's.",
  "PageJson.blocks":
    "The blocks in English's order, each with its translated texts; all else is English's.",
};

/** Fields the schema requires that a node may still lack (see NOTES). */
const NULLABLE = new Set(["MdxFrontmatter.lastUpdated"]);

/** The locale field of a node type, from its file's folder (src/gatsby/contentNodes.ts). */
export const localeField = (about?: string): string[] => [
  ...(about ? [description(about)] : []),
  `locale: String! @proxy(from: "fields.locale")`,
];

/** The legal texts' node: gatsby-plugin-mdx's, with the locale the build gives it. */
const MDX_NODE = [
  "type Mdx implements Node @dontInfer {",
  ...indent([
    ...localeField(
      "en for content/legal/*.mdx, the folder's locale for a translation: de for content/legal/de/.",
    ),
    "frontmatter: MdxFrontmatter!",
    description(
      "The text as written, below the front matter: empty in a translation of the title alone.",
    ),
    "body: String!",
  ]),
  "}",
];

/** A GraphQL description: a string, or a block string where the text has quotes. */
export function description(text: string): string {
  if (!/["\\]/.test(text)) return `"${text}"`;
  if (!text.includes('"""') && !text.endsWith('"')) return `"""${text}"""`;
  return JSON.stringify(text);
}

function indent(lines: string[]): string[] {
  return lines.map((line) => `  ${line}`);
}

function fieldLines(owner: string, field: FieldModel): string[] {
  const { name, type, required } = field;
  const bang = required && !NULLABLE.has(`${owner}.${name}`) ? "!" : "";
  const about = NOTES[`${owner}.${name}`] ?? field.description;
  const documented = (line: string) => [...(about ? [description(about)] : []), line];
  switch (type.kind) {
    case "constant":
      // A block's `type` is its GraphQL type: __typename, or `... on FaqBlock`.
      return [];
    case "boolean":
      // Optional in the file, where absent means false: never null here (ABSENT_IS_FALSE).
      return documented(`${name}: Boolean!`);
    case "objects":
      return documented(`${name}: [${type.item.name}!]${bang}`);
    case "union":
      return documented(`${name}: [${type.name}!]${bang}`);
    case "string":
      if (type.imageFile) return documented(`${name}: File${bang} @link(by: "relativePath")`);
      if (type.cardIcon) {
        return [
          ...documented(`${name}: String${bang}`),
          description(`${name} as its SVG's inner markup (src/content/cardIcons.ts), or null.`),
          `${name}Svg: String @cardIconSvg`,
        ];
      }
      return [
        ...documented(`${name}: String${bang}`),
        ...(type.markdown
          ? [
              description(
                `${name} as HTML, in the page's language: its links lead to that language's pages.`,
              ),
              `${name}Html: String${bang}`,
            ]
          : []),
      ];
  }
}

function typeDefinition(model: ObjectModel, node: NodeType | undefined): string[] {
  const header = node
    ? `type ${model.name} implements Node @dontInfer {`
    : model.name === "MdxFrontmatter"
      ? `type ${model.name} @dontInfer {`
      : `type ${model.name} {`;
  return [
    ...(model.title ? [description(model.title)] : []),
    header,
    ...indent([...(node?.added ?? []), ...model.fields.flatMap((f) => fieldLines(model.name, f))]),
    "}",
  ];
}

/** The SDL of these types, in this order; the legal texts' Mdx node after its front matter. */
export function sdl(objects: ObjectModel[], nodes: NodeType[]): string {
  const byName = new Map(nodes.map((node) => [node.model.name, node]));
  return objects
    .flatMap((model) => [
      typeDefinition(model, byName.get(model.name)),
      ...(model.name === "MdxFrontmatter" ? [MDX_NODE] : []),
    ])
    .map((lines) => lines.join("\n"))
    .join("\n\n");
}

/** The unions of block types: each union's members by their `type` ("faq" → "FaqBlock"). */
export function unions(objects: ObjectModel[]): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const { fields } of objects) {
    for (const { type } of fields) {
      if (type.kind !== "union") continue;
      found[type.name] = Object.fromEntries(
        type.members.map((member) => {
          const constant = member.fields.find((field) => field.type.kind === "constant")?.type;
          return [constant?.kind === "constant" ? constant.value : member.name, member.name];
        }),
      );
    }
  }
  return found;
}

/** Each type's fields of one kind, for the types that have any: { TextBlock: ["body"] }. */
export function fieldsWhere(
  objects: ObjectModel[],
  test: (field: FieldModel) => boolean,
): Record<string, string[]> {
  return Object.fromEntries(
    objects.flatMap(({ name, fields }) => {
      const names = fields.filter(test).map((field) => field.name);
      return names.length > 0 ? [[name, names]] : [];
    }),
  );
}
