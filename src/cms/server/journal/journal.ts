import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

import type { DataFile } from "../../backendRequest";
import { draftBranch } from "../git";

/**
 * The editor's journal: before the local backend changes the repository it writes down what it is
 * about to do, and once it has done it, it deletes the note. A note found at the next start is an
 * operation that was cut off (the process killed, the laptop asleep for good), and it says enough
 * to finish it or to undo it (drafts/draftStore.ts, `recover`). It lives in the git folder, where
 * nothing is ever committed or shown by `git status`: `.git/octopus-cms/`.
 */

type Common = {
  /** The process that wrote the note: while it lives, the operation may still be running. */
  pid: number;
  /** When that process started, where the system says (Linux): a pid used again is not it. */
  pidStart?: string;
  startedAt: string;
  collection: string;
  slug: string;
  /** The published branch. */
  branch: string;
};

export type Operation =
  | (Common & {
      op: "save";
      /** The draft's commit before the save, or null: the save makes the draft. */
      expected: string | null;
      /** The commit the save was checked against and is built on: the draft's, or main's. */
      parent: string;
      files: DataFile[];
      /** The status a new draft starts with (a label, e.g. "decap-cms/draft"). */
      label: string;
      message: string;
      /** The index file the save builds its tree in (removed with the note). */
      index: string;
    })
  | (Common & {
      op: "publish";
      draftHead: string;
      /** The published branch before and after: the working tree goes from one to the other. */
      oldHead: string;
      newHead: string;
    })
  | (Common & {
      op: "remove";
      /** The published branch before and after the entry's files were deleted from it. */
      oldHead: string;
      newHead: string;
    })
  | (Common & { op: "status"; label: string })
  | (Common & { op: "delete"; draftHead: string });

/** An operation as its caller describes it: `stamp` adds who and when. */
export type Unstamped = Operation extends infer O
  ? O extends Operation
    ? Omit<O, "pid" | "pidStart" | "startedAt">
    : never
  : never;

