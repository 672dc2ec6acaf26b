/**
 * `npm run cms`: edit the content in the browser, on this computer. Starts the editor's local
 * backend (decap-server) and the site in development mode (`gatsby develop`, which builds the
 * editor at /admin/, passes the editor's /api/v1 requests on to decap-server through the content
 * gate, and reloads the pages when a file changes). It prints the editor's address once /admin/
 * answers, and shows progress until then. Ctrl+C stops both.
 *
 * By default the editor has the editorial workflow: decap-server runs in git mode, a save makes a
 * draft (a branch `cms/<collection>/<slug>` of this repository, written without checking it out:
 * src/cms/server/drafts/draftStore.ts), and publishing merges it into the branch checked out here,
 * whose files it changes. So this refuses to start while the working tree has changes that are not
 * committed, and the gate refuses any change to the repository if some appear while it runs
 * (src/cms/server/gate/requestGate.ts). An operation cut off when the editor last stopped (killed,
 * the laptop asleep for good) is settled first, and a line says what was found and done.
 *
 * `npm run cms -- --no-workflow`: no drafts. decap-server runs in fs mode and a save writes the
 * file in content/ at once, committing nothing.
 */
import { spawn, spawnSync } from "child_process";
import type { ChildProcess } from "child_process";
import http from "http";
import os from "os";
import path from "path";

import {
  createDraftStore,
  currentBranch,
  endGroup,
  freePort,
  gitDir,
  gitIn,
  gitLocks,
  isDraftBranch,
  lockRefusal,
  Refused,
  startDecapServer,
  uncommittedChanges,
} from "../src/cms/server";

/** Lines of gatsby develop that give an address before the editor answers there. */
const ADDRESS_LINES =
  /You can now view|^\s*Local:|On Your Network|View GraphiQL|Decap CMS is running at|^\s*(https?:\/\/\S+)?[\s⠀]*$/;

/** Gatsby's cursor and colour codes, meant for a terminal that redraws. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Whether gatsby develop runs in a process group of its own: not on Windows, which has none. */
const OWN_GROUP = process.platform !== "win32";

/** How long gatsby develop has to end when asked before it is killed. */
const SITE_GRACE_MS = 5_000;

/**
 * Ends gatsby develop and every process it started. Asked to stop while it starts, it stops only
 * once its start is done: on a busy machine it and its workers ran 20 s and more after `npm run
 * cms` had ended, writing into .cache and public/ (the browser suite's cms-crash saw them). So it
 * is asked (SIGTERM to its group), given SITE_GRACE_MS, then killed: what it was writing, .cache
 * and public/, it makes again at its next start.
 * On Windows, taskkill ends the tree at once: there is no SIGTERM to ask with.
 */
async function endSite(site: ChildProcess): Promise<void> {
  if (!site.pid) return;
  if (!OWN_GROUP) {
    spawnSync("taskkill", ["/pid", String(site.pid), "/T", "/F"], { stdio: "ignore" });
    return;
  }
  const left = await endGroup(site.pid, SITE_GRACE_MS);
  if (left.length > 0)
    console.error(`npm run cms: gatsby develop did not end:\n${left.join("\n")}`);
}

/** The status of a GET, or 0 when nothing answers. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve(0));
    request.setTimeout(5_000, () => request.destroy());
  });
}

/** Does the editor answer: its page and its script, as the browser will ask for them? */
async function editorAnswers(origin: string): Promise<boolean> {
  const [page, script] = await Promise.all([
    status(`${origin}/admin/`),
    status(`${origin}/admin/cms.js`),
  ]);
  return page === 200 && script === 200;
}

/** Why the editorial workflow cannot start in this folder, or undefined. */
function workflowObstacle(root: string): string | undefined {
  let branch: string | undefined;
  let changes: string[];
  try {
    branch = currentBranch(root);
    changes = uncommittedChanges(root);
  } catch {
    return "This folder is not a git repository. The editor keeps drafts as git branches: run it in a clone of the project, or run `npm run cms -- --no-workflow` to save straight into the files.";
  }
  if (spawnSync("git", ["var", "GIT_COMMITTER_IDENT"], { cwd: root }).status !== 0) {
    return 'git does not know who you are, and every draft is a commit. Set your name and email once: `git config --global user.name "Your Name"` and `git config --global user.email you@example.com`.';
  }
  if (!branch) {
    return "No branch is checked out (HEAD is detached). Check out the branch the editor should publish to, e.g. `git switch main`.";
  }
  const folder = gitDir(gitIn(root));
  const locks = gitLocks(folder).map((lock) => path.relative(root, path.join(folder, lock)));
  if (locks.length > 0) return lockRefusal(locks, "Nothing was started.");
  if (isDraftBranch(branch)) {
    return `The branch checked out, ${branch}, is one of the editor's drafts, not a branch to publish to. Check out the published branch, e.g. \`git switch main\`.`;
  }
  if (changes.length > 0) {
    const listed = changes.slice(0, 10).map((file) => `    ${file}`);
    if (changes.length > 10) listed.push(`    … and ${changes.length - 10} more`);
    return [
      "The working tree has changes that are not committed:",
      ...listed,
      "Publishing a draft writes the published files into this folder, over changes like these,",
      "and a start after an interrupted publish could not tell them from its own. Nothing was started.",
      "Commit them, or put them aside with `git stash --include-untracked` (and back later with",
      "`git stash pop`), then run `npm run cms` again.",
    ].join("\n");
  }
  return undefined;
}

