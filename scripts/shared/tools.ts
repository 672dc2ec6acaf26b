import { execFileSync } from "child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "fs";
import path from "path";

/**
 * The two tools only the tests need, each with a package-lock.json of its own and installed on
 * first use with --ignore-scripts (their install scripts download from outside the registry):
 * - netlify-cli (scripts/netlify/, 420 MB), for `netlify dev`, Netlify's own runtime;
 * - Mozilla's HTTP Observatory scanner (scripts/observatory/), for `npm run observatory`.
 * `npm test` starts both installs at its beginning, in the background (scripts/install-tools.ts),
 * so that the browser suites find them installed; whoever needs a tool first installs it, and the
 * others wait for that install rather than start a second.
 */
export type Tool = "netlify" | "observatory";

const DIRS: Record<Tool, string> = {
  netlify: path.join(__dirname, "..", "netlify"),
  observatory: path.join(__dirname, "..", "observatory"),
};

/** npm ci writes this last: without it an install was cut short. */
const isInstalled = (tool: Tool) =>
  existsSync(path.join(DIRS[tool], "node_modules", ".package-lock.json"));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether the install that holds `lock` still runs (a lock without its pid yet: for a minute). */
function ownerRuns(lock: string): boolean {
  try {
    return isRunning(Number(readFileSync(path.join(lock, "pid"), "utf8")));
  } catch {
    return Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 60_000;
  }
}

/** Installs `tool` unless it is installed, waiting for an install already under way. */
export async function installTool(tool: Tool): Promise<string> {
  const dir = DIRS[tool];
  const lock = path.join(dir, ".installing");
  while (!isInstalled(tool)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another process installs it; unless that process has died, in which case its lock goes.
      if (!ownerRuns(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      console.error(`Installing ${tool} into ${path.relative(process.cwd(), dir)}/node_modules…`);
      execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], {
        cwd: dir,
        stdio: ["ignore", process.stderr, process.stderr],
      });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}
