import fs from "fs";
import path from "path";

import {
  currentBranch,
  draftBranch,
  uncommittedChanges,
  gitDir,
  refValue,
  updateRefs,
} from "../git";
import { entryName } from "../../config";
import { Refused, STATUS_NAMES } from "./draftRepo";
import type { DraftRepo } from "./draftRepo";
import { draftRef, gitLocks, isRunning, lockRefusal, locksOf, statusRef } from "../journal";
import type { Operation } from "../journal";

/**
 * What the next start does with an operation of the editor's that was cut off (the process killed,
 * the laptop asleep for good): its note in the journal says what it was, and the repository says
 * how far it got. A save is finished from its note; a publish is finished if the published branch
 * had moved, and rolled back if not; a status change and a deletion are finished. Each gives one
 * line for the editor. Only what the editor's own process could have left is cleaned up: its
 * note, the lock files of its own git commands, its half-written files.
 */
export function recoveryOf({
  root,
  git,
  journal,
  placeFiles,
  publishedVersions,
  partial,
  onDisk,
  dropDraft,
  writeDraft,
  holds,
  labelBlob,
}: DraftRepo) {
  /** Advice for changes made by hand: put aside, not committed (a commit would publish them). */
  const stashThem =
    "Put them aside with `git stash --include-untracked` (not a commit: it would put them on the published branch), then start again.";

  /**
   * A publish cut off at any step. The moment it is published is the move of its branch: if the
   * branch had moved, the working tree and index are put at the new commit and the draft is
   * dropped; if not, they are put back at the old one and the draft is kept. Only the publish's own
   * files may differ, and only as the old or the new commit has them; anything else is an edit made
   * by hand, and is refused with its files named. A branch moved since by hand, or a branch no
   * longer checked out, leaves the working tree to the editor.
   */
  const settlePublish = (operation: Extract<Operation, { op: "publish" | "remove" }>): string => {
    const { branch, oldHead, newHead, collection, slug } = operation;
    const name = entryName(collection, slug);
    // A deletion of a published page is a publish of its removal, with no draft to drop.
    const publish = operation.op === "publish";
    const what = publish ? "publish" : "deletion";
    const at = refValue(git, `refs/heads/${branch}`);
    const versions = publishedVersions(oldHead, newHead);
    const files = versions.map(({ file }) => file);
    for (const file of files) fs.rmSync(partial(file, operation.pid), { force: true });
    const checkout = path.join(journal.folder, `index-${operation.pid}-checkout`);
    for (const index of [checkout, `${checkout}.lock`]) fs.rmSync(index, { force: true });
    const dropIfPublished = () => {
      if (!publish) return;
      const { draftHead } = operation;
      if (at === newHead && refValue(git, draftRef(collection, slug)) === draftHead) {
        dropDraft(collection, slug, draftHead, `cms: published ${draftBranch(collection, slug)}`);
      }
    };
    const done = publish
      ? `it is on ${branch}, and its draft is gone`
      : `it is gone from ${branch}`;
    const undone = publish
      ? `it is not on ${branch}, and the draft is still there`
      : `it is still on ${branch}`;
    if (currentBranch(root) !== branch || (at !== oldHead && at !== newHead)) {
      dropIfPublished();
      const published = at === newHead ? done : undone;
      return `An interrupted ${what} of ${name} was found, but ${branch} was changed or checked out by hand since: ${published}. The files in the folder were left as they are.`;
    }
    const byHand = [
      ...uncommittedChanges(root).filter((file) => !files.includes(file)),
      ...versions
        .filter(({ file, before, after }) => ![before, after].includes(onDisk(file)))
        .map(({ file }) => file),
    ];
    if (byHand.length > 0) {
      throw new Refused(
        `An interrupted ${what} of ${name} was found, and these files were changed since by hand: ${byHand.join(", ")}. Nothing was changed. ${stashThem}`,
      );
    }
    const target = at === newHead ? newHead : oldHead;
    placeFiles(versions, target === newHead ? "after" : "before", target, (version, now) =>
      [version.before, version.after].includes(now),
    ).commit();
    if (target === oldHead) {
      return `An interrupted ${what} of ${name} was rolled back: ${branch} is as it was, and ${publish ? "the draft" : "the entry"} is still there.`;
    }
    dropIfPublished();
    return `An interrupted ${what} of ${name} was finished: ${done}.`;
  };

  const settle = (operation: Operation): string => {
    const { collection, slug } = operation;
    const name = entryName(collection, slug);
    const current = refValue(git, draftRef(collection, slug));
    switch (operation.op) {
      case "save": {
        for (const index of [operation.index, `${operation.index}.lock`]) {
          fs.rmSync(index, { force: true });
        }
        if (current === (operation.expected ?? undefined)) {
          writeDraft(operation);
          return `An interrupted save of ${name} was finished: it is in its draft.`;
        }
        if (current && holds(current, operation.files)) {
          return `An interrupted save of ${name} had reached its draft: it is there, whole.`;
        }
        return `An interrupted save of ${name} was dropped: its draft was changed by another save since.`;
      }
      case "publish":
      case "remove":
        return settlePublish(operation);
      case "status": {
        if (!current)
          return `An interrupted status change of ${name} was dropped: its draft is gone.`;
        updateRefs(
          git,
          [`update ${statusRef(collection, slug)} ${labelBlob(operation.label)}`],
          `cms: status ${operation.label}`,
        );
        const status = operation.label.slice(operation.label.lastIndexOf("/") + 1);
        return `An interrupted status change of ${name} was finished: it is ${STATUS_NAMES[status] ?? status}.`;
      }
      case "delete": {
        if (current !== undefined && current !== operation.draftHead) {
          return `An interrupted deletion of the draft of ${name} was dropped: the draft was saved again since, and is kept.`;
        }
        if (current === operation.draftHead) {
          dropDraft(
            collection,
            slug,
            operation.draftHead,
            `cms: delete ${draftBranch(collection, slug)}`,
          );
        }
        return `An interrupted deletion of the draft of ${name} was finished: the draft is gone.`;
      }
    }
  };

  /**
   * The lock files of `operation` made while it ran (from its note to a minute after: an operation
   * takes seconds), which only it could have left. One made before it, or since, is another
   * program's: a terminal's git, an editor's git panel.
   */
  const ownLocks = (operation: Operation) => {
    const started = Date.parse(operation.startedAt);
    return locksOf(operation)
      .map((lock) => path.join(gitDir(git), lock))
      .filter((lock) => {
        if (!fs.existsSync(lock)) return false;
        const made = fs.statSync(lock).mtimeMs;
        return made >= started - 2_000 && made <= started + 60_000;
      });
  };

  /**
   * Settles what an editor's process stopped in the middle of, before anything else starts: one
   * line for each, saying what was found and what was done. Throws `Refused`, changing nothing,
   * when another editor is running in this folder, when a note cannot be read, when a git lock is
   * another program's, or when settling would touch changes made by hand.
   */
  const recover = (): string[] => {
    const notes = journal.read();
    const unread = notes.find(({ operation }) => !operation);
    if (unread) {
      throw new Refused(
        `The editor's note ${path.relative(root, unread.file)} cannot be read: a disk error? Nothing was changed. Copy it for a developer, then delete it and start again.`,
      );
    }
    const running = notes.find(
      ({ operation }) =>
        operation && operation.pid !== process.pid && isRunning(operation.pid, operation.pidStart),
    );
    if (running?.operation) {
      throw new Refused(
        `The editor is already running in this folder (process ${running.operation.pid}), in the middle of a ${running.operation.op}. Use that one, or stop it first.`,
      );
    }
    for (const file of journal.leftovers()) fs.rmSync(file, { force: true });
    for (const { operation } of notes) {
      for (const lock of operation ? ownLocks(operation) : []) fs.rmSync(lock, { force: true });
    }
    // With something to settle, nothing is settled past another program's lock.
    const locks = gitLocks(gitDir(git)).map((lock) =>
      path.relative(root, path.join(gitDir(git), lock)),
    );
    if (notes.length > 0 && locks.length > 0) {
      throw new Refused(lockRefusal(locks));
    }
    const messages: string[] = [];
    for (const { file, operation } of notes) {
      if (!operation) continue;
      messages.push(settle(operation));
      fs.rmSync(file, { force: true });
    }
    return messages;
  };

  return { settlePublish, recover };
}
