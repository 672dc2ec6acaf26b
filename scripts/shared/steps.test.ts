/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";

import { browserPass, notRun, runStep, summary } from "./steps";

/** What a step printed, as `out` received it. */
const recorder = () => {
  const written: string[] = [];
  return { out: { write: (text: string) => written.push(text) }, text: () => written.join("") };
};

const sh = (name: string, script: string) => ({ name, command: "sh", args: ["-c", script] });

describe("runStep", () => {
  it("passes a step that exits 0 and fails one that does not, saying how", async () => {
    const { out } = recorder();
    await expect(runStep(sh("ok", "exit 0"), { live: false }, out)).resolves.toMatchObject({
      name: "ok",
      status: "passed",
    });
    const failed = await runStep(sh("bad", "exit 3"), { live: false }, out);
    expect(failed).toMatchObject({ status: "failed", reason: "exit code 3" });
  });

  it("says a step that could not start failed, and why", async () => {
    const { out } = recorder();
    const result = await runStep(
      { name: "missing", command: "/no/such/command", args: [] },
      { live: false },
      out,
    );
    expect(result.status).toBe("failed");
    expect(result.reason).toMatch(/ENOENT/);
  });

  it("holds a step's output and prints it whole under its name when it ends", async () => {
    const { out, text } = recorder();
    const step = runStep(sh("two lines", "echo one; echo two >&2; sleep 1"), { live: false }, out);
    // Nothing yet while it runs: a held step never interleaves with a live one. (It sleeps 1 s:
    // beside the browser suite a 0.2 s sleep ended before this 100 ms timer fired.)
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(text()).toBe("");
    await step;
    expect(text()).toBe("\n== two lines ==\n\none\ntwo\n");
  });

  it("runs held steps side by side, each printed whole", async () => {
    const { out, text } = recorder();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "steps-"));
    const mark = path.join(folder, "b-done");
    // a ends only once b has run to its end (and fails after 10 s without it): one after the
    // other, a would fail. a then waits 1 s more, so that b, whose last command made the mark, has
    // exited first: with the mark made before b's echo, a busy CI machine once let a finish first.
    const results = await Promise.all([
      runStep(
        sh(
          "a",
          `echo a1; i=0; until [ -e ${mark} ]; do i=$((i+1)); [ $i -gt 200 ] && exit 1; sleep 0.05; done; sleep 1; echo a2`,
        ),
        { live: false },
        out,
      ),
      runStep(sh("b", `echo b1; touch ${mark}`), { live: false }, out),
    ]);
    fs.rmSync(folder, { recursive: true });
    expect(results.map(({ status }) => status)).toEqual(["passed", "passed"]);
    // b ends first, and each is printed whole.
    expect(text()).toBe("\n== b ==\n\nb1\n\n== a ==\n\na1\na2\n");
  });
});

describe("runStep's yields", () => {
  // The nice value is field 19 of /proc/<pid>/stat (Linux); read by the step's own child.
  const withProc = fs.existsSync("/proc/self/stat") ? it : it.skip;
  const niceOfChild = "sleep 0.3; sh -c 'cut -d\" \" -f19 /proc/$$/stat'";

  withProc("runs the step, and what it starts, at the lowest priority", async () => {
    const { out, text } = recorder();
    await runStep(sh("yields", niceOfChild), { live: false, yields: true }, out);
    expect(text().trim().split("\n").at(-1)).toBe("19");
  });

  withProc("leaves a step's priority as ours when not asked", async () => {
    const { out, text } = recorder();
    await runStep(sh("equal", niceOfChild), { live: false }, out);
    expect(text().trim().split("\n").at(-1)).toBe(String(os.getPriority()));
  });
});

describe("summary", () => {
  it("lists every step with its status and time, and names those that failed or did not run", () => {
    const build = sh("npm run build", "");
    const text = summary(
      "npm test",
      [
        { name: "npm run lint", status: "failed", seconds: 52, reason: "exit code 1" },
        { name: "npm run build", status: "passed", seconds: 86 },
        notRun(build, "the build failed"),
      ],
      140,
    );
    expect(text.split("\n")).toEqual([
      "",
      "npm test, step by step:",
      "  failed      52 s  npm run lint (exit code 1)",
      "  passed      86 s  npm run build",
      "  not run      0 s  npm run build (the build failed)",
      "npm test: failed or not run, in 140 s: npm run lint; npm run build.",
      "",
    ]);
  });

  it("says so when every step passed", () => {
    const text = summary("npm test", [{ name: "x", status: "passed", seconds: 1 }], 1);
    expect(text).toMatch(/npm test: every step passed, in 1 s\.\n$/);
  });
});

describe("browserPass", () => {
  it("runs one project with its own reports, passing Playwright's arguments on", () => {
    const step = browserPass("editor", ["e2e/cms-workflow.test.ts"]);
    expect(step.args).toEqual([
      "playwright",
      "test",
      "--project",
      "editor",
      "--pass-with-no-tests",
      "e2e/cms-workflow.test.ts",
    ]);
    expect(step.env?.E2E_PASS).toBe("editor");
  });
});
