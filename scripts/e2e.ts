import { BROWSER_PASSES, browserPass, runStep, summary } from "./shared/steps";
import type { StepResult } from "./shared/steps";

/**
 * `npm run test:e2e`: the browser suite's four projects (playwright.config.ts), one after the
 * other, each run whatever the one before found: `suites` over both workers, then `editor`
 * (`npm run cms` on gatsby develop), then `review` (`npm run review`, scripts/review/), then
 * `timing`, the suites that time what a visitor sees, on a quiet machine. The run fails if any did. Arguments go to each: `npm run test:e2e --
 * e2e/print.test.ts`. `npm test` runs the same projects, with the code's own checks beside
 * `editor` (scripts/npm-test.ts).
 */
async function main() {
  const started = Date.now();
  const results: StepResult[] = [];
  for (const pass of BROWSER_PASSES) {
    results.push(await runStep(browserPass(pass, process.argv.slice(2)), { live: true }));
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(summary("npm run test:e2e", results, seconds));
  if (results.some(({ status }) => status !== "passed")) process.exitCode = 1;
}

void main();
