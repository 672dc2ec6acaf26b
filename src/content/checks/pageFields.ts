import { PAGE_FIELDS, propertiesOf, text } from "../pageTexts";
import { isObject } from "../../types/fields";

/** What the checks of a page's translation read from the schemas and the data. */

export { PAGE_FIELDS, propertiesOf, text };

export const PAGE_PROPERTIES = propertiesOf("page.schema.json");

export const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The ids of a list's items: a block's questions, cards… */
export const idsIn = (list: unknown): Set<string> =>
  new Set(
    listOf(list).flatMap((item) => (isObject(item) && text(item.id) ? [item.id as string] : [])),
  );
