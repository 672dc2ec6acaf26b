/** @jest-environment node */
import { execFileSync } from "child_process";
import { mkdtempSync, rmSync } from "fs";
import os from "os";
import path from "path";

import { publishedBranch, reportName } from "./runReview";

describe("reportName", () => {
  it("names a draft's report by its branch, and a commit's by its hash, as a folder name", () => {
    const commit = "0123456789abcdef0123456789abcdef01234567";
    expect(reportName("cms/site/site", commit)).toBe("cms-site-site");
    expect(reportName("cms/pages/über uns", commit)).toBe("cms-pages-ber-uns");
    expect(reportName("0123456", commit)).toBe("0123456789ab");
    expect(reportName("../..", commit)).toBe("0123456789ab");
  });
});

describe("publishedBranch", () => {
  it("is the branch checked out, or main when that is a draft or none is", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "published-branch-"));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root });
    try {
      git("init", "-q", "-b", "live");
      git("-c", "user.name=T", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "x");
      expect(publishedBranch(root)).toBe("live");
      git("switch", "-q", "-c", "cms/site/site");
      expect(publishedBranch(root)).toBe("main");
      git("switch", "-q", "--detach");
      expect(publishedBranch(root)).toBe("main");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
