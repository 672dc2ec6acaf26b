import { DEFAULT_LABEL_PREFIX } from "./draftRepo";
import type { DraftDiff, DraftRepo } from "./draftRepo";
import { refValue, treeFiles } from "../git";
import { draftRef } from "../journal";

/**
 * The drafts and the published branch as Decap reads them (decap-server's answers), from git's
 * objects: no read checks anything out, so none can leave the project folder on another branch.
 */
export function readsOf({ git, labelOf }: DraftRepo) {
  /** The draft's files that differ from the published branch since the draft began. */
  const diffs = (branch: string, draft: string): DraftDiff[] => {
    const fields = git(["diff", "--name-status", "-z", "-M", `refs/heads/${branch}...${draft}`])
      .split("\0")
      .filter(Boolean);
    const binary = new Set(
      git(["diff", "--numstat", "-z", "--no-renames", `refs/heads/${branch}...${draft}`])
        .split("\0")
        .filter((line) => line.startsWith("-\t-\t"))
        .map((line) => line.slice(4)),
    );
    const list: DraftDiff[] = [];
    for (let at = 0; at < fields.length;) {
      const code = fields[at++] ?? "";
      const renamed = code.startsWith("R") || code.startsWith("C");
      const oldPath = fields[at++] ?? "";
      const newPath = renamed ? (fields[at++] ?? "") : code.startsWith("D") ? "" : oldPath;
      const status = renamed
        ? "renamed"
        : code === "A"
          ? "added"
          : code === "D"
            ? "deleted"
            : "modified";
      const file = newPath || oldPath;
      list.push({
        oldPath,
        newPath,
        status,
        newFile: status === "added",
        path: file,
        id: file,
        binary: binary.has(file) || /\.svg$/.test(file),
      });
    }
    return list;
  };

  /** A draft as Decap's list and editor show it, or undefined when there is none. */
  const draft = (branch: string, collection: string, slug: string, labelPrefix: string) => {
    const draftHead = refValue(git, draftRef(collection, slug));
    if (!draftHead) return undefined;
    const label = labelOf(collection, slug);
    const prefix = labelPrefix || DEFAULT_LABEL_PREFIX;
    return {
      collection,
      slug,
      status: label.startsWith(prefix) ? label.slice(prefix.length) : label,
      diffs: diffs(branch, draftRef(collection, slug)),
      updatedAt: git(["show", "-s", "--format=%cI", draftHead]).trim(),
      /** The version a save from this tab will say it was made from (versionedSaves.ts). */
      head: draftHead,
    };
  };

  /** The drafts, as Decap names them: "<collection>/<slug>". */
  const drafts = () =>
    git(["for-each-ref", "--format=%(refname)", "refs/heads/cms/"])
      .split("\n")
      .filter(Boolean)
      .map((ref) => ref.slice("refs/heads/cms/".length));

  /** Files under `folder` of a branch, as decap-server's `listRepoFiles` finds them. */
  const list = (branch: string, folder: string, extension: string, depth: number) => {
    const prefix = folder.replace(/\/+$/, "");
    return treeFiles(git, `refs/heads/${branch}`, prefix)
      .filter(({ path: file }) => {
        const inside = file.slice(prefix.length + 1).split("/");
        return file.startsWith(`${prefix}/`) && inside.length <= depth && file.endsWith(extension);
      })
      .map(({ path: file }) => file);
  };

  return { diffs, draft, drafts, list };
}
