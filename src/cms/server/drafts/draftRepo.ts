import fs from "fs";
import path from "path";

import {
  blobsAt,
  draftBranch,
  gitDir,
  gitIn,
  isDraftName,
  readBlobs,
  refValue,
  updateRefs,
} from "../git";
import type { Git } from "../git";
import { contentOf } from "../../backendRequest";
import type { DataFile } from "../../backendRequest";
import { createJournal, draftRef, statusRef } from "../journal";
import type { Operation } from "../journal";

/**
 * The repository the editor's drafts live in, and what its operations (draftStore.ts), reads
 * (draftReads.ts) and recovery (recovery.ts) share: git, the journal, and the steps that write.
 */

/** Thrown when the save was made from a version of the entry that is no longer the latest. */
export class Conflict extends Error {}

/** Thrown when a draft asked for does not exist. */
export class NoDraft extends Error {}

/** Thrown when a start finds something it must not settle on its own; it names the files. */
export class Refused extends Error {}

/** Thrown for a request no editor sends: a draft's name git would not take as a branch. */
export class Invalid extends Error {}

/** Refuses a collection or slug that is not a plain name (git/branches.ts, isDraftName). */
export function assertDraftName(collection: string, slug: string) {
  if (!isDraftName(collection, slug)) {
    throw new Invalid(`"${collection}/${slug}" is not a draft's name.`);
  }
}

/** One file of a draft that differs from the published branch, as Decap lists them. */
export type DraftDiff = {
  oldPath: string;
  newPath: string;
  status: "added" | "modified" | "deleted" | "renamed";
  newFile: boolean;
  path: string;
  id: string;
  binary: boolean;
};

/** A file read from a branch or draft: its text (null: no such file) and its blob id. */
export type ReadFile = { path: string; data: string | null; id: string | null };

export const DEFAULT_LABEL_PREFIX = "decap-cms/";
export const STATUS_NAMES: Record<string, string> = {
  draft: "Draft",
  pending_review: "In review",
  pending_publish: "Ready",
};

export const NOTHING_SAVED = "Nothing was saved.";

/** A file a publish changes: the blob the old commit and the new one have (undefined: none). */
export type FileVersions = { file: string; before?: string; after?: string };

/** The working tree and an index placed at a commit, the index not yet in place (placeFiles). */
export type PlacedFiles = { commit: () => void; abandon: () => void };

/** Steps of an operation, named for the `trace` option (tests stop an operation at each). */
export type Step =
  "journalled" | "committed" | "moved" | "worktree" | "published" | "dropped" | "status";

export type DraftStoreOptions = {
  /** Called after each step of a change: a test stops an operation there as a crash would. */
  trace?: (step: Step) => void;
};

