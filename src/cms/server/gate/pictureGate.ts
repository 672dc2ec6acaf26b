import { spawnSync } from "child_process";

import type { Problem } from "../../../content/checkContent";
import { isPictureFile, PICTURES_FOLDER, readPicture } from "../../../content/pictures/pictures";
import type { PictureFacts } from "../../../content/pictures/pictures";
import { readBlobs, treeFiles } from "../git";
import type { Git } from "../git";

/**
 * The pictures' side of the local backend's gate (requestGate.ts): an upload comes with the save of
 * the entry that uses it (Decap's editorial workflow sends a draft's new media files as the save's
 * `assets`), and it meets the rules of src/content/pictures/pictures.ts here, whatever the editor
 * in the browser did. A save with one picture refused writes nothing.
 */

/** A picture of a save: its path from the site's root and its bytes. */
export type Upload = { path: string; bytes: Buffer };

/** The pictures of a save as Decap's proxy backend sends them, or why they cannot be taken. */
export function uploadsOf(assets: unknown): Upload[] | string {
  if (assets === undefined) return [];
  if (!Array.isArray(assets)) return "The save's files beside the content are not a list.";
  const uploads: Upload[] = [];
  for (const asset of assets as Array<Record<string, unknown>>) {
    const { path: file, content, encoding } = asset ?? {};
    if (typeof file !== "string" || !isPictureFile(file)) {
      return `The editor keeps uploaded pictures in ${PICTURES_FOLDER} only, not in ${JSON.stringify(file)}.`;
    }
    if (typeof content !== "string" || encoding !== "base64") {
      return `The picture ${file} came without its bytes (base64).`;
    }
    uploads.push({ path: file, bytes: Buffer.from(content, "base64") });
  }
  return uploads;
}

/** The problems of each upload by itself: its format, bytes, pixels, and its name on `treeish`. */
export function uploadProblems(git: Git, treeish: string, uploads: Upload[]): Problem[] {
  const published = new Map(
    treeFiles(git, treeish, PICTURES_FOLDER).map(({ path: file, id }) => [file, id]),
  );
  return uploads.flatMap(({ path: file, bytes }) => {
    const facts = readPicture(bytes);
    if (typeof facts === "string") return [{ file, message: facts }];
    const id = published.get(file);
    if (id && id !== git(["hash-object", "--stdin"], { input: bytes }).trim()) {
      return [
        {
          file,
          message:
            "a different picture with this name is already on the site, and pages may show it. Give the new picture a name of its own (rename the file, then upload it again).",
        },
      ];
    }
    return [];
  });
}

/**
 * A picture's facts by its path from the content folder ("images/app-screenshot.png"), as the
 * content checks ask for them: an upload of this save, or the file `treeish` has (read from git's
 * objects, once). undefined: there is no such file.
 */
export function pictureLookup(git: Git, treeish: string, uploads: Upload[] = []) {
  const ids = new Map(
    treeFiles(git, treeish, PICTURES_FOLDER).map(({ path: file, id }) => [file, id]),
  );
  const read = new Map<string, PictureFacts | string>();
  for (const { path: file, bytes } of uploads) read.set(file, readPicture(bytes));
  return (fromContent: string): PictureFacts | string | undefined => {
    const file = `content/${fromContent}`;
    const known = read.get(file);
    if (known !== undefined) return known;
    const id = ids.get(file);
    if (id === undefined) return undefined;
    const bytes = readBlobs(git, [id]).get(id);
    const facts = bytes ? readPicture(bytes) : undefined;
    if (facts !== undefined) read.set(file, facts);
    return facts;
  };
}

/** The collection a picture's deletion is journalled under (its "slug" is the file's name). */
export const PICTURES_COLLECTION = "media";

/** The picture a `deleteFiles` request deletes (Decap's Media page: one file at a time), or undefined. */
export function pictureToDelete(paths: unknown): string | undefined {
  if (!Array.isArray(paths) || paths.length !== 1) return undefined;
  const [file] = paths as unknown[];
  return typeof file === "string" && isPictureFile(file) ? file : undefined;
}

/**
 * Where the picture is named: the content files of the published branch and of every draft, as
 * "content/de/site.json" or "content/de/site.json (draft cms/site/site)".
 */
export function pictureUsers(git: Git, branch: string, picture: string): string[] {
  const drafts = git(["for-each-ref", "--format=%(refname:short)", "refs/heads/cms/"])
    .split("\n")
    .filter(Boolean);
  const named = JSON.stringify(picture.slice("content/".length));
  const found = spawnSync(
    "git",
    ["--literal-pathspecs", "grep", "-l", "-F", "-e", named, branch, ...drafts, "--", "content/"],
    { cwd: git.root, encoding: "utf8" },
  );
  // git grep answers 1 when nothing matches.
  if (found.status !== 0 && found.status !== 1) throw new Error(`git grep failed: ${found.stderr}`);
  const hits = found.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]);
  // A draft's copy of a file the published branch already names it in is that same use.
  const published = new Set(hits.filter(([ref]) => ref === branch).map(([, file]) => file));
  return hits
    .filter(([ref, file = ""]) => ref === branch || !published.has(file))
    .map(([ref, file]) => (ref === branch ? `${file}` : `${file} (the draft ${ref})`))
    .sort();
}

/** Why deleting this picture must not run: something uses it (named), or there is no such picture. */
export function refusePictureDelete(git: Git, branch: string, picture: string): string | undefined {
  const users = pictureUsers(git, branch, picture);
  if (users.length > 0) {
    return `The picture ${picture} is in use, so it was not deleted: ${users.join(", ")} ${users.length === 1 ? "shows" : "show"} it. Choose another picture there first.`;
  }
  if (treeFiles(git, `refs/heads/${branch}`, picture).length === 0) {
    return `There is no picture ${picture} on ${branch} to delete.`;
  }
  return undefined;
}
