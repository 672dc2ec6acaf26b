import { execFileSync, spawnSync } from "child_process";

/**
 * git, run in one repository. Paths are literal (`--literal-pathspecs`): a file named `:(top)x`
 * or `*` is that file, not a pattern. The editor's local backend and its recovery use it.
 */
export type Git = {
  /** git's output as text; throws with git's own message if it fails. */
  (args: string[], options?: { input?: string | Buffer; env?: NodeJS.ProcessEnv }): string;
  /** git's output as bytes (file contents). */
  bytes: (args: string[], input?: string | Buffer) => Buffer;
  /** Does this git command succeed? (For questions git answers with its exit status.) */
  succeeds: (args: string[]) => boolean;
  /** The repository's folder. */
  root: string;
};

const MAX_OUTPUT = 256 * 1024 * 1024;

/** git's messages in English whatever the editor's language: some are read (a ref that moved). */
const C_LOCALE = { LC_ALL: "C", LANGUAGE: "" };

export function gitIn(root: string): Git {
  const run = (
    args: string[],
    options: { input?: string | Buffer; env?: NodeJS.ProcessEnv } = {},
  ) =>
    execFileSync("git", ["--literal-pathspecs", ...args], {
      cwd: root,
      input: options.input,
      env: { ...process.env, ...C_LOCALE, ...options.env },
      encoding: "utf8",
      maxBuffer: MAX_OUTPUT,
      stdio: ["pipe", "pipe", "pipe"],
    });
  const bytes = (args: string[], input?: string | Buffer) =>
    execFileSync("git", ["--literal-pathspecs", ...args], {
      cwd: root,
      input,
      env: { ...process.env, ...C_LOCALE },
      maxBuffer: MAX_OUTPUT,
      stdio: ["pipe", "pipe", "pipe"],
    });
  const succeeds = (args: string[]) =>
    spawnSync("git", ["--literal-pathspecs", ...args], { cwd: root, stdio: "ignore" }).status === 0;
  return Object.assign(run, { bytes, succeeds, root });
}

/** The commit or object a ref names, or undefined when there is no such ref. */
export function refValue(git: Git, ref: string): string | undefined {
  const result = spawnSync("git", ["rev-parse", "--verify", "--quiet", ref], {
    cwd: git.root,
    encoding: "utf8",
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The repository's git folder, absolute (`.git`, or a worktree's own). */
export const gitDir = (git: Git) => git(["rev-parse", "--absolute-git-dir"]).trim();

/**
 * Applies ref changes as one transaction (`git update-ref --stdin`): all happen, or none. Each
 * line is one of update-ref's commands, e.g. `update refs/heads/x <new> <old>`; an `<old>` that no
 * longer matches fails the whole transaction, so a ref never moves from a value it was not read at.
 */
export function updateRefs(git: Git, commands: string[], message: string): void {
  for (const command of commands) {
    // One command a line, its fields split by spaces: a name with either would be more commands.
    const [verb = "", ref = "", ...ids] = command.split(" ");
    if (
      !["update", "create", "delete"].includes(verb) ||
      !/^refs\/[^\s\0~^:?*[\\]+$/.test(ref) ||
      ids.length > 2 ||
      !ids.every((id) => /^[0-9a-f]{40,64}$/.test(id))
    ) {
      throw new Error(`Not a ref update this editor makes: ${JSON.stringify(command)}`);
    }
  }
  git(["update-ref", "-m", message, "--stdin"], { input: `${commands.join("\n")}\n` });
}

/** Blob contents by id, read in one `git cat-file --batch`. */
export function readBlobs(git: Git, ids: string[]): Map<string, Buffer> {
  const unique = [...new Set(ids)];
  const blobs = new Map<string, Buffer>();
  if (unique.length === 0) return blobs;
  const output = git.bytes(["cat-file", "--batch"], `${unique.join("\n")}\n`);
  let at = 0;
  for (const id of unique) {
    const lineEnd = output.indexOf(0x0a, at);
    const [, type, size] = output.subarray(at, lineEnd).toString("utf8").split(" ");
    if (type !== "blob") throw new Error(`git has no blob ${id}.`);
    const start = lineEnd + 1;
    const end = start + Number(size);
    blobs.set(id, output.subarray(start, end));
    at = end + 1;
  }
  return blobs;
}

/** One file of a tree, as `git ls-tree` gives it. */
export type TreeFile = { path: string; id: string };

/** The files of `treeish` under each of `paths` (every depth), or the one file a path names. */
export function treeFiles(git: Git, treeish: string, ...paths: string[]): TreeFile[] {
  // No path would be the whole tree.
  if (paths.length === 0) return [];
  return git(["ls-tree", "-r", "-z", treeish, "--", ...paths])
    .split("\0")
    .filter(Boolean)
    .flatMap((line) => {
      const [info = "", file = ""] = line.split("\t");
      const [, type, id = ""] = info.split(" ");
      return type === "blob" ? [{ path: file, id }] : [];
    });
}

/** The blob id of each of `files` that `treeish` has, by path, in one `git ls-tree`. */
export function blobsAt(git: Git, treeish: string, files: string[]): Map<string, string> {
  const wanted = new Set(files);
  return new Map(
    treeFiles(git, treeish, ...files)
      .filter(({ path }) => wanted.has(path))
      .map(({ path, id }) => [path, id]),
  );
}
