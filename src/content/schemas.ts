import fs from "fs";
import path from "path";

import { IMAGE_MESSAGES } from "./imageMessages";
import { imageProblem } from "./images";
import { SCHEMA_NAMES, createSchemas } from "./schemaRules";
import type { ContentSchemas } from "./schemaRules";

export type { ContentSchemas, SchemaName, SchemaProblem } from "./schemaRules";

/** The rules of content/schemas/ (schemaRules.ts), with the images checked on the disk. */
export function loadSchemas(contentDir: string): ContentSchemas {
  const files = ["common.schema.json", ...SCHEMA_NAMES.map((name) => `${name}.schema.json`)];
  const read = (file: string): object =>
    JSON.parse(fs.readFileSync(path.join(contentDir, "schemas", file), "utf8"));
  return createSchemas(Object.fromEntries(files.map((file) => [file, read(file)])), {
    imageProblem: (relativePath) => {
      const absolutePath = path.resolve(contentDir, relativePath);
      // Gatsby finds only the files it sources, and it sources the content folder.
      if (path.relative(contentDir, absolutePath).startsWith("..")) {
        return IMAGE_MESSAGES.outside;
      }
      return imageProblem(absolutePath);
    },
  });
}
