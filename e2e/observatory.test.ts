import { execFile } from "child_process";
import path from "path";
import { promisify } from "util";
import { expect, test } from "./support/test";

type Report = {
  scan: { score: number; grade: string };
  tests: Record<string, { pass: boolean; result: string }>;
};

// Mozilla's HTTP Observatory against the build, served over local HTTPS with its _headers
// on Cloudflare's runtime (scripts/observatory.ts: about 8 s; the first run also installs the
// scanner, about 40 s).
test.describe("the HTTP Observatory", () => {
  test("scores the public pages' headers 120 or more, with full credit for the CSP", async () => {
    test.setTimeout(180_000);
    const root = path.resolve(__dirname, "..");
    const { stdout } = await promisify(execFile)(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join(root, "scripts", "observatory.ts"), "--json"],
      { cwd: root, maxBuffer: 8 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as Report;
    const failed = Object.entries(report.tests).filter(([, test]) => !test.pass);
    expect(failed).toEqual([]);
    expect(report.tests["content-security-policy"]?.result).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    expect(report.scan.score).toBeGreaterThanOrEqual(120);
    expect(report.scan.grade).toBe("A+");
  });
});
