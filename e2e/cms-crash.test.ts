import { execFileSync, spawn } from "child_process";
import type { ChildProcess } from "child_process";
import fs from "fs";
import path from "path";
import { pathToFileURL } from "url";

import { freePort } from "../src/cms/server";
import { processesIn } from "../src/cms/server/processes";
import type { SiteCopy } from "../src/test/siteCopy";
import { eventually, gitCopyOfSite, groupEnded, signalGroup } from "./support/cms";
import { expect, test } from "./support/test";

/**
 * The editor killed in the middle of a save and of a publish, as a laptop's closed lid or a
 * closed terminal kills it, then started again with `npm run cms`. The editor's server (the
 * local backend and the proxy with the content gate: e2e/support/editorBackend.ts) runs in a git
 * copy of the project and is killed with SIGKILL, its whole process group, at points measured from
 * the operation's own time: a run that is not killed first times the operation, and when its
 * journal note appears and goes. After each kill, the next `npm run cms` must start with no git
 * command from the editor, and:
 * 1. the copy is on main, with a clean working tree;
 * 2. nothing unreviewed is on main (main is as it was, or at the draft that was published);
 * 3. an edit whose note was written (it had reached the editor's files) is in its draft, whole:
 *    both languages of the save, never one of them or a mix;
 * 4. the start printed one line saying what it recovered, and none when there was nothing.
 */

type Answer = { status: number; json: Record<string, unknown> };
type Server = { origin: string; child: ChildProcess; exited: Promise<void> };

const MODELS = "content/en/models.json";
const GERMAN = "content/de/models.json";
const DRAFT = "cms/models/models";

let site: SiteCopy;
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: site.root, encoding: "utf8" }).trim();
const journalNotes = () => {
  const folder = path.join(site.root, ".git/octopus-cms");
  return fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => name.endsWith(".json"))
    : [];
};
const draftHead = () => {
  try {
    return git("rev-parse", "--verify", "--quiet", DRAFT);
  } catch {
    return undefined;
  }
};
const draftFile = (file: string) => git("show", `${DRAFT}:${file}`);
/**
 * The editor's servers and `npm run cms` starts whose group has not ended: a failed test leaves
 * one, which the file's end kills.
 */
const running = new Set<ChildProcess>();

