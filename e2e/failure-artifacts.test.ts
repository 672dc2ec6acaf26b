import { spawnSync } from "child_process";
import { mkdtempSync, readdirSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";

import { expect, test } from "./support/test";

/**
 * What a failing browser test leaves behind (README, "When a browser test fails"): its trace and
 * a screenshot of its page, under the output folder. Proven by running the suite's own settings
 * over a test that fails on purpose (tools/failure/).
 */
test("a failing test leaves its trace and a screenshot of its page", async () => {
  test.setTimeout(120_000);
  const output = mkdtempSync(path.join(tmpdir(), "octopus-failure-"));
  try {
    const run = spawnSync(
      path.join(__dirname, "..", "node_modules", ".bin", "playwright"),
      ["test", "--config", path.join(__dirname, "tools", "failure", "playwright.config.ts")],
      {
        cwd: path.join(__dirname, ".."),
        encoding: "utf8",
        env: { ...process.env, FAILURE_OUTPUT_DIR: output },
      },
    );
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { stats: { unexpected: number } };
    expect(report.stats.unexpected).toBe(1);
    const [folder, ...others] = readdirSync(output).filter((name) => !name.startsWith("."));
    expect(others).toEqual([]);
    const files = readdirSync(path.join(output, folder ?? ""));
    expect(files).toEqual(expect.arrayContaining(["trace.zip", "test-failed-1.png"]));
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
});
