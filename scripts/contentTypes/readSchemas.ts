import { readFileSync, readdirSync } from "fs";
import path from "path";

import type { Documents, JsonSchema } from "./schemaModel";

/** Every content/schemas/*.schema.json, parsed, by file name: what the schemas' `$ref`s name. */
export const readSchemaDocuments = (dir: string): Documents =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".schema.json"))
      .sort()
      .map((file) => [file, JSON.parse(readFileSync(path.join(dir, file), "utf8")) as JsonSchema]),
  );
