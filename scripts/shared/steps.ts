import { spawn } from "child_process";
import os from "os";

/**
 * The steps of `npm test` (scripts/npm-test.ts) and `npm run test:e2e` (scripts/e2e.ts): commands run
 * whatever another step found, each timed, so that a red run names every step that failed, not
 * the first.
 */

export type Step = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

export type StepResult = {
  name: string;
  status: "passed" | "failed" | "not run";
  seconds: number;
  /** Why a step did not run, or how it failed when it could not start. */
  reason?: string;
};

type Output = { write: (text: string) => unknown };

/** A step that is not run, because one it needs failed. */
export const notRun = (step: Step, reason: string): StepResult => ({
  name: step.name,
  status: "not run",
  seconds: 0,
  reason,
});

/** How a step runs beside others. */
type Manner = {
  /**
   * Its output goes straight to ours, as it comes. If not, the step keeps its output (stdout and
   * stderr, in the order written) and prints it whole when it ends, so that a step beside a live
   * one never interleaves with it.
   */
  live: boolean;
  /**
   * Gives way to every other process for the CPU (the lowest priority, os.setPriority: nice 19 on
   * Linux and macOS), and so do the processes it starts, which inherit it: for work beside the
   * build, which then goes first. Not beside a browser suite: nice shares the CPU, not the disk.
   */
  yields?: boolean;
};

/** The lowest priority a process can have (os.constants.priority.PRIORITY_LOW is 19 on POSIX). */
const LOWEST_PRIORITY = 19;

/** Runs a step, as `manner` says. */
export function runStep(
  step: Step,
  { live, yields = false }: Manner,
  out: Output = process.stdout,
): Promise<StepResult> {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const header = `\n== ${step.name} ==\n\n`;
  if (live) out.write(header);
  const held: string[] = [];
  const child = spawn(step.command, step.args, {
    env: step.env ?? process.env,
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  // Before the step has started anything of its own (npm, say, takes some 100 ms to start), so
  // that what it starts inherits the priority.
  if (yields && child.pid) os.setPriority(child.pid, LOWEST_PRIORITY);
  const hold = (chunk: Buffer) => held.push(chunk.toString());
  child.stdout?.on("data", hold);
  child.stderr?.on("data", hold);
  return new Promise((resolve) => {
    child.once("error", (error) => {
      if (!live) out.write(header + held.join(""));
      resolve({ name: step.name, status: "failed", seconds: seconds(), reason: error.message });
    });
    child.once("close", (code, signal) => {
      if (!live) out.write(header + held.join(""));
      const status = code === 0 ? "passed" : "failed";
      const reason = signal ? `stopped by ${signal}` : code === 0 ? undefined : `exit code ${code}`;
      resolve({ name: step.name, status, seconds: seconds(), ...(reason ? { reason } : {}) });
    });
  });
}

/** The steps' results as a table, and a last line saying whether all passed. */
export function summary(command: string, results: StepResult[], totalSeconds: number): string {
  const width = Math.max(...results.map(({ status }) => status.length));
  const rows = results.map(
    ({ name, status, seconds, reason }) =>
      `  ${status.padEnd(width)}  ${String(seconds).padStart(5)} s  ${name}${reason ? ` (${reason})` : ""}`,
  );
  const failed = results.filter(({ status }) => status !== "passed").map(({ name }) => name);
  const verdict =
    failed.length === 0
      ? `${command}: every step passed, in ${totalSeconds} s.`
      : `${command}: failed or not run, in ${totalSeconds} s: ${failed.join("; ")}.`;
  return `\n${command}, step by step:\n${rows.join("\n")}\n${verdict}\n`;
}

/** The browser suite's projects (playwright.config.ts), in the order they run. */
export const BROWSER_PASSES = ["suites", "editor", "review", "timing"] as const;
export type BrowserPass = (typeof BROWSER_PASSES)[number];

/**
 * One project of the browser suite, keeping its own reports and failures' artifacts
 * (test-results/<pass>/, playwright-report/<pass>/). `args` are Playwright's: files, `-g`.
 */
export const browserPass = (pass: BrowserPass, args: string[] = []): Step => ({
  name: `browser suite: the ${pass} project`,
  command: "npx",
  args: ["playwright", "test", "--project", pass, "--pass-with-no-tests", ...args],
  env: { ...process.env, E2E_PASS: pass },
});