/** The fields of Linux's /proc/<pid>/stat after the name (state first), or undefined. */
function procStat(pid: number): string[] | undefined {
  try {
    // "<pid> (<name>) <state> <ppid> …": the name may hold spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * When the process `pid` started, or undefined where the system does not say: Linux's /proc
 * (field 22, in clock ticks since boot), else `ps` (macOS, the BSDs).
 */
export function processStart(pid: number): string | undefined {
  const stat = procStat(pid);
  if (stat) return stat[19];
  const ps = spawnSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8" });
  return ps.status === 0 && ps.stdout.trim() ? ps.stdout.trim() : undefined;
}

/** The operation, noted as this process's, starting now. */
export const stamp = <T extends Unstamped>(operation: T) =>
  ({
    ...operation,
    pid: process.pid,
    pidStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
  }) as T & { pid: number; pidStart?: string; startedAt: string };

/** Where the editor keeps its notes, in the git folder `gitDir`. */
const journalFolder = (gitDir: string) => path.join(gitDir, "octopus-cms");

/** The ref that holds a draft's status (a blob with its label, e.g. "decap-cms/pending_review"). */
export const statusRef = (collection: string, slug: string) =>
  `refs/cms-status/${collection}/${slug}`;

export const draftRef = (collection: string, slug: string) =>
  `refs/heads/${draftBranch(collection, slug)}`;

/**
 * The lock files git makes while it does what `operation` asks, by path in the git folder. Left
 * behind by a process killed at the wrong moment, each would stop the next git command on its ref.
 * The recovery removes those made since the operation began; an older one is another program's.
 */
export function locksOf(operation: Operation): string[] {
  const { collection, slug } = operation;
  const [draft, status] = [
    `${draftRef(collection, slug)}.lock`,
    `${statusRef(collection, slug)}.lock`,
  ];
  switch (operation.op) {
    case "save":
      return operation.expected === null ? [draft, status] : [draft];
    case "status":
      return [status];
    case "delete":
      return [draft, status, "packed-refs.lock"];
    case "remove":
      return [`refs/heads/${operation.branch}.lock`, "HEAD.lock", "index.lock"];
    case "publish":
      // The index is built beside it, then renamed over index.lock, which the publish holds.
      return [
        draft,
        status,
        "packed-refs.lock",
        `refs/heads/${operation.branch}.lock`,
        "HEAD.lock",
        "index.lock",
      ];
  }
}

/**
 * Is the process `pid`, started at `start`, running? A process of another user is; a zombie
 * (killed, not yet reaped by its parent: in a container whose first process reaps nothing it stays
 * one) is not, and nor is another process given the same pid since.
 */
export function isRunning(pid: number, start?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // A zombie; no /proc: no zombies to tell apart here.
  if (procStat(pid)?.[0] === "Z") return false;
  const now = processStart(pid);
  return start === undefined || now === undefined || now === start;
}

/** Writes a file whole or not at all: a copy beside it, flushed, then renamed over it. */
function writeWhole(file: string, text: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = fs.openSync(temporary, "w");
  try {
    fs.writeSync(handle, text);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, file);
}

export type JournalNote = { file: string; operation?: Operation };

/** A note's name: `journal-<pid>-<n>.json`. */
const NOTE = /^journal-\d+-\d+\.json$/;

export function createJournal(gitDir: string) {
  const folder = journalFolder(gitDir);
  let notes = 0;
  return {
    folder,
    /** Notes the operation before it starts; returns what deletes the note once it is done. */
    write(operation: Operation): () => void {
      fs.mkdirSync(folder, { recursive: true });
      notes += 1;
      const file = path.join(folder, `journal-${operation.pid}-${notes}.json`);
      writeWhole(file, JSON.stringify(operation, null, 2));
      return () => fs.rmSync(file, { force: true });
    },
    /** The notes of operations that did not finish, oldest first; a note not JSON, unread. */
    read(): JournalNote[] {
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((name) => NOTE.test(name))
        .map((name) => {
          const file = path.join(folder, name);
          try {
            return { file, operation: JSON.parse(fs.readFileSync(file, "utf8")) as Operation };
          } catch {
            return { file };
          }
        })
        .sort((a, b) => (a.operation?.startedAt ?? "").localeCompare(b.operation?.startedAt ?? ""));
    },
    /**
     * Files an editor's process left half-made when it stopped: a note not yet renamed into place,
     * an index a save was building its tree in. Only those of processes no longer running.
     */
    leftovers(): string[] {
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .map((name) => ({ name, pid: /^(?:journal|index)-(\d+)/.exec(name)?.[1] }))
        .filter(
          ({ name, pid }) => pid && !NOTE.test(name) && (+pid === process.pid || !isRunning(+pid)),
        )
        .map(({ name }) => path.join(folder, name));
    },
  };
}

/**
 * git's lock files in the git folder: each says a git command is running, or stopped in the middle
 * of a change. By path in the git folder (`index.lock`, `refs/heads/main.lock`).
 */
export function gitLocks(gitDir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(gitDir, folder), { withFileTypes: true })) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (entry.name.endsWith(".lock")) found.push(name);
    }
  };
  for (const entry of fs.readdirSync(gitDir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".lock")) found.push(entry.name);
  }
  if (fs.existsSync(path.join(gitDir, "refs"))) walk("refs");
  return found.sort();
}

/** Why nothing starts past these lock files (paths as the editor sees them), in three lines. */
export const lockRefusal = (locks: string[], nothing = "Nothing was changed.") =>
  [
    `git's lock files are in the way: ${locks.join(", ")}.`,
    `Another git program (an editor's git panel, a terminal) is running in this folder, or one stopped in the middle of a change. ${nothing}`,
    "Let it finish and start again; if no git program is running, delete these files, then start again.",
  ].join("\n");
