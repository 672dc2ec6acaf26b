import { isObject } from "../pageTexts";
import { SCHEMA_DOCUMENTS } from "../schemaDocuments";

/** What the checks of a page's translation read from the schemas and the data. */

export type Properties = Record<
  string,
  { translatable?: boolean; items?: { properties?: object } }
>;

export const propertiesOf = (file: string | undefined): Properties =>
  (SCHEMA_DOCUMENTS[file ?? ""] as { properties?: Properties } | undefined)?.properties ?? {};

export const PAGE_PROPERTIES = propertiesOf("page.schema.json");
export const PAGE_FIELDS = Object.keys(PAGE_PROPERTIES).filter(
  (name) => PAGE_PROPERTIES[name]?.translatable,
);

export const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

export const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The ids of a list's items: a block's questions, cards… */
export const idsIn = (list: unknown): Set<string> =>
  new Set(
    listOf(list).flatMap((item) => (isObject(item) && text(item.id) ? [item.id as string] : [])),
  );
