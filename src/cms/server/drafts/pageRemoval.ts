import { randomBytes } from "crypto";
import fs from "fs";
import path from "path";

import { currentBranch } from "../git";
import { moveBranch } from "./branchMove";
import type { BranchMove } from "./branchMove";
import { entryName } from "../../config";
import { assertDraftName, NoDraft } from "./draftRepo";
import type { DraftRepo } from "./draftRepo";
import { stamp } from "../journal";

/**
 * Deleting a published entry (a page made from blocks, every language's file): Decap deletes it
 * straight on the published branch, past drafts and review, once the gate has checked that no
 * other page links to it (gate/requestGate.ts). Here it is a commit on the published branch without
 * the files, made in an index of its own, and then what a publish does (branchMove.ts): the working
 * tree's files go from the old commit to the new one, each checked unchanged, and the branch
 * moves, journalled, so a process stopped half-way is finished or rolled back at the next start
 * (recovery.ts).
 */

export function removalOf(repo: DraftRepo, settle: (operation: BranchMove) => string) {
  const { root, git, journal, head, read } = repo;

  /** The commit on `oldHead` without these files, built without touching the working tree. */
  const commitWithout = (oldHead: string, files: string[], message: string): string => {
    fs.mkdirSync(journal.folder, { recursive: true });
    const index = path.join(
      journal.folder,
      `index-${process.pid}-${randomBytes(6).toString("hex")}`,
    );
    const env = { GIT_INDEX_FILE: index };
    try {
      git(["read-tree", oldHead], { env });
      git(["update-index", "--force-remove", "--", ...files], { env });
      const tree = git(["write-tree"], { env }).trim();
      return git(["commit-tree", tree, "-p", oldHead, "-m", message]).trim();
    } finally {
      fs.rmSync(index, { force: true });
    }
  };

  /** Deletes those of `paths` the published branch has, as one commit; returns it. */
  const remove = (
    branch: string,
    collection: string,
    slug: string,
    paths: string[],
    message: string,
  ): string => {
    assertDraftName(collection, slug);
    if (currentBranch(root) !== branch) {
      throw new Error(
        `The project folder no longer has ${branch} checked out: nothing was deleted.`,
      );
    }
    const oldHead = head(branch);
    const present = read(oldHead, paths).flatMap(({ path: file, id }) => (id ? [file] : []));
    if (present.length === 0) {
      throw new NoDraft(`There is no ${entryName(collection, slug)} on ${branch} to delete.`);
    }
    const newHead = commitWithout(oldHead, present, message);
    const operation = stamp({ op: "remove" as const, collection, slug, branch, oldHead, newHead });
    moveBranch(repo, operation, `cms: delete ${collection}/${slug}`, settle);
    return newHead;
  };

  return { remove };
}
