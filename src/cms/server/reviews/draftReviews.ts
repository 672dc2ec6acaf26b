import { spawn } from "child_process";
import { existsSync } from "fs";
import path from "path";

/**
 * The drafts' reviews in `npm run cms` (docs/reviewing.md): each save of a draft starts
 * `npm run review -- <its branch>` (scripts/review/), which builds the draft and the published
 * branch outside the editor's checkout and writes its report to review/<name>/. One review runs
 * at a time; a save while its draft is being reviewed asks for another once it ends, so the
 * newest save wins. Once the editor is open, the published branch is built for them, ahead of
 * the first save (`npm run review -- --prepare`). The editor asks for a draft's state (the gate's
 * `reviewStatus`, src/cms/cms.tsx shows it as Decap's "View Preview"), and the dev server serves
 * the reports under its guard (reviewReports.ts).
 */

/** What the editor is told of a draft's review. */
export type ReviewStatus =
  /** Being built or waiting its turn. */
  | { status: "PENDING" }
  /** The report: before and after, or the content checks' message. */
  | { status: "SUCCESS"; url: string }
  /** The review itself failed (not the draft): its last lines. */
  | { status: "ERROR"; error: string };

/** The path reports are served at by the dev server, and their folder in the repository. */
export const REVIEWS_PATH = "/review/";
export const REVIEWS_FOLDER = "review";

/** `npm run review`'s arguments that build the published branch alone, kept for the reviews. */
export const PREPARE_ARGS = ["--prepare"] as const;

/**
 * Starts `npm run review` with `args`: a draft's branch, or PREPARE_ARGS; `done` hears its exit
 * status and output.
 */
export type StartReview = (
  root: string,
  args: readonly string[],
  done: (status: number | null, output: string) => void,
) => void;

/**
 * `npm run review -- <args>`, run with this Node in the repository (scripts/review.ts), in this
 * process's environment and `env`.
 */
export const startReviewCommand = (
  root: string,
  args: readonly string[],
  done: (status: number | null, output: string) => void,
  env: NodeJS.ProcessEnv = {},
): void => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts", "review.ts"), ...args],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0", ...env },
    },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("error", (error) => done(null, `${output}\n${error.message}`));
  child.on("exit", (status) => done(status, output));
};

export type DraftReviews = {
  /** A draft was saved: review it (again, once the review under way ends). */
  saved: (branch: string) => void;
  /** What the editor is told; a draft never reviewed (saved before this run) is started. */
  status: (branch: string) => ReviewStatus;
  /**
   * The editor is open: the published branch is built for the reviews to come (once, unless a
   * review is under way, which builds it itself), so that the first builds only its draft.
   */
  prepare: () => void;
};

/** The report's address, from the folder the review printed last. */
function reportUrl(root: string, output: string): string | undefined {
  const lines = output.trim().split("\n");
  const dir = lines.at(-1)?.trim() ?? "";
  const reports = path.join(root, REVIEWS_FOLDER);
  if (path.dirname(dir) !== reports || !existsSync(path.join(dir, "index.html"))) return undefined;
  return `${REVIEWS_PATH}${encodeURIComponent(path.basename(dir))}/`;
}

/**
 * The review under way: its draft (none while the published branch is prepared), and whether a
 * save came while it ran.
 */
type Running = { branch?: string; again: boolean };

export function draftReviews(root: string, start: StartReview = startReviewCommand): DraftReviews {
  const states = new Map<string, ReviewStatus>();
  /** The jobs waiting their turn, in order: a draft's branch, or undefined for the prepare. */
  const waiting: (string | undefined)[] = [];
  // Its process ends with the editor's: it is in gatsby develop's process group (scripts/cms.ts).
  let running: Running | undefined;
  let prepared = false;

  const next = () => {
    if (running || waiting.length === 0) return;
    const branch = waiting.shift();
    const current: Running = { branch, again: false };
    running = current;
    start(root, branch ? [branch] : PREPARE_ARGS, (code, output) => {
      running = undefined;
      // A prepare's end, whatever it was, changes no draft's state: a draft's review builds
      // what it needs itself.
      if (branch) {
        const url = code === 0 || code === 1 ? reportUrl(root, output) : undefined;
        states.set(
          branch,
          url
            ? { status: "SUCCESS", url }
            : { status: "ERROR", error: output.trim().split("\n").slice(-5).join("\n") },
        );
        if (current.again) ask(branch);
      }
      next();
    });
  };

  const ask = (branch: string) => {
    states.set(branch, { status: "PENDING" });
    if (running?.branch === branch) {
      running.again = true;
      return;
    }
    if (!waiting.includes(branch)) waiting.push(branch);
    next();
  };

  return {
    prepare: () => {
      if (prepared) return;
      prepared = true;
      if (running) return;
      waiting.push(undefined);
      next();
    },
    saved: ask,
    status: (branch) => {
      const known = states.get(branch);
      if (known) return known;
      ask(branch);
      return { status: "PENDING" };
    },
  };
}
