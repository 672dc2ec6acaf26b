import { randomBytes } from "crypto";
import fs from "fs";
import path from "path";

import { currentBranch } from "./draftGate";
import { assertDraftName, entryName, NoDraft, Refused } from "./draftRepo";
import type { DraftRepo, PlacedFiles } from "./draftRepo";
import { updateRefs } from "./git";
import { stamp } from "./journal";
import type { Operation } from "./journal";

/**
 * Deleting a published entry (a page made from blocks, every language's file): Decap deletes it
 * straight on the published branch, past drafts and review, once the gate has checked that no
 * other page links to it (draftGate.ts). Here it is a commit on the published branch without the
 * files, made in an index of its own, and then what a publish does: the working tree's files go
 * from the old commit to the new one, each checked unchanged, and the branch moves, journalled, so
 * a process stopped half-way is finished or rolled back at the next start (recovery.ts).
 */

export type Removal = Extract<Operation, { op: "remove" }>;

export function removalOf(repo: DraftRepo, settle: (operation: Removal) => string) {
  const { root, git, journal, trace, head, read, placeFiles, publishedVersions } = repo;

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
    const done = journal.write(operation);
    trace("journalled");
    let settled = true;
    let placed: PlacedFiles | undefined;
    try {
      placed = placeFiles(
        publishedVersions(oldHead, newHead),
        "after",
        newHead,
        (version, now) => now === version.before,
      );
      trace("worktree");
      updateRefs(
        git,
        [`update refs/heads/${branch} ${newHead} ${oldHead}`],
        `cms: delete ${collection}/${slug}`,
      );
      placed.commit();
      placed = undefined;
      trace("published");
      return newHead;
    } catch (error) {
      placed?.abandon();
      // Refused before any file was written: nothing to settle.
      if (error instanceof Refused) throw error;
      try {
        settle(operation);
      } catch {
        settled = false;
      }
      throw error;
    } finally {
      if (settled) done();
    }
  };

  return { remove };
}
