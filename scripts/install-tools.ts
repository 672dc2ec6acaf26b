/**
 * `npm run tools:install`: installs the tools only the tests need (scripts/shared/tools.ts), both
 * at once. `npm test` starts it with `--background` at its beginning: it then returns at once and
 * the two first-use installs (about 100 s here) overlap the content checks and the build instead
 * of running inside timed suites. A suite that needs a tool before it is ready waits for that install rather
 * than start its own, and installs it itself if the background one failed (its output is in
 * node_modules/.cache/octopus-tools-install.log).
 */
import { spawn } from "child_process";
import { mkdirSync, openSync } from "fs";
import path from "path";

import { installTool } from "./shared/tools";

const LOG = path.join(__dirname, "..", "node_modules", ".cache", "octopus-tools-install.log");

if (process.argv.includes("--background")) {
  mkdirSync(path.dirname(LOG), { recursive: true });
  const log = openSync(LOG, "w");
  spawn(process.execPath, [...process.execArgv, __filename], {
    detached: true,
    stdio: ["ignore", log, log],
  }).unref();
} else {
  Promise.all([installTool("netlify"), installTool("observatory")]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
