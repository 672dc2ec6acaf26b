import { randomBytes } from "crypto";
import path from "path";

import { entryName } from "../../config";
import { currentBranch, draftBranch, refValue, updateRefs } from "../git";
import { readsOf } from "./draftReads";
import { assertDraftName, Conflict, NoDraft, NOTHING_SAVED, openRepo } from "./draftRepo";
import type { DraftStoreOptions } from "./draftRepo";
import { draftRef, stamp, statusRef } from "../journal";
import type { DataFile } from "../../backendRequest";
import { recoveryOf } from "./recovery";
import { removalOf } from "./pageRemoval";
import { moveBranch } from "./branchMove";
import type { SaveBase } from "../../versionedSaves";

/**
 * The editor's drafts, kept in git without ever switching the editor's checkout. decap-server's
 * git mode checked out a draft's branch for every save and every read of a draft, so a process
 * stopped half-way left the project folder on a draft branch, sometimes with an edit written and
 * not committed. Here:
 *
 * - a save writes its files as git objects, builds the draft's next commit from them in an index
 *   of its own, and moves the draft's branch to it in one atomic ref update that also checks the
 *   branch is still where it was read (so of two saves made from the same version, the second is
 *   refused, not lost); the working tree is never touched;
 * - reads of drafts and of the published branch read git's objects, not the working tree;
 * - publishing is the one operation that changes the working tree: the published branch's files
 *   go from the old commit to the merged one (as a checkout does), then the branch moves;
 * - every change is written down first in the journal (journal/journal.ts), and `recover`
 *   settles what a stopped process left: a save is finished from its note, a publish is finished
 *   if the branch had moved and rolled back if not.
 */

