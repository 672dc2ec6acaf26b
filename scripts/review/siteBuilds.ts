import { spawn } from "child_process";
import { createHash } from "crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "fs";
import os from "os";
import path from "path";

import { FINISH_IN_ENV, WITHOUT_EDITOR_ENV } from "../../src/gatsby/buildEnv";
import { gitIn, refValue } from "../../src/cms/server/git";
import { isRunning, processStart } from "../../src/cms/server/journal";

/**
 * The review's builds, made outside the editor's checkout, which they never touch:
 * - `site/`, a clone that shares the repository's objects (`git clone --shared`), where each
 *   commit is checked out and built in turn. Its `.cache/` and `public/` stay between builds, so
 *   Gatsby rebuilds only what a commit changed;
 * - `builds/<tree>-<deps>/`, each commit's finished site (src/gatsby/postBuild.ts finishes it
 *   there and leaves public/ as Gatsby made it), kept so that the published commit is built once
 *   for every draft reviewed against it. The newest KEPT_BUILDS are kept.
 * The folder is per repository: REVIEW_CACHE_DIR, else ~/.cache/octopus-site-review/<name>-<hash>.
 */
export const KEPT_BUILDS = 6;

/** Marks a finished build, written last. */
export const DONE = ".review-build";

export type ReviewCache = { dir: string; site: string; builds: string };

export function reviewCache(root: string): ReviewCache {
  const real = realpathSync(root);
  const base =
    process.env.REVIEW_CACHE_DIR ??
    path.join(
      process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"),
      "octopus-site-review",
      `${path.basename(real)}-${createHash("sha256").update(real).digest("hex").slice(0, 8)}`,
    );
  return { dir: base, site: path.join(base, "site"), builds: path.join(base, "builds") };
}

