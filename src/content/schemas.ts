import path from "path";

import { readPictureFile } from "./pictures/pictureFile";
import { namedPictureProblem } from "./pictures/pictures";
import { SCHEMA_DOCUMENTS } from "./schemaDocuments";
import { createSchemas } from "./schemaRules";
import type { ContentSchemas } from "./schemaRules";

export type { ContentSchemas, SchemaName, SchemaProblem } from "./schemaRules";

/** The rules of content/schemas/ (schemaRules.ts), with the images checked on the disk in contentDir. */
export function loadSchemas(contentDir: string): ContentSchemas {
  return createSchemas(SCHEMA_DOCUMENTS, {
    imageProblem: (relativePath, slot) =>
      namedPictureProblem(relativePath, slot, (fromContent) =>
        readPictureFile(path.join(contentDir, fromContent)),
      ),
  });
}
