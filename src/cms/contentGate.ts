import commonSchema from "../../content/schemas/common.schema.json";
import legalSchema from "../../content/schemas/legal-frontmatter.schema.json";
import modelsSchema from "../../content/schemas/models.schema.json";
import siteSchema from "../../content/schemas/site.schema.json";
import useCasesSchema from "../../content/schemas/use-cases.schema.json";
import type { CmsBuildFacts } from "../build/cmsBuildFacts";
import { finishChecks, formatProblems, readContent } from "../content/checkContent";
import type { ContentSnapshot, Problem } from "../content/checkContent";
import { scanMdxBody } from "../content/mdxScanCore.mjs";
import { createSchemas } from "../content/schemaRules";
import { fieldsFrom } from "./config";
import type { SchemaNode } from "./config";
import { formats } from "./formatsByCollection";

/**
 * The gate in front of every save: the entry is written as the file it will become, and the
 * content checks of `npm run check:content` run on it, with the rest of the content as the editor
 * was built with it. A file the build would refuse is not saved; the editor sees the build's own
 * message, which names the file, line, card and field.
 */

const MISSING_IMAGE =
  "there is no such file in the content folder. Check the name, or add the image to content/images/.";

export function createGate(facts: CmsBuildFacts) {
  let snapshot: ContentSnapshot = facts.snapshot;
  const schemas = createSchemas(
    {
      "common.schema.json": commonSchema,
      "site.schema.json": siteSchema,
      "use-cases.schema.json": useCasesSchema,
      "models.schema.json": modelsSchema,
      "legal-frontmatter.schema.json": legalSchema,
    },
    {
      imageProblem: (relativePath) => {
        const inside = new URL(relativePath, "file:///content/").pathname;
        if (!inside.startsWith("/content/")) return "the image must be inside the content folder.";
        const problem = facts.images[inside.slice("/content/".length)];
        return problem === undefined ? MISSING_IMAGE : (problem ?? undefined);
      },
    },
  );
  const legalFields = [...fieldsFrom(legalSchema as SchemaNode).map(({ name }) => name), "body"];

  /** The file an entry becomes: its path and its text, exactly as the save will write it. */
  const fileFor = (collection: string, path: string, data: object) => {
    const format = formats[collection];
    if (!format) throw new Error(`The editor has no format for the collection "${collection}".`);
    return { path, text: format.toFile(data, collection === "legal" ? legalFields : undefined) };
  };

  return {
    /** The problems the content would have with this entry saved; none: it may be saved. */
    async check(collection: string, path: string, data: object): Promise<Problem[]> {
      const file = fileFor(collection, path, data);
      const read = readContent(
        { ...snapshot, files: { ...snapshot.files, [file.path]: file.text } },
        schemas,
      );
      const scans = await Promise.all(read.bodies.map(scanMdxBody));
      return finishChecks(read, scans);
    },
    /** After a save, later checks see the file as it now is. */
    saved(collection: string, path: string, data: object) {
      const file = fileFor(collection, path, data);
      snapshot = { ...snapshot, files: { ...snapshot.files, [file.path]: file.text } };
    },
  };
}

/** What the editor shows when the gate refuses a save. */
export const refusal = (problems: Problem[]) =>
  `${formatProblems(problems)}\n\nNothing was saved. Correct the field, then save again.`;
