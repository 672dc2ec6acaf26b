import path from "path";

import { IMAGE_MESSAGES } from "./imageMessages";
import { imageProblem } from "./images";
import { SCHEMA_DOCUMENTS } from "./schemaDocuments";
import { createSchemas } from "./schemaRules";
import type { ContentSchemas } from "./schemaRules";

export type { ContentSchemas, SchemaName, SchemaProblem } from "./schemaRules";

/** The rules of content/schemas/ (schemaRules.ts), with the images checked on the disk in contentDir. */
export function loadSchemas(contentDir: string): ContentSchemas {
  return createSchemas(SCHEMA_DOCUMENTS, {
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
