/** @jest-environment node */
import { spawnSync } from "child_process";
import { readFileSync, writeFileSync } from "fs";
import os from "os";
import path from "path";

import { parse } from "yaml";

/**
 * The git host's review (.github/workflows/review.yml) cannot run here: GitHub is out of reach.
 * It is checked offline: by action-validator (@action-validator/cli), against GitHub's schema of a
 * workflow, and here for what a schema cannot see: no `${{ }}` inside a script, where a draft's
 * branch name (the editor's to choose) would be run as shell; each value reaches it through `env`.
 */
const WORKFLOW = path.join(__dirname, "..", "..", ".github", "workflows", "review.yml");
const CLI = require.resolve("@action-validator/cli/cli.mjs");

const validate = (file: string) =>
  spawnSync(process.execPath, [CLI, file], {
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
  });

type Workflow = { jobs: Record<string, { steps: Array<{ run?: string; name?: string }> }> };

describe(".github/workflows/review.yml", () => {
  it("is a valid workflow to action-validator", () => {
    const result = validate(WORKFLOW);
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("is checked by a validator that finds a mistake", () => {
    const broken = path.join(os.tmpdir(), `review-broken-${process.pid}.yml`);
    writeFileSync(broken, readFileSync(WORKFLOW, "utf8").replace("runs-on:", "run-on:"));
    const result = validate(broken);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain("Additional property 'run-on' is not allowed");
  });

  it("puts no expression into a script: what a step runs comes from env", () => {
    const workflow = parse(readFileSync(WORKFLOW, "utf8")) as Workflow;
    const scripts = Object.values(workflow.jobs).flatMap(({ steps }) =>
      steps.filter(({ run }) => run !== undefined),
    );
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter(({ run }) => run?.includes("${{"))).toEqual([]);
  });
});
