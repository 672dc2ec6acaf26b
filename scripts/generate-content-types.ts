/**
 * `npm run generate:types`: the content's GraphQL types and TypeScript types, written from
 * content/schemas/*.schema.json (scripts/contentTypes/). Run it after changing a schema;
 * src/gatsby/contentTypes.test.ts fails until the files in the tree are what it writes.
 */
import { writeFileSync } from "fs";
import path from "path";

import { generateContentTypes } from "./contentTypes/generate";
import { readSchemaDocuments } from "./contentTypes/readSchemas";

const root = path.resolve(__dirname, "..");
const files = generateContentTypes(readSchemaDocuments(path.join(root, "content/schemas")));
for (const [file, text] of Object.entries(files)) {
  writeFileSync(path.join(root, file), text);
  console.log(`Wrote ${file}`);
}
