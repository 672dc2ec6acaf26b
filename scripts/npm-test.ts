import { BROWSER_PASSES, browserPass, notRun, runStep, summary } from "./shared/steps";
import type { Step, StepResult } from "./shared/steps";

/**
 * `npm test`: every proof of the project (docs/testing.md), each step run whatever another found,
 * so that a red run names every step that failed, and a table of the steps and their times at
 * the end. Nothing runs beside a browser suite: its tests wait on time (a server, a browser, a
 * minute's limit), and the code's checks beside the editor's suite took its steps past that
 * minute in a fresh clone's CI (2026-11-28). The build has no clock, and leaves a core idle for
 * much of its time (webpack and the page queries run on one), so the code's checks run beside it.
 *
 * 1. the first-use installs of the hosts' and the Observatory's tools, in the background
 *    (scripts/install-tools.ts);
 * 2. the content checks;
 * 3. side by side: the production build, then the typecheck (the build writes the query types it
 *    reads); and lint, then the unit tests, at the lowest priority so that the build goes first,
 *    their output held and printed whole as each ends;
 * 4. the browser suite's `suites` project, on both workers;
 * 5. the `editor` project (one worker: `npm run cms` on gatsby develop, and a browser);
 * 6. the `review` project (drafts built and shot, scripts/review/: the command's cases on one
 *    worker, the editor's review on the other);
 * 7. the `timing` project, on a quiet machine, as what it measures needs.
 */

const npm = (script: string, ...args: string[]): Step => ({
  name: `npm run ${script}${args.length > 0 ? ` -- ${args.join(" ")}` : ""}`,
  command: "npm",
  args: ["run", script, ...(args.length > 0 ? ["--", ...args] : [])],
});

const NEEDS_BUILD = "the build failed";

async function main() {
  const started = Date.now();
  const results: StepResult[] = [];
  const live = { live: true };
  const besideBuild = { live: false, yields: true };

  results.push(await runStep(npm("tools:install:background"), live));
  results.push(await runStep(npm("check:content"), live));

  const buildThenTypecheck = async () => {
    const build = await runStep(npm("build"), live);
    const typecheck = npm("typecheck");
    const checked =
      build.status === "passed" ? await runStep(typecheck, live) : notRun(typecheck, NEEDS_BUILD);
    return { build, typecheck: checked };
  };
  const codeChecks = async () => [
    await runStep(npm("lint"), besideBuild),
    // Both workers: the build leaves them to Jest when it is done (Jest takes one on two cores).
    await runStep(npm("test:unit", "--maxWorkers=2"), besideBuild),
  ];
  const [{ build, typecheck }, code] = await Promise.all([buildThenTypecheck(), codeChecks()]);
  results.push(build, typecheck, ...code);

  const built = build.status === "passed";
  for (const pass of BROWSER_PASSES) {
    const step = browserPass(pass);
    results.push(built ? await runStep(step, live) : notRun(step, NEEDS_BUILD));
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(summary("npm test", results, seconds));
  if (results.some(({ status }) => status !== "passed")) process.exitCode = 1;
}

void main();
