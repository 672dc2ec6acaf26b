import { spawnSync } from "child_process";

/**
 * `npm run test:e2e`: the browser suite in two passes (playwright.config.ts). First `suites`, spread
 * over the workers; then `alone`, the suites that time what a visitor sees and the editor on
 * `gatsby develop`, one at a time on a machine the first pass has left quiet. Both passes always
 * run, so a failure in the first hides nothing of the second; the run fails if either did. Each
 * pass keeps its own report and failures' traces (test-results/<pass>/, playwright-report/<pass>/).
 * Arguments are passed to both: `npm run test:e2e -- e2e/print.test.ts`.
 */
const PASSES = ["suites", "alone"] as const;

const failed = PASSES.filter((pass) => {
  console.log(`\n== npm run test:e2e: the ${pass} project ==\n`);
  const { status, error } = spawnSync(
    "npx",
    ["playwright", "test", "--project", pass, "--pass-with-no-tests", ...process.argv.slice(2)],
    { stdio: "inherit", env: { ...process.env, E2E_PASS: pass } },
  );
  if (error) console.error(error);
  return status !== 0;
});

if (failed.length > 0) {
  console.error(`\nnpm run test:e2e: the ${failed.join(" and ")} project failed (reports above).`);
  process.exit(1);
}
