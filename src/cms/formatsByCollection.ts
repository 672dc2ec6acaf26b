import { JSON_COLLECTIONS } from "./config";
import { jsonFormat, mdxFormat } from "./formats";
import type { Formatter } from "./formats";
import { pageFormat } from "./formatsPage";
import { PAGES_COLLECTION } from "./pagesCollection";

/** The format each collection is read and written with, by collection name. */
export const formats: Record<string, Formatter> = {
  ...Object.fromEntries(JSON_COLLECTIONS.map(({ name, schema }) => [name, jsonFormat(schema)])),
  legal: mdxFormat,
  [PAGES_COLLECTION]: pageFormat,
};
