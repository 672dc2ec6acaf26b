import { checkContent } from "../../../content/checkContent";
import type { Problem } from "../../../content/checkContent";
import { isContentFile } from "../../../content/layout";
import { scanMdx } from "../../../content/mdx";
import { namedPictureProblem } from "../../../content/pictures/pictures";
import { SCHEMA_DOCUMENTS } from "../../../content/schemaDocuments";
import { createSchemas } from "../../../content/schemaRules";
import { readSnapshot } from "../../../content/validateContent";
import type { DataFile } from "../../backendRequest";
import { gitIn, readBlobs, treeFiles } from "../git";
import { pictureLookup } from "./pictureGate";
import type { Upload } from "./pictureGate";

/**
 * The content checks of `npm run check:content` on the content of a commit or tree of git, read
 * from git's objects (no checkout), with its pictures: what the gate (requestGate.ts) asks before a
 * save, a publish or a deletion runs.
 */

/** The content files of a commit or tree, by path from the site's root. */
export function contentFilesOf(root: string, treeish: string): Record<string, string> {
  const files = treeFiles(gitIn(root), treeish, "content/").filter(({ path: file }) =>
    isContentFile(file),
  );
  // One read of every blob, not a git process a file.
  const blobs = readBlobs(
    gitIn(root),
    files.map(({ id }) => id),
  );
  return Object.fromEntries(
    files.map(({ path: file, id }) => [file, blobs.get(id)?.toString("utf8") ?? ""]),
  );
}

/**
 * The content checks over these content files, with the pictures of `treeish` (and a save's
 * uploads), and the pages and static files of the working tree.
 */
export function check(
  root: string,
  files: Record<string, string>,
  treeish: string,
  uploads: Upload[] = [],
): Problem[] {
  const snapshot = { ...readSnapshot(root), files };
  const lookUp = pictureLookup(gitIn(root), treeish, uploads);
  const schemas = createSchemas(SCHEMA_DOCUMENTS, {
    imageProblem: (relativePath, slot) => namedPictureProblem(relativePath, slot, lookUp),
  });
  return checkContent(snapshot, schemas, scanMdx);
}

/** The problems the content of `branch` would have with these files and pictures of a save. */
export function saveProblems(
  root: string,
  branch: string,
  dataFiles: DataFile[],
  uploads: Upload[] = [],
): Problem[] {
  const files = new Map(Object.entries(contentFilesOf(root, branch)));
  for (const { path: file, raw, newPath } of dataFiles) {
    if (newPath) files.delete(file);
    files.set(newPath ?? file, raw);
  }
  return check(root, Object.fromEntries(files), branch, uploads);
}
