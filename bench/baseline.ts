/**
 * `--against <ref>`: the build of another commit, to measure beside the current one.
 *
 * Builds are cached by commit in node_modules/.cache/octopus-bench/<full sha>/public: git ignores
 * that folder, and so do ESLint, Jest and TypeScript (a folder under bench/ would be linted).
 * A missing build is made in a detached `git worktree` in the system's temporary folder, with the
 * repository's node_modules linked in, by `gatsby clean` and `gatsby build`; its public/ is copied
 * to the cache and the worktree removed (`git worktree remove`, then `git worktree prune`), also
 * when the build fails, so `git worktree list` shows only the main checkout afterwards.
 */
import { execFile, spawn } from "child_process";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { promisify } from "util";

const REPO = path.resolve(__dirname, "..");
export const BUILD_CACHE = path.join(REPO, "node_modules/.cache/octopus-bench");

const git = async (...args: string[]) =>
  (await promisify(execFile)("git", args, { cwd: REPO })).stdout.trim();

/** Runs a command with its output on stderr, so that stdout stays the report. */
function spawnLogged(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", process.stderr, process.stderr],
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

export type Baseline = { ref: string; sha: string; publicDir: string; cached: boolean };

/** The build of `ref`, from the cache or built now. */
export async function baselineBuild(ref: string): Promise<Baseline> {
  const sha = await git("rev-parse", "--verify", `${ref}^{commit}`).catch(() => {
    throw new Error(`--against: ${ref} is not a commit in this repository.`);
  });
  const publicDir = path.join(BUILD_CACHE, sha, "public");
  if (existsSync(path.join(publicDir, "index.html"))) {
    return { ref, sha, publicDir, cached: true };
  }

  const worktree = path.join(tmpdir(), `octopus-bench-${sha}`);
  // What an interrupted build left, if anything (rm does not follow the node_modules link).
  rmSync(worktree, { recursive: true, force: true });
  await git("worktree", "prune");
  process.stderr.write(`Building ${ref} (${sha.slice(0, 12)}) in ${worktree} …\n`);
  await git("worktree", "add", "--detach", worktree, sha);
  const modules = path.join(worktree, "node_modules");
  try {
    symlinkSync(path.join(REPO, "node_modules"), modules, "dir");
    const gatsby = path.join(modules, ".bin/gatsby");
    await spawnLogged(gatsby, ["clean"], worktree);
    await spawnLogged(gatsby, ["build"], worktree);
    // Copied beside, then renamed: an interrupted copy never looks like a cached build.
    const copy = `${publicDir}.partial`;
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(path.dirname(publicDir), { recursive: true });
    cpSync(path.join(worktree, "public"), copy, { recursive: true });
    rmSync(publicDir, { recursive: true, force: true });
    renameSync(copy, publicDir);
    writeFileSync(
      path.join(BUILD_CACHE, sha, "build.json"),
      `${JSON.stringify({ ref, sha, built: new Date().toISOString() }, null, 2)}\n`,
    );
  } finally {
    // The link first, so that nothing below can reach the repository's node_modules through it.
    rmSync(modules, { force: true });
    await git("worktree", "remove", "--force", worktree).catch(() =>
      rmSync(worktree, { recursive: true, force: true }),
    );
    await git("worktree", "prune");
  }
  return { ref, sha, publicDir, cached: false };
}