/** Gatsby's cursor and colour codes, meant for a terminal that redraws. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** Runs a command, its output passed to `log` line by line; rejects with its last lines. */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; log: (line: string) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const tail: string[] = [];
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString().replace(TERMINAL_CODES, "").split("\n")) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        options.log(line);
      }
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${tail.join("\n")}`)),
    );
  });
}

/** The clone builds are made in, made or brought to `commit`, with no file but Gatsby's own left over. */
function checkOut(root: string, cache: ReviewCache, commit: string): void {
  const git = gitIn(root);
  if (!existsSync(path.join(cache.site, ".git"))) {
    rmSync(cache.site, { recursive: true, force: true });
    mkdirSync(path.dirname(cache.site), { recursive: true });
    git(["clone", "--quiet", "--shared", "--no-checkout", git.root, cache.site]);
  }
  // The objects it reads are the repository's own: after a clone of this folder's moved, or with
  // one REVIEW_CACHE_DIR for several clones (the suites'), the clone reads from where they are now.
  const objects = path.resolve(git.root, git(["rev-parse", "--git-common-dir"]).trim(), "objects");
  const alternates = path.join(cache.site, ".git", "objects", "info", "alternates");
  if (!existsSync(alternates) || readFileSync(alternates, "utf8").trim() !== objects) {
    writeFileSync(alternates, `${objects}\n`);
  }
  const site = gitIn(cache.site);
  site(["checkout", "--quiet", "--force", "--detach", commit]);
  // Untracked files a former commit had; ignored ones (.cache/, public/) are what is kept.
  site(["clean", "--quiet", "-d", "--force"]);
  linkModules(root, cache);
}

/**
 * The clone builds with the packages of the checkout it reviews: its node_modules is a link to
 * theirs, made again whenever it leads elsewhere. The cache outlives the checkouts it served (a
 * clone removed, moved, or installed again), and a link to one of those leads nowhere, or to
 * packages of other versions: existsSync follows the link, so it saw no link there and the link
 * it then made failed with EEXIST (a fresh clone's CI, after the clone before had gone).
 */
function linkModules(root: string, cache: ReviewCache): void {
  const modules = path.join(cache.site, "node_modules");
  const packages = realpathSync(path.join(root, "node_modules"));
  try {
    if (readlinkSync(modules) === packages) return;
  } catch {
    // Nothing there, or a folder rather than a link: made below.
  }
  rmSync(modules, { recursive: true, force: true });
  symlinkSync(packages, modules);
}

/** A content file read as data (JSON.parse): its whitespace is not part of its build. */
const CONTENT_DATA = /^content\/.+\.json$/;

/** The blobs `oids` name, as text, by `git cat-file --batch`. */
function blobTexts(root: string, oids: string[]): Map<string, string> {
  const texts = new Map<string, string>();
  if (oids.length === 0) return texts;
  const out = gitIn(root).bytes(["cat-file", "--batch"], `${oids.join("\n")}\n`);
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(10, at);
    const [oid = "", , size = "0"] = out.subarray(at, end).toString().split(" ");
    const start = end + 1;
    texts.set(oid, out.subarray(start, start + Number(size)).toString("utf8"));
    at = start + Number(size) + 1;
  }
  return texts;
}

/**
 * A commit's files as a build reads them, digested: each file by its blob, except a JSON file of
 * content/, which counts by its data (JSON.parse, as gatsby-transformer-json reads it). A content
 * file saved again with other whitespace or indentation is the same site, and is not built again:
 * its review shows no visible change at once. A file JSON.parse refuses counts by its blob. (The
 * content checks read more than the data, a field repeated say: runReview runs them on every
 * tree that was not itself built.)
 */
export function filesDigest(root: string, commit: string): string {
  const files = gitIn(root)(["ls-tree", "-r", "-z", "--full-tree", `${commit}^{tree}`])
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const tab = entry.indexOf("\t");
      const [mode = "", , oid = ""] = entry.slice(0, tab).split(" ");
      return { mode, oid, file: entry.slice(tab + 1) };
    });
  const texts = blobTexts(root, [
    ...new Set(files.filter(({ file }) => CONTENT_DATA.test(file)).map(({ oid }) => oid)),
  ]);
  const hash = createHash("sha256");
  for (const { mode, oid, file } of files) {
    let content = oid;
    const text = texts.get(oid);
    if (CONTENT_DATA.test(file) && text !== undefined) {
      try {
        content = `data:${JSON.stringify(JSON.parse(text))}`;
      } catch {
        // Not JSON: the blob itself, which its build and checks refuse.
      }
    }
    hash.update(`${mode} ${file}\0${content}\0`);
  }
  return hash.digest("hex").slice(0, 40);
}

/** The tree of a commit: what a build of it was made from. */
export const treeOf = (root: string, commit: string): string =>
  gitIn(root)(["rev-parse", `${commit}^{tree}`]).trim();

/**
 * The key of a commit's build: its files as a build reads them (filesDigest: a build asks git
 * nothing) and the packages it is built with. Two commits of the same files share a build: a
 * draft rebased without a change, a content file's whitespace, or the same site in another clone.
 */
export function buildKey(root: string, commit: string): string {
  const lock = path.join(root, "package-lock.json");
  const deps = existsSync(lock)
    ? createHash("sha256").update(readFileSync(lock)).digest("hex").slice(0, 8)
    : "nolock";
  return `${filesDigest(root, commit)}-${deps}`;
}

/** Only the newest KEPT_BUILDS builds stay. */
function pruneBuilds(cache: ReviewCache, keep: string[]): void {
  if (!existsSync(cache.builds)) return;
  const builds = readdirSync(cache.builds)
    .map((name) => ({ name, time: statSync(path.join(cache.builds, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of builds.slice(KEPT_BUILDS)) {
    if (!keep.includes(name))
      rmSync(path.join(cache.builds, name), { recursive: true, force: true });
  }
}

export type BuiltCommit = {
  commit: string;
  dir: string;
  reused: boolean;
  /** The tree it was built from: `commit`'s own, or another of the same data (buildKey). */
  tree?: string;
};

/** A commit's finished site kept from an earlier review, or undefined. */
export function keptBuild(root: string, commit: string): BuiltCommit | undefined {
  const dir = path.join(reviewCache(root).builds, buildKey(root, commit));
  const done = path.join(dir, DONE);
  if (!existsSync(done)) return undefined;
  const now = new Date();
  utimesSync(dir, now, now);
  // "<commit> <tree>": a build from before the tree was written says only its commit.
  const [, tree] = readFileSync(done, "utf8").trim().split(/\s+/);
  return { commit, dir, reused: true, ...(tree ? { tree } : {}) };
}

/** Checks `commit` out in the review's clone, and returns the clone's folder. */
export function checkOutCommit(root: string, commit: string): string {
  const cache = reviewCache(root);
  checkOut(root, cache, commit);
  return cache.site;
}

/**
 * Builds the commit checked out (checkOutCommit) as a site for review: pages only, without the
 * editor at /admin/, finished in its own folder. `detail` hears Gatsby's lines.
 */
export async function buildCheckedOut(
  root: string,
  commit: string,
  detail: (line: string) => void,
): Promise<BuiltCommit> {
  const cache = reviewCache(root);
  const key = buildKey(root, commit);
  const dir = path.join(cache.builds, key);
  const unfinished = `${dir}.building`;
  rmSync(unfinished, { recursive: true, force: true });
  mkdirSync(cache.builds, { recursive: true });
  await run(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: cache.site,
    env: {
      GATSBY_TELEMETRY_DISABLED: "1",
      [FINISH_IN_ENV]: unfinished,
      [WITHOUT_EDITOR_ENV]: "1",
      CI: "true",
    },
    log: detail,
  });
  if (!existsSync(unfinished)) {
    // A commit from before the review (its postBuild finishes in public/, and takes out the page
    // data Gatsby's next build needs): its site is public/, and the next build starts clean.
    cpSync(path.join(cache.site, "public"), unfinished, { recursive: true });
    for (const made of [".cache", "public"]) {
      rmSync(path.join(cache.site, made), { recursive: true, force: true });
    }
  }
  const tree = treeOf(root, commit);
  writeFileSync(path.join(unfinished, DONE), `${commit} ${tree}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(unfinished, dir);
  pruneBuilds(cache, [key]);
  return { commit, dir, reused: false, tree };
}

