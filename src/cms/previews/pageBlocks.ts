import type { IGatsbyImageData } from "gatsby-plugin-image";

import type { PageBlock } from "../../components/blocks/types";
import { iconMarkup } from "../../content/cardIcons";
import { markdownToHtml } from "../../content/markdown";
import type { LocaleCode } from "../../i18n/locales";
import { blockType } from "../blocks/blockCatalog";
import type { BlockField } from "../blocks/blockCatalog";
import { itemsOf } from "../blocks/blockValues";
import type { Fields } from "../../types/fields";

/**
 * A page's blocks as the site's block components take them (src/components/blocks/Blocks.tsx):
 * the shape of the page template's query, made in the browser from the entry being edited, as
 * the build makes it: each type's GraphQL name ("faq" → FaqBlock), its Markdown as the build's
 * HTML (`answer` → `answerHtml`, with src/content/markdown.ts), a card's icon as its markup
 * (`icon` → `iconSvg`), and a picture from the address the editor can show it at. A block still
 * being written (a text not typed yet) is drawn with what it has, not refused.
 */

/** "faq" → "FaqBlock", "useCases" → "UseCasesBlock": the block's type in the site's schema. */
const typeName = (type: string): string => `${type.charAt(0).toUpperCase()}${type.slice(1)}Block`;

/** A picture the editor shows from a file name, or undefined when it cannot. */
export type PictureAt = (file: string) => string | undefined;

/** What the build's image data says of a picture that the editor only has an address for. */
function pictureData(src: string): IGatsbyImageData {
  return {
    layout: "constrained",
    // The column's width; the browser takes the picture's own proportions once it has loaded it.
    width: 720,
    height: 405,
    images: { fallback: { src } },
  };
}

/** A block's or an item's fields as the query gives them: Markdown as HTML, texts never missing. */
function fieldsFor(fields: BlockField[], value: Fields, locale: LocaleCode): Fields {
  const out: Fields = {};
  for (const field of fields) {
    const given = value[field.name];
    if (field.kind === "list") {
      out[field.name] = itemsOf(given).map((item) =>
        fieldsFor(field.item?.fields ?? [], item, locale),
      );
    } else if (field.kind === "markdown") {
      out[`${field.name}Html`] = typeof given === "string" ? markdownToHtml(given, locale) : "";
    } else if (field.kind === "switch") {
      out[field.name] = given === true;
    } else {
      out[field.name] = typeof given === "string" ? given : field.required ? "" : null;
      // A card's icon as the build gives it beside its name (`iconSvg`, src/gatsby/schema.ts).
      if (field.cardIcon) out[`${field.name}Svg`] = iconMarkup(given);
    }
  }
  return out;
}

/**
 * The blocks of a page in `locale` (already in that language: localizedPage), for Blocks. A block
 * of an unknown type, and a picture the editor cannot show, are left out.
 */
export function previewBlocks(
  blocks: unknown,
  locale: LocaleCode,
  pictureAt: PictureAt,
): PageBlock[] {
  return itemsOf(blocks).flatMap((block, index): PageBlock[] => {
    const type = blockType(block.type);
    if (!type) return [];
    const fields = fieldsFor(type.fields, block, locale);
    const id = typeof block.id === "string" && block.id ? block.id : `block-${index + 1}`;
    if (type.type === "image") {
      const src = typeof block.image === "string" ? pictureAt(block.image) : undefined;
      if (!src) return [];
      fields.image = { childImageSharp: { gatsbyImageData: pictureData(src) } };
    }
    return [{ ...fields, id, __typename: typeName(type.type) } as unknown as PageBlock];
  });
}
