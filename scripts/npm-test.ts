import { browserPass, notRun, runStep, summary } from "./shared/steps";
import type { Step, StepResult } from "./shared/steps";

/**
 * `npm test`: every proof of the project (docs/testing.md), each step run whatever another found,
 * so that a red run names every step that failed, and a table of the steps and their times at
 * the end. On two cores, the browser suite's `suites` project takes both; `editor` (one worker:
 * `npm run cms` on gatsby develop, and a browser) leaves one free, which the code's own checks
 * take meanwhile; `timing` runs last, on a quiet machine, as what it measures needs.
 *
 * 1. the first-use installs of the hosts' and the Observatory's tools, in the background
 *    (scripts/install-tools.ts), which the build hides;
 * 2. the content checks;
 * 3. the production build (which writes the query types the typecheck reads);
 * 4. the browser suite's `suites` project, on both workers;
 * 5. side by side: the `editor` project; and lint, typecheck and the unit tests (Jest on one
 *    worker) at the lowest priority, their output held and printed whole as each ends;
 * 6. the `timing` project.
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
  // Beside the editor's suite, whose steps wait on its own server and browser: Jest beside it
  // with an equal share of the CPU took its steps from 27-33 s to 39-45 s (a fresh clone's CI).
  const besideEditor = { live: false, yields: true };

  results.push(await runStep(npm("tools:install:background"), live));
  results.push(await runStep(npm("check:content"), live));
  const build = await runStep(npm("build"), live);
  results.push(build);
  const built = build.status === "passed";
  const afterBuild = (step: Step) =>
    built ? runStep(step, live) : Promise.resolve(notRun(step, NEEDS_BUILD));

  results.push(await afterBuild(browserPass("suites")));

  const codeChecks = async () => {
    const typecheck = npm("typecheck");
    return [
      await runStep(npm("lint"), besideEditor),
      built ? await runStep(typecheck, besideEditor) : notRun(typecheck, NEEDS_BUILD),
      await runStep(npm("test:unit", "--maxWorkers=1"), besideEditor),
    ];
  };
  const [editor, code] = await Promise.all([afterBuild(browserPass("editor")), codeChecks()]);
  results.push(editor, ...code);

  results.push(await afterBuild(browserPass("timing")));

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(summary("npm test", results, seconds));
  if (results.some(({ status }) => status !== "passed")) process.exitCode = 1;
}

void main();