export function openRepo(root: string, { trace = () => undefined }: DraftStoreOptions = {}) {
  const git: Git = gitIn(root);
  const journal = createJournal(gitDir(git));

  const head = (branch: string) => {
    const value = refValue(git, `refs/heads/${branch}^{commit}`);
    if (!value) throw new Error(`There is no branch ${branch}.`);
    return value;
  };

  /** Files of `ref` by path, null where it has none. */
  const read = (ref: string, paths: string[]): ReadFile[] => {
    const found = blobsAt(git, ref, paths);
    const ids = paths.map((file) => found.get(file));
    const blobs = readBlobs(
      git,
      ids.filter((id): id is string => id !== undefined),
    );
    return paths.map((file, index) => {
      const id = ids[index];
      return {
        path: file,
        id: id ?? null,
        data: id ? (blobs.get(id)?.toString("utf8") ?? null) : null,
      };
    });
  };

  /** A draft's status label: its status ref, or the branch description decap-server kept. */
  const labelOf = (collection: string, slug: string): string => {
    const id = refValue(git, statusRef(collection, slug));
    if (id) return git(["cat-file", "blob", id]).trim();
    const branch = draftBranch(collection, slug);
    try {
      return git(["config", `branch.${branch}.description`]).trim();
    } catch {
      return `${DEFAULT_LABEL_PREFIX}draft`;
    }
  };

  const labelBlob = (label: string) =>
    git(["hash-object", "-w", "--stdin"], { input: label }).trim();

  /** The draft's branch and status ref removed, in one transaction. */
  const dropDraft = (collection: string, slug: string, draftHead: string, message: string) => {
    const commands = [`delete ${draftRef(collection, slug)} ${draftHead}`];
    if (refValue(git, statusRef(collection, slug))) {
      commands.push(`delete ${statusRef(collection, slug)}`);
    }
    updateRefs(git, commands, message);
  };

  /**
   * The save's commit, and the draft's branch moved to it: from `expected` (checked by git as it
   * moves it), or made new with its status. Nothing outside git's objects and refs is written.
   */
  const writeDraft = (operation: Extract<Operation, { op: "save" }>): string => {
    const { collection, slug, expected, files } = operation;
    const { parent } = operation;
    const env = { GIT_INDEX_FILE: operation.index };
    let tree: string;
    try {
      git(["read-tree", parent], { env });
      const lines: string[] = [];
      for (const file of files) {
        const blob = git(["hash-object", "-w", "--stdin"], { input: contentOf(file) }).trim();
        if (file.newPath && file.newPath !== file.path) {
          lines.push(`0 ${"0".repeat(40)}\t${file.path}`);
          lines.push(`100644 ${blob}\t${file.newPath}`);
        } else {
          lines.push(`100644 ${blob}\t${file.path}`);
        }
      }
      git(["update-index", "--index-info"], { env, input: `${lines.join("\n")}\n` });
      tree = git(["write-tree"], { env }).trim();
    } finally {
      fs.rmSync(operation.index, { force: true });
    }
    const commit = git(["commit-tree", tree, "-p", parent, "-m", operation.message]).trim();
    trace("committed");
    const ref = draftRef(collection, slug);
    const commands = expected
      ? [`update ${ref} ${commit} ${expected}`]
      : [`create ${ref} ${commit}`];
    if (!expected)
      commands.push(`update ${statusRef(collection, slug)} ${labelBlob(operation.label)}`);
    updateRefs(git, commands, `cms: save ${collection}/${slug}`);
    trace("moved");
    return commit;
  };

  /** Does this commit hold every file of the save as the save wrote it? */
  const holds = (commit: string, files: DataFile[]) => {
    const ids = read(
      commit,
      files.map((file) => file.newPath ?? file.path),
    ).map(({ id }) => id);
    const blobOf = (file: DataFile) => git(["hash-object", "--stdin"], { input: contentOf(file) });
    return files.every((file, at) => ids[at] === blobOf(file).trim());
  };

  /** The files a publish changes, by the blob each commit has there (undefined: no file). */
  const publishedVersions = (oldHead: string, newHead: string): FileVersions[] => {
    const files = git(["diff", "--name-only", "-z", "--no-renames", oldHead, newHead])
      .split("\0")
      .filter(Boolean);
    const [before, after] = [blobsAt(git, oldHead, files), blobsAt(git, newHead, files)];
    return files.map((file) => ({ file, before: before.get(file), after: after.get(file) }));
  };

  /** Where a file is written before it is renamed into place, by the process `pid`. */
  const partial = (file: string, pid: number) => path.join(root, `${file}.octopus-cms-${pid}.tmp`);

  /**
   * The blob the working tree's file would be committed as, with git's filters (line endings on
   * Windows) applied, or undefined when there is no file.
   */
  const onDisk = (file: string): string | undefined => {
    const absolute = path.join(root, file);
    if (!fs.existsSync(absolute)) return undefined;
    return git(["hash-object", `--path=${file}`, "--", absolute]).trim();
  };

  /**
   * The working tree's files as `commit` has them, and an index of it, under git's own lock on the
   * index, as a checkout holds it: no other git command changes them meanwhile. First checks that
   * each file is still as `expected` allows (an edit made since the last check is refused, not
   * overwritten); then writes each whole, as a checkout would (git's filters applied), through a
   * copy beside it renamed over it: a process killed in the middle leaves every file as it was or
   * as it will be, never cut short. The caller puts the index in place (`commit`) once the branch
   * is where the index says, or lets the lock go (`abandon`).
   */
  const placeFiles = (
    versions: FileVersions[],
    side: "before" | "after",
    commit: string,
    expected: (version: FileVersions, now: string | undefined) => boolean,
  ): PlacedFiles => {
    const lock = path.join(gitDir(git), "index.lock");
    try {
      fs.closeSync(fs.openSync(lock, "wx"));
    } catch {
      throw new Refused(
        `git's lock file ${path.relative(root, lock)} is there: another git program is changing this folder. Nothing was changed.`,
      );
    }
    const index = path.join(journal.folder, `index-${process.pid}-checkout`);
    let held = true;
    const abandon = () => {
      fs.rmSync(index, { force: true });
      // Only while it is this process's: once renamed over the index, a lock is another program's.
      if (held) fs.rmSync(lock, { force: true });
      held = false;
    };
    try {
      const changed = versions.filter((version) => !expected(version, onDisk(version.file)));
      if (changed.length > 0) {
        throw new Refused(
          `These files were changed by hand meanwhile: ${changed.map(({ file }) => file).join(", ")}. Nothing was changed.`,
        );
      }
      for (const version of versions) {
        const absolute = path.join(root, version.file);
        if (version[side] === undefined) {
          fs.rmSync(absolute, { force: true });
          continue;
        }
        const content = git.bytes(["cat-file", "--filters", `${commit}:${version.file}`]);
        fs.mkdirSync(path.dirname(absolute), { recursive: true });
        fs.writeFileSync(partial(version.file, process.pid), content);
        fs.renameSync(partial(version.file, process.pid), absolute);
      }
      const env = { GIT_INDEX_FILE: index };
      git(["read-tree", commit], { env });
      git(["update-index", "-q", "--refresh"], { env });
    } catch (error) {
      abandon();
      throw error;
    }
    return {
      commit: () => {
        // Into the lock, then the lock over the index: git's own way of writing it.
        fs.renameSync(index, lock);
        fs.renameSync(lock, path.join(gitDir(git), "index"));
        held = false;
        abandon();
      },
      abandon,
    };
  };

  return {
    root,
    git,
    journal,
    trace,
    head,
    read,
    labelOf,
    labelBlob,
    dropDraft,
    writeDraft,
    holds,
    publishedVersions,
    partial,
    onDisk,
    placeFiles,
  };
}

export type DraftRepo = ReturnType<typeof openRepo>;