export function createDraftStore(root: string, options: DraftStoreOptions = {}) {
  const repo = openRepo(root, options);
  const { git, journal, trace, head, read, labelBlob, dropDraft, writeDraft } = repo;
  const { settlePublish, recover } = recoveryOf(repo);
  const { remove } = removalOf(repo, settlePublish);

  /**
   * Why a save made from `base` must not be written over the entry as it is now, or undefined.
   * With a draft, the tab must have loaded the draft's commit. Without one, it must have loaded no
   * draft, and each file the save writes as `parent` (the published branch) has it now: a file the
   * tab never read counts as one it saw missing, so a new page cannot overwrite one made meanwhile.
   */
  const staleBase = (
    collection: string,
    slug: string,
    current: string | undefined,
    parent: string,
    files: DataFile[],
    base: Partial<SaveBase> | undefined,
  ): string | undefined => {
    const name = entryName(collection, slug);
    const reload = `Copy your edit, reload the page and make it again on ${name} as it is now. ${NOTHING_SAVED}`;
    if (!base) {
      return `This save does not say which version of ${name} it was made from, so it could undo another save. ${reload}`;
    }
    if (current !== undefined && base.draft !== current) {
      return `The draft of ${name} changed since you opened it (saved from another tab or window): reload. ${reload}`;
    }
    if (current === undefined && typeof base.draft === "string") {
      return `The draft of ${name} was published or deleted since you opened it: reload. ${reload}`;
    }
    if (current === undefined) {
      const paths = [...new Set(files.flatMap((file) => [file.path, file.newPath ?? file.path]))];
      const now = read(parent, paths);
      if (now.some(({ path: file, id }) => id !== (base.files?.[file] ?? null))) {
        return `${name} was published with other changes since you opened it: reload. ${reload}`;
      }
    }
    return undefined;
  };

  /** The content checks passed (gate/requestGate.ts): the save, journalled, as one ref update. */
  const save = ({
    branch,
    collection,
    slug,
    files,
    label,
    message,
    base,
  }: {
    branch: string;
    collection: string;
    slug: string;
    files: DataFile[];
    label: string;
    message: string;
    base: Partial<SaveBase> | undefined;
  }): string => {
    assertDraftName(collection, slug);
    const current = refValue(git, draftRef(collection, slug));
    const parent = current ?? head(branch);
    const stale = staleBase(collection, slug, current, parent, files, base);
    if (stale) throw new Conflict(stale);
    const index = path.join(
      journal.folder,
      `index-${process.pid}-${randomBytes(6).toString("hex")}`,
    );
    const operation = stamp({
      op: "save" as const,
      collection,
      slug,
      branch,
      expected: current ?? null,
      parent,
      files: files.map(({ path: file, raw, newPath, encoding }) => ({
        path: file,
        raw,
        ...(newPath ? { newPath } : {}),
        ...(encoding ? { encoding } : {}),
      })),
      label,
      message,
      index,
    });
    const done = journal.write(operation);
    trace("journalled");
    try {
      return writeDraft(operation);
    } catch (error) {
      // A ref that moved since it was read: another save got there first.
      if (/cannot lock ref|is at .* but expected|reference already exists/.test(String(error))) {
        const now = refValue(git, draftRef(collection, slug));
        throw new Conflict(
          staleBase(collection, slug, now, now ?? head(branch), files, base) ?? String(error),
        );
      }
      throw error;
    } finally {
      done();
    }
  };

  /** The commit the published branch will be at once the draft is in: a fast-forward or a merge. */
  const mergedHead = (oldHead: string, draftHead: string, draft: string) => {
    if (git.succeeds(["merge-base", "--is-ancestor", oldHead, draftHead])) return draftHead;
    const tree = git(["merge-tree", "--write-tree", "--no-messages", oldHead, draftHead]).split(
      "\n",
    )[0];
    return git([
      "commit-tree",
      String(tree),
      "-p",
      oldHead,
      "-p",
      draftHead,
      "-m",
      `Merge branch '${draft}'`,
    ]).trim();
  };

  const publish = (branch: string, collection: string, slug: string) => {
    assertDraftName(collection, slug);
    const draftHead = refValue(git, draftRef(collection, slug));
    if (!draftHead)
      throw new NoDraft(`There is no draft of ${entryName(collection, slug)} to publish.`);
    if (currentBranch(root) !== branch) {
      throw new Error(
        `The project folder no longer has ${branch} checked out: nothing was published.`,
      );
    }
    const oldHead = head(branch);
    const newHead = mergedHead(oldHead, draftHead, draftBranch(collection, slug));
    const operation = stamp({
      op: "publish" as const,
      collection,
      slug,
      branch,
      draftHead,
      oldHead,
      newHead,
    });
    moveBranch(
      repo,
      operation,
      `cms: publish ${draftBranch(collection, slug)}`,
      settlePublish,
      () => {
        dropDraft(collection, slug, draftHead, `cms: published ${draftBranch(collection, slug)}`);
        trace("dropped");
      },
    );
  };

  // A status change and a deletion are one ref transaction each: failed, they changed nothing.
  const setStatus = (branch: string, collection: string, slug: string, label: string) => {
    assertDraftName(collection, slug);
    if (!refValue(git, draftRef(collection, slug))) {
      throw new NoDraft(`There is no draft of ${entryName(collection, slug)}.`);
    }
    const done = journal.write(stamp({ op: "status", collection, slug, branch, label }));
    trace("journalled");
    try {
      updateRefs(
        git,
        [`update ${statusRef(collection, slug)} ${labelBlob(label)}`],
        `cms: status ${label}`,
      );
      trace("status");
    } finally {
      done();
    }
  };

  const deleteDraft = (branch: string, collection: string, slug: string) => {
    assertDraftName(collection, slug);
    const draftHead = refValue(git, draftRef(collection, slug));
    if (!draftHead) throw new NoDraft(`There is no draft of ${entryName(collection, slug)}.`);
    const done = journal.write(stamp({ op: "delete", collection, slug, branch, draftHead }));
    trace("journalled");
    try {
      dropDraft(collection, slug, draftHead, `cms: delete ${draftBranch(collection, slug)}`);
      trace("dropped");
    } finally {
      done();
    }
  };

  return {
    git,
    head,
    read,
    ...readsOf(repo),
    save,
    publish,
    setStatus,
    deleteDraft,
    remove,
    recover,
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;
