import { spawnSync } from "child_process";
import path from "path";

const ROOT = path.resolve(__dirname, "../..");
const PRETTIER = path.join(ROOT, "node_modules/.bin/prettier");

/**
 * A text as Prettier writes it at `file` (a path from the project's root), with the project's
 * settings: for a test that a generated file is one `npm run lint` passes. In a process of its
 * own, since Prettier 3 loads its parsers by dynamic import, which Jest refuses without
 * --experimental-vm-modules.
 */
export function prettierWrites(file: string, text: string): string {
  const run = spawnSync(PRETTIER, ["--stdin-filepath", file], {
    cwd: ROOT,
    input: text,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`Prettier refused ${file}:\n${run.stderr}`);
  return run.stdout;
}