/** The editor's server in a process group of its own, answering on `origin`. */
async function startServer(): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      pathToFileURL(require.resolve("tsx")).href,
      path.join(__dirname, "support/editorBackend.ts"),
      site.root,
    ],
    { cwd: site.root, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\d+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once("error", reject);
    child.once("exit", () => reject(new Error(`The editor's server stopped:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child, exited };
}

/** SIGKILL to the server's whole process group: the proxy and the backend alike. */
async function kill(server: Server) {
  signalGroup(server.child, "SIGKILL");
  await server.exited;
}

async function ask(server: Server, action: string, params: object): Promise<Answer> {
  const response = await fetch(`${server.origin}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Both languages of the models with the first card's description changed, and its version. */
async function editOf(server: Server, description: string) {
  const draft = await ask(server, "unpublishedEntry", { collection: "models", slug: "models" });
  const head = draft.status === 200 ? String(draft.json.head) : null;
  const files: Record<string, string | null> = {};
  const texts: Record<string, string> = {};
  for (const file of [MODELS, GERMAN]) {
    const published = await ask(server, "getEntry", { path: file });
    files[file] = (published.json.file as { id: string | null }).id;
    texts[file] = head ? draftFile(file) : String(published.json.data);
  }
  const edited = (file: string, text: string) => {
    const json = JSON.parse(texts[file] ?? "") as { items: Array<{ description: string }> };
    if (json.items[0]) json.items[0].description = text;
    return `${JSON.stringify(json, null, 2)}\n`;
  };
  return {
    dataFiles: [
      { path: MODELS, slug: "models", raw: edited(MODELS, description) },
      { path: GERMAN, slug: "models", raw: edited(GERMAN, `${description} (Deutsch)`) },
    ],
    assets: [],
    options: {
      useWorkflow: true,
      collectionName: "models",
      commitMessage: "Update AI models",
      status: "draft",
    },
    base: { draft: head, files: head ? {} : files },
  };
}

/** The operation's times: its answer, and when its journal note appeared and went (ms from its start). */
type Timing = { answered: number; noted: number; cleared: number };

/** Sends `request` and watches the journal note until the answer. */
async function timed(request: () => Promise<Answer>): Promise<{ answer: Answer; timing: Timing }> {
  const started = performance.now();
  let noted = NaN;
  let cleared = NaN;
  let done = false;
  const watch = (async () => {
    while (!done) {
      const present = journalNotes().length > 0;
      const at = performance.now() - started;
      if (present && Number.isNaN(noted)) noted = at;
      if (!present && !Number.isNaN(noted) && Number.isNaN(cleared)) cleared = at;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const answer = await request();
  const answered = performance.now() - started;
  done = true;
  await watch;
  return {
    answer,
    timing: { answered, noted, cleared: Number.isNaN(cleared) ? answered : cleared },
  };
}

/** `npm run cms` in the copy, until its local backend is ready (or it refuses); what it printed. */
async function startEditor(): Promise<{ output: string; started: boolean }> {
  // As an editor's shell has it: NODE_ENV=test, say, would make gatsby develop build for tests.
  const { NODE_ENV: _nodeEnv, ...env } = process.env;
  const port = await freePort();
  const cms = spawn("npm", ["run", "cms"], {
    cwd: site.root,
    // No draft reviews (scripts/review/): a build a save starts is not what this suite proves.
    env: { ...env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: "1", OCTOPUS_CMS_REVIEWS: "off" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // Kept until its whole group has ended: a test that fails while it starts leaves it to afterAll.
  running.add(cms);
  let output = "";
  cms.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  cms.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => cms.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!/local backend ready/.test(output) && cms.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const started = /local backend ready/.test(output);
  // Stopped as Ctrl+C stops it, unless it had stopped itself (a refusal).
  signalGroup(cms, "SIGTERM");
  await exited;
  await groupEnded(cms);
  running.delete(cms);
  // gatsby develop runs in a group of its own, which npm run cms ends before it exits: nothing it
  // started is left working in the copy.
  expect(processesIn(site.root)).toEqual([]);
  return { output, started };
}

/** What the kills found, for the log: the point, whether its note was there, what the start said. */
const report: string[] = [];

/** The four checks after the start that followed a kill. */
function expectRecovered(
  start: { output: string; started: boolean },
  {
    noted,
    mainBefore,
    allowedMains,
    editWhole,
    before,
  }: {
    noted: boolean;
    mainBefore: string;
    allowedMains: string[];
    editWhole: () => boolean;
    before: () => boolean;
  },
) {
  const recovered = start.output.split("\n").filter((line) => line.startsWith("An interrupted"));
  // It started, and refused nothing: the whole output shows if not.
  expect(start.started && !/npm run cms: /.test(start.output) ? "started" : start.output).toBe(
    "started",
  );
  // 1. On main, clean.
  expect(git("symbolic-ref", "--short", "HEAD")).toBe("main");
  expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
  expect(journalNotes()).toEqual([]);
  // 2. Nothing unreviewed on main.
  expect([mainBefore, ...allowedMains]).toContain(git("rev-parse", "main"));
  // 3. An edit that had reached the files is whole in its draft (or published); else as before.
  if (noted) expect(editWhole()).toBe(true);
  else expect(editWhole() || before()).toBe(true);
  // 4. One line for what was recovered; none when nothing was.
  expect(recovered).toHaveLength(noted ? 1 : 0);
  return recovered[0] ?? "(nothing to recover)";
}

/** Where a run is killed: `at` of the operation's time, from its start or from its journal note. */
type KillPoint = { label: string; fromNote: boolean; at: (timing: Timing) => number };

/**
 * Kill points: fractions of the whole operation, from its start; and fractions of the time its
 * journal note was there, from the moment the note appears in the run that is killed (the time
 * before it, mostly the content checks, varies more from run to run than the note lasts).
 */
const KILL_POINTS: KillPoint[] = [
  ...[0.3, 0.6, 0.8, 0.95].map((fraction) => ({
    label: `${fraction * 100} % of the operation`,
    fromNote: false,
    at: (timing: Timing) => fraction * timing.answered,
  })),
  ...[0.2, 0.5, 0.8].map((fraction) => ({
    label: `${fraction * 100} % of its journalled part, after its note appeared`,
    fromNote: true,
    at: (timing: Timing) => fraction * (timing.cleared - timing.noted),
  })),
];

/** On a loaded machine, the note may come and go between two looks: then killed when it is seen. */
const AT_THE_NOTE: KillPoint = {
  label: "the moment its note is seen",
  fromNote: true,
  at: () => 0,
};

/** How many more kills at the note, at most, if no planned one landed inside the journalled part. */
const EXTRA_KILLS = 6;

// One copy for the file, its tests in order in one worker: each starts from the copy as the one
// before left it, on main and clean (which that one checked). After a failure, Playwright goes on
// in a new worker, with a new copy.
test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  site = gitCopyOfSite();
});

// What a test's kills found, printed as its own output (a failed test's too).
test.afterEach(() => {
  if (report.length > 0) console.log(`cms-crash:\n${report.splice(0).join("\n")}`);
});

test.afterAll(async () => {
  // A copy: a server leaves `running` as it exits, and every group is waited for. Asked first, as
  // Ctrl+C asks, so that npm run cms ends the gatsby develop it runs in a group of its own; then
  // killed; then whatever still works in the copy, in any group. The copy is removed even if a
  // group outlives the wait, which then fails the file.
  const left = [...running];
  try {
    for (const child of left) signalGroup(child, "SIGTERM");
    await eventually(
      async () => left.filter((child) => child.exitCode === null && child.signalCode === null),
      (alive) => alive.length === 0,
      10_000,
    );
    for (const child of left) signalGroup(child, "SIGKILL");
    for (const child of left) await groupEnded(child);
    if (site) {
      for (const line of processesIn(site.root))
        process.kill(Number(line.split(" ")[0]), "SIGKILL");
    }
  } finally {
    site?.remove();
  }
});

type Prepare = (
  server: Server,
  run: number,
) => Promise<{
  send: () => Promise<Answer>;
  checks: (noted: boolean) => Parameters<typeof expectRecovered>[1];
}>;

/**
 * The operation's tests: once whole, to time it; then a test per kill point, each killing it
 * there, starting the editor again and checking the four; then, should no kill have landed inside
 * the journalled part (so that no start had anything to recover), kills at the moment the note is
 * seen until one does. A test per kill keeps each to one start of the editor, some 5 s.
 */
function describeKills(name: string, whole: string, prepare: Prepare) {
  let timing: Timing | undefined;
  let runs = 0;
  let recoveries = 0;

  /** Kills a run of the operation at `point`, starts the editor again: whether it recovered one. */
  async function killAt(point: KillPoint, measured: Timing): Promise<boolean> {
    runs += 1;
    const server = await startServer();
    const { send, checks } = await prepare(server, runs);
    let answered = "not answered";
    const started = performance.now();
    const sent = send().then(
      ({ status }) =>
        (answered = `answered ${status} at ${Math.round(performance.now() - started)} ms`),
      () => undefined,
    );
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    let from = started;
    if (point.fromNote) {
      while (journalNotes().length === 0 && answered === "not answered") await tick();
      from = performance.now();
    }
    const at = point.at(measured);
    while (performance.now() - from < at) await tick();
    await kill(server);
    await sent;
    const noted = journalNotes().length > 0;
    const start = await startEditor();
    const said = expectRecovered(start, checks(noted));
    report.push(
      `${name} killed at ${point.label}, ${at.toFixed(1)} ms (${answered}): note ${noted ? "written" : "not written"}; the start said: ${said}`,
    );
    if (noted) recoveries += 1;
    return noted;
  }

  /**
   * Runs the operation whole, not killed, and keeps its time for the kills. `again`: in a new
   * worker after a failure, which the report says, so that its second line is not taken for the
   * first's.
   */
  async function measure(again = false): Promise<Timing> {
    const server = await startServer();
    const baseline = await prepare(server, 0);
    const measured = await timed(baseline.send);
    expect(measured.answer.status).toBe(200);
    await kill(server);
    timing = measured.timing;
    report.push(
      `${name}${again ? ", measured again in a new worker" : ""}: ${Math.round(timing.answered)} ms, its note there from ${Math.round(timing.noted)} to ${Math.round(timing.cleared)} ms`,
    );
    return timing;
  }

  // A test after a failure runs in a new worker, without the first test's measure: it takes its
  // own, so that one failure is reported once, not again by every kill after it.
  const measuredTiming = async () => timing ?? (await measure(true));

  test(`a ${name}, not killed, ${whole}; its time and its journal note's are measured`, async () => {
    await measure();
  });

  for (const point of KILL_POINTS) {
    test(`a ${name} killed at ${point.label}: the next start leaves it whole or not begun, and says which`, async () => {
      await killAt(point, await measuredTiming());
    });
  }

  test(`some ${name} was killed inside its journalled part, and recovered (killed when its note is seen, up to ${EXTRA_KILLS} more times, until one is)`, async () => {
    const measured = await measuredTiming();
    for (let extra = 0; recoveries === 0 && extra < EXTRA_KILLS; extra++) {
      await killAt(AT_THE_NOTE, measured);
    }
    expect(recoveries).toBeGreaterThan(0);
  });
}

describeKills("save", "is in its draft whole", async (server, run) => {
  const description = `Saved in run ${run}: the edit an editor made before the editor was killed.`;
  const request = await editOf(server, description);
  const mainBefore = git("rev-parse", "main");
  const headBefore = draftHead();
  const textsBefore = headBefore ? [draftFile(MODELS), draftFile(GERMAN)] : undefined;
  return {
    send: () => ask(server, "persistEntry", request),
    checks: (noted) => ({
      noted,
      mainBefore,
      allowedMains: [],
      editWhole: () =>
        draftHead() !== undefined &&
        draftFile(MODELS) === request.dataFiles[0]?.raw.trimEnd() &&
        draftFile(GERMAN) === request.dataFiles[1]?.raw.trimEnd(),
      before: () =>
        textsBefore === undefined
          ? draftHead() === undefined
          : draftHead() === headBefore &&
            draftFile(MODELS) === textsBefore[0] &&
            draftFile(GERMAN) === textsBefore[1],
    }),
  };
});

describeKills("publish", "puts its draft on main", async (server, run) => {
  // A draft to publish, saved whole first.
  const saved = await ask(server, "persistEntry", await editOf(server, `Published in run ${run}.`));
  expect(saved.status).toBe(200);
  const head = String(saved.json.head);
  const mainBefore = git("rev-parse", "main");
  return {
    send: () => ask(server, "publishUnpublishedEntry", { collection: "models", slug: "models" }),
    checks: (noted) => ({
      noted,
      mainBefore,
      allowedMains: [head],
      // Published whole: main at the draft, its draft gone; or not at all: the draft as it was.
      editWhole: () =>
        (git("rev-parse", "main") === head && draftHead() === undefined) ||
        (git("rev-parse", "main") === mainBefore && draftHead() === head),
      before: () => git("rev-parse", "main") === mainBefore && draftHead() === head,
    }),
  };
});

test("refuses, naming the files, what the editor's process did not leave: another program's lock, a change by hand", async () => {
  const lock = path.join(site.root, ".git/index.lock");
  fs.writeFileSync(lock, "");
  const locked = await startEditor();
  fs.rmSync(lock);
  expect(locked.started).toBe(false);
  expect(locked.output).toContain("npm run cms: git's lock files are in the way: .git/index.lock.");

  fs.appendFileSync(path.join(site.root, MODELS), "\n");
  const edited = await startEditor();
  git("checkout", "--", MODELS);
  expect(edited.started).toBe(false);
  expect(edited.output).toContain(
    `The working tree has changes that are not committed:\n    ${MODELS}`,
  );
});