/**
 * Settles what an editor stopped in the middle of (a save, a publish:
 * src/cms/server/drafts/recovery.ts) and prints a line for each. Returns why the editor must not
 * start (another program's git lock, changes by hand in the way, an editor already running), or
 * undefined.
 */
function recoverInterrupted(root: string): string | undefined {
  if (!gitIn(root).succeeds(["rev-parse", "--git-dir"])) return undefined;
  try {
    for (const line of createDraftStore(root).recover()) console.log(line);
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
  return undefined;
}

async function main() {
  const root = process.cwd();
  const started = Date.now();
  const workflow = !process.argv.includes("--no-workflow");
  // Both ways: a publish cut off leaves files that saving straight into them must not start on.
  const interrupted = recoverInterrupted(root);
  if (interrupted) {
    console.error(`\nnpm run cms: ${interrupted}\n`);
    process.exit(1);
  }
  if (workflow) {
    const obstacle = workflowObstacle(root);
    if (obstacle) {
      console.error(`\nnpm run cms: ${obstacle}\n`);
      process.exit(1);
    }
  }
  const branch = workflow ? currentBranch(root) : undefined;

  console.log(
    workflow
      ? `Starting the content editor, with drafts and review on branch ${branch}.`
      : "Starting the content editor, saving straight into the files (no drafts).",
  );
  console.log("A fresh clone takes about a minute; later starts reuse Gatsby's cache.\n");

  // 8000 as Gatsby's docs say, unless something already listens there.
  const sitePort = await freePort(Number(process.env.PORT ?? 8000));
  const backend = await startDecapServer(root, { mode: workflow ? "git" : "fs" });
  console.log(
    `  [${seconds(started)}] local backend ready (decap-server, ${workflow ? "git" : "fs"} mode, on 127.0.0.1:${backend.port} for the editor's proxy only)`,
  );

  /** gatsby develop, once started: read by the handlers below, installed before it starts. */
  const gatsby: { site?: ChildProcess } = {};
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (gatsby.site) {
      console.log("\nStopping the content editor…");
      await endSite(gatsby.site);
    }
    await backend.stop();
    process.exit(code);
  };
  const stopOrExit = (code: number) =>
    stop(code).catch((error: unknown) => {
      console.error(`npm run cms: ${String(error)}`);
      process.exit(1);
    });
  // Ctrl+C, a kill, the terminal closed: gatsby, in a group of its own, hears none of them. Heard
  // from before it starts. Ctrl+C is how the editor is meant to stop (status 0); a second one
  // does not wait, and the exit below kills gatsby at once.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(128 + (os.constants.signals[signal] ?? 0));
      void stopOrExit(0);
    });
  }
  // Whatever ends this process (a throw, process.exit, a second Ctrl+C) ends gatsby's group with
  // it, at once: only SIGKILL of this process itself leaves gatsby to run on.
  process.on("exit", () => {
    const pid = gatsby.site?.pid;
    if (OWN_GROUP && pid) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  });
  // A terminal that was closed fails every write (EIO): nobody is left to read them.
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);

  // Gatsby's CLI run by this Node, as npm would, on every platform.
  const site = spawn(
    process.execPath,
    [
      require.resolve("gatsby/cli.js"),
      "develop",
      "--port",
      String(sitePort),
      "--host",
      "localhost",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DECAP_SERVER_PORT: String(backend.port),
        // Only the dev server's proxy may use decap-server: it adds this to every request.
        DECAP_SERVER_SECRET: backend.secret,
        DECAP_SERVER_MODE: workflow ? "git" : "fs",
        GATSBY_TELEMETRY_DISABLED: "1",
      },
      // No terminal input: in a session of its own, gatsby has no terminal to read from.
      stdio: ["ignore", "pipe", "pipe"],
      // A process group of its own (POSIX), which stop() ends whole: gatsby develop, its develop
      // process and its workers.
      detached: OWN_GROUP,
    },
  );
  gatsby.site = site;
  site.on("error", (error) => {
    console.error(`Could not start gatsby develop: ${error.message}`);
    void stopOrExit(1);
  });
  site.on("exit", (code) => void stopOrExit(code ?? 1));

  // Gatsby's progress, line by line, less the addresses it gives before the editor is built and
  // the dev server's notes that it holds requests (ours, asking whether the editor answers).
  const relay = (stream: NodeJS.ReadableStream | null, write: (line: string) => void) => {
    let pending = "";
    stream?.on("data", (chunk: Buffer) => {
      pending += chunk.toString().replace(TERMINAL_CODES, "");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (ADDRESS_LINES.test(line) || line.includes("[webpack-dev-middleware]")) continue;
        write(`  [${seconds(started)}] ${line.trim()}`);
      }
    });
  };
  relay(site.stdout, (line) => console.log(line));
  relay(site.stderr, (line) => console.error(line));

  const origin = `http://localhost:${sitePort}`;
  while (!(await editorAnswers(origin))) {
    if (stopping) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(
    [
      "",
      `  Content editor:  ${origin}/admin/   (ready after ${seconds(started)})`,
      `  The site:        ${origin}/`,
      workflow
        ? `  Saving makes a draft (a git branch); Publish merges it into ${branch}. Workflow board: ${origin}/admin/#/workflow`
        : `  Saving writes the files in content/ (decap-server on port ${backend.port}).`,
      "  Press Ctrl+C to stop.",
      "",
    ].join("\n"),
  );
}

void main();