/**
 * Whether the process a lock names ("<pid> <start>") is still the one that took it. The cache
 * outlives its processes (a review killed, a machine's /tmp kept between CI runs), and a pid is
 * given again to another process in time: a lock left behind would then wait for ever.
 */
function holderAlive(lock: string): boolean {
  const text = lock.trim();
  const space = text.indexOf(" ");
  // The start as processStart gives it: on macOS a date, spaces and all.
  const holder = Number(space < 0 ? text : text.slice(0, space));
  const start = space < 0 ? undefined : text.slice(space + 1);
  return Number.isInteger(holder) && holder > 0 && isRunning(holder, start);
}

/**
 * One review at a time in a repository's cache: they share the clone. Waits for one under way
 * (`npm run cms` starts a review at each save) unless its process is gone.
 */
export async function withCacheLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const cache = reviewCache(root);
  mkdirSync(cache.dir, { recursive: true });
  const lock = path.join(cache.dir, "lock");
  const mine = `${process.pid} ${processStart(process.pid) ?? ""}`.trim();
  for (;;) {
    try {
      writeFileSync(lock, mine, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let held: string | undefined;
      try {
        held = readFileSync(lock, "utf8");
      } catch {
        continue; // let go of between the two calls: take it
      }
      if (!holderAlive(held)) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The commit a ref names in the repository, or an error that says what was asked. */
export function commitOf(root: string, ref: string): string {
  const commit = refValue(gitIn(root), `${ref}^{commit}`);
  if (!commit) throw new Error(`No commit or branch named "${ref}" in ${root}.`);
  return commit;
}
