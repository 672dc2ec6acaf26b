import { spawnSync } from "child_process";

import { gitIn, refValue } from "./git";

/**
 * The branches of the editor's repository: the one checked out, the drafts' (decap-server keeps
 * each as `cms/<collection>/<slug>`), and what changed between two of them.
 */

const DRAFT_PREFIX = "cms/";

/** decap-server's branch for a draft (decap-cms-lib-util's branchFromContentKey). */
export const draftBranch = (collection: string, slug: string) =>
  `${DRAFT_PREFIX}${collection}/${slug}`;

/** A part of a draft's name: letters, digits, ".", "_" and "-", as Decap's slugs are. */
const NAME_PART = /^[\p{L}\p{N}_][\p{L}\p{N}._-]*$/u;

/**
 * Are this collection and slug plain names? The draft's branch is cms/<collection>/<slug>, and
 * its refs are written in update-ref's line-based transactions: no space, no "..", no ".lock".
 */
export const isDraftName = (collection: string, slug: string): boolean =>
  [collection, ...slug.split("/")].every(
    (part) => NAME_PART.test(part) && !part.endsWith(".lock") && !part.includes(".."),
  );

/** Is this one of the editor's draft branches? */
export const isDraftBranch = (branch: string) => branch.startsWith(DRAFT_PREFIX);

/** Paths with changes that are not committed, untracked files included (ignored ones are not). */
export function uncommittedChanges(root: string): string[] {
  // Without renames: a rename's entry has a second path, which would be read as another entry.
  return gitIn(root)(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"])
    .split("\0")
    .filter(Boolean)
    .map((line) => line.slice(3));
}

/** The branch checked out in `root`, or undefined when HEAD is detached. */
export function currentBranch(root: string): string | undefined {
  const result = spawnSync("git", ["symbolic-ref", "--quiet", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Does `ref` name a branch of the repository? */
export const branchExists = (root: string, ref: string) =>
  refValue(gitIn(root), `refs/heads/${ref}`) !== undefined;

/** The files `to` changed since it and `from` parted (git's three-dot diff). */
export const changedSince = (root: string, from: string, to: string) =>
  gitIn(root)(["diff", "--name-only", "-z", `${from}...${to}`])
    .split("\0")
    .filter(Boolean);
