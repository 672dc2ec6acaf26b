import fs from "fs";
import path from "path";

import { currentBranch, draftBranch, uncommittedChanges } from "./draftGate";
import { entryName, Refused, same, STATUS_NAMES } from "./draftRepo";
import type { DraftRepo } from "./draftRepo";
import { gitDir, refValue, updateRefs } from "./git";
import { draftRef, isRunning, locksOf, statusRef } from "./journal";
import type { Operation } from "./journal";

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
  dropDraft,
  writeDraft,
  holds,
  labelBlob,
}: DraftRepo) {
  /** The working tree's file, or undefined when there is none. */
  const onDisk = (file: string) => {
    const absolute = path.join(root, file);
    return fs.existsSync(absolute) ? fs.readFileSync(absolute) : undefined;
  };

  /**
   * A publish cut off at any step: the working tree and index are put at the commit the branch
   * is at (the new one if the branch had moved, the old one if not). Only the publish's own files
   * may differ from it, and only as the old or the new commit has them; anything else is an edit
   * made by hand, and is refused with its files named.
   */
  const settlePublish = (operation: Extract<Operation, { op: "publish" }>): string => {
    const { branch, oldHead, newHead, draftHead, collection, slug } = operation;
    const name = entryName(collection, slug);
    const at = refValue(git, `refs/heads/${branch}`);
    if (currentBranch(root) !== branch || (at !== oldHead && at !== newHead)) {
      throw new Refused(
        `An interrupted publish of ${name} was found, but ${branch} is no longer checked out as it left it. Nothing was changed.`,
      );
    }
    const target = at === newHead ? newHead : oldHead;
    const versions = publishedVersions(oldHead, newHead);
    const files = versions.map(({ file }) => file);
    for (const file of files) fs.rmSync(partial(file, operation.pid), { force: true });
    const byHand = [
      ...uncommittedChanges(root).filter((file) => !files.includes(file)),
      ...versions
        .filter(
          ({ file, before, after }) => !same(onDisk(file), before) && !same(onDisk(file), after),
        )
        .map(({ file }) => file),
    ];
    if (byHand.length > 0) {
      throw new Refused(
        `An interrupted publish of ${name} was found, and these files were changed since by hand: ${byHand.join(", ")}. Nothing was changed: commit or stash them (git stash --include-untracked), then start again.`,
      );
    }
    placeFiles(versions, target === newHead ? "after" : "before", target);
    if (target === oldHead) {
      return `An interrupted publish of ${name} was rolled back: ${branch} is as it was, and the draft is still there.`;
    }
    if (refValue(git, draftRef(collection, slug)) === draftHead) {
      dropDraft(collection, slug, draftHead, `cms: published ${draftBranch(collection, slug)}`);
    }
    return `An interrupted publish of ${name} was finished: it is on ${branch}, and its draft is gone.`;
  };

  const settle = (operation: Operation): string => {
    const { collection, slug } = operation;
    const name = entryName(collection, slug);
    const current = refValue(git, draftRef(collection, slug));
    switch (operation.op) {
      case "save": {
        fs.rmSync(operation.index, { force: true });
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
   * Settles what an editor's process stopped in the middle of, before anything else starts: one
   * line for each, saying what was found and what was done. Throws `Refused` when another editor
   * is running in this folder, or when settling would touch changes made by hand.
   */
  const recover = (): string[] => {
    const notes = journal.read();
    const running = notes.find(
      ({ operation }) => operation.pid !== process.pid && isRunning(operation.pid),
    );
    if (running) {
      throw new Refused(
        `The editor is already running in this folder (process ${running.operation.pid}), in the middle of a ${running.operation.op}. Use that one, or stop it first.`,
      );
    }
    for (const file of journal.leftovers()) fs.rmSync(file, { force: true });
    const messages: string[] = [];
    for (const { file, operation } of notes) {
      for (const lock of locksOf(operation))
        fs.rmSync(path.join(gitDir(git), lock), { force: true });
      messages.push(settle(operation));
      fs.rmSync(file, { force: true });
    }
    return messages;
  };

  return { settlePublish, recover };
}
