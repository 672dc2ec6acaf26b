import type { GatsbyNode } from "gatsby";

import { iconMarkup } from "../content/cardIcons";
import { CONTENT_TYPE_DEFS, UNION_MEMBERS } from "./contentTypes.generated";

/**
 * Content types are declared, never inferred: an empty or mistyped file must not silently change
 * the schema the pages are typed from. They are generated from content/schemas/ (`npm run
 * generate:types`), so a field is declared once, in its schema. A page's blocks are a union, each
 * block typed by its JSON `type` ("faq" → FaqBlock): a query picks them with `... on FaqBlock`.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  // A card's icon as the markup of its SVG, made here at build time: the page draws it without a
  // script, and the page's data carries the few paths of the icons it shows, not the icon set.
  actions.createFieldExtension({
    name: "cardIconSvg",
    extend: () => ({
      resolve: (source: { icon?: unknown }) => iconMarkup(source.icon),
    }),
  });
  actions.createTypes([
    CONTENT_TYPE_DEFS,
    ...Object.entries(UNION_MEMBERS).map(([name, members]) =>
      schema.buildUnionType({
        name,
        description: `One of a page's blocks, by its type: ${Object.entries(members)
          .map(([type, member]) => `${type} → ${member}`)
          .join(", ")}.`,
        types: Object.values(members),
        resolveType: (block: { type?: unknown }) => members[String(block.type)],
      }),
    ),
  ]);
};
