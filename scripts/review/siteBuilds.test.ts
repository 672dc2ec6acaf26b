/** @jest-environment node */
import { execFileSync } from "child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "fs";
import os from "os";
import path from "path";

import {
  DONE,
  buildKey,
  checkOutCommit,
  commitOf,
  keptBuild,
  reviewCache,
  treeOf,
  withCacheLock,
} from "./siteBuilds";
import { processStart } from "../../src/cms/server/journal";

let root: string;
let cache: string;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@t", ...args], {
    cwd: root,
    encoding: "utf8",
  }).trim();

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "site-builds-"));
  cache = mkdtempSync(path.join(os.tmpdir(), "site-builds-cache-"));
  process.env.REVIEW_CACHE_DIR = cache;
  git("init", "-q", "-b", "main");
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  writeFileSync(path.join(root, "a.json"), '{ "tagline": "A" }');
  mkdirSync(path.join(root, "content", "de"), { recursive: true });
  writeFileSync(
    path.join(root, "content/de/site.json"),
    '{\n  "tagline": "Alle Modelle",\n  "n": 1\n}\n',
  );
  git("add", "-A");
  git("commit", "-q", "-m", "one");
});

afterEach(() => {
  delete process.env.REVIEW_CACHE_DIR;
  rmSync(root, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

describe("the review's kept builds", () => {
  it("are kept in REVIEW_CACHE_DIR when it is set", () => {
    expect(reviewCache(root)).toEqual({
      dir: cache,
      site: path.join(cache, "site"),
      builds: path.join(cache, "builds"),
    });
  });

  it("are shared by commits of the same files, and not by commits of others", () => {
    const first = git("rev-parse", "HEAD");
    git("commit", "-q", "--allow-empty", "-m", "the same files");
    const same = git("rev-parse", "HEAD");
    writeFileSync(path.join(root, "a.json"), '{ "tagline": "B" }');
    git("commit", "-q", "-am", "another tagline");
    const other = git("rev-parse", "HEAD");

    expect(keptBuild(root, first)).toBeUndefined();
    const dir = path.join(reviewCache(root).builds, buildKey(root, first));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, DONE), first);
    expect(keptBuild(root, same)).toEqual({ commit: same, dir, reused: true });
    expect(keptBuild(root, other)).toBeUndefined();
  });

  it("are shared by a content file saved with other whitespace, and by nothing else of it", () => {
    const key = (edit: () => void) => {
      git("switch", "-q", "--force", "main");
      git("switch", "-q", "-c", `edit-${Math.random().toString(36).slice(2)}`);
      edit();
      git("commit", "-q", "-am", "edit");
      return buildKey(root, "HEAD");
    };
    const site = path.join(root, "content/de/site.json");
    const data = () => JSON.parse(readFileSync(site, "utf8")) as Record<string, unknown>;
    const published = buildKey(root, "main");
    // Indented otherwise, on one line, its numbers written otherwise: the same data.
    expect(key(() => writeFileSync(site, JSON.stringify(data(), null, 4)))).toBe(published);
    expect(key(() => writeFileSync(site, '{"tagline":"Alle Modelle","n":1.0}'))).toBe(published);
    // A value, the order of its fields, a file outside content/, text JSON refuses: another.
    expect(key(() => writeFileSync(site, JSON.stringify({ ...data(), n: 2 })))).not.toBe(published);
    expect(key(() => writeFileSync(site, '{ "n": 1, "tagline": "Alle Modelle" }'))).not.toBe(
      published,
    );
    expect(key(() => writeFileSync(path.join(root, "a.json"), '{"tagline":"A"}'))).not.toBe(
      published,
    );
    const refused = key(() => writeFileSync(site, '{ "tagline": "Alle Modelle", "n": 1, }'));
    expect(refused).not.toBe(published);
    expect(key(() => writeFileSync(site, '{ "tagline": "Alle Modelle", "n": 1 , }'))).not.toBe(
      refused,
    );
  });

  it("say which tree they were built from", () => {
    const first = git("rev-parse", "HEAD");
    const dir = path.join(reviewCache(root).builds, buildKey(root, first));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, DONE), `${first} ${treeOf(root, first)}\n`);
    writeFileSync(path.join(root, "content/de/site.json"), '{"tagline":"Alle Modelle","n":1}');
    git("commit", "-q", "-am", "whitespace");
    const reformatted = git("rev-parse", "HEAD");
    expect(keptBuild(root, reformatted)).toEqual({
      commit: reformatted,
      dir,
      reused: true,
      tree: treeOf(root, first),
    });
    expect(treeOf(root, reformatted)).not.toBe(treeOf(root, first));
  });

  it("are not shared across package versions", () => {
    const first = git("rev-parse", "HEAD");
    const before = buildKey(root, first);
    writeFileSync(path.join(root, "package-lock.json"), '{ "lockfileVersion": 3 }');
    expect(buildKey(root, first)).not.toBe(before);
  });
});

describe("the review's clone", () => {
  it("builds with the packages of the checkout it reviews, whatever link an earlier one left", () => {
    // node_modules ignored, as the site's .gitignore has it: `git clean` leaves the link alone.
    writeFileSync(path.join(root, ".gitignore"), "node_modules\n");
    git("add", ".gitignore");
    git("commit", "-q", "-m", "ignore packages");
    mkdirSync(path.join(root, "node_modules"));
    const packages = realpathSync(path.join(root, "node_modules"));
    const link = () => readlinkSync(path.join(checkOutCommit(root, "HEAD"), "node_modules"));

    expect(link()).toBe(packages);
    const modules = path.join(reviewCache(root).site, "node_modules");
    // A link to a clone removed since: it leads nowhere, and existsSync says nothing is there.
    rmSync(modules);
    symlinkSync(path.join(cache, "a-clone-removed", "node_modules"), modules);
    expect(link()).toBe(packages);
    // A link to another clone's packages, still there: not this checkout's versions.
    const other = mkdtempSync(path.join(os.tmpdir(), "site-builds-other-"));
    try {
      rmSync(modules);
      symlinkSync(other, modules);
      expect(link()).toBe(packages);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("the cache's lock", () => {
  const lock = () => path.join(reviewCache(root).dir, "lock");
  const hold = (text: string) => {
    mkdirSync(reviewCache(root).dir, { recursive: true });
    writeFileSync(lock(), text);
  };

  it("is taken at once from a process gone, or from one that has its pid but started later", async () => {
    const start = processStart(process.pid);
    expect(start).toMatch(/^\d+$/); // Linux, where the tests run
    // Left by a review killed on a machine whose /tmp is kept, its pid given since to another.
    hold(`${process.pid} ${Number(start) - 1}`);
    await expect(withCacheLock(root, () => Promise.resolve("reviewed"))).resolves.toBe("reviewed");
    hold("999999999 1");
    await expect(withCacheLock(root, () => Promise.resolve("reviewed"))).resolves.toBe("reviewed");
    expect(existsSync(lock())).toBe(false);
  });

  it("waits for a process that holds it, and is let go of after the work", async () => {
    hold(`${process.pid} ${processStart(process.pid)}`);
    let released = 0;
    setTimeout(() => {
      released = Date.now();
      rmSync(lock());
    }, 700);
    const ran = await withCacheLock(root, () => {
      expect(readFileSync(lock(), "utf8")).toBe(`${process.pid} ${processStart(process.pid)}`);
      return Promise.resolve(Date.now());
    });
    expect(released).toBeGreaterThan(0);
    expect(ran).toBeGreaterThanOrEqual(released);
    expect(existsSync(lock())).toBe(false);
  });
});

describe("commitOf", () => {
  it("names the commit a branch is at, and says which ref was not found", () => {
    expect(commitOf(root, "main")).toBe(git("rev-parse", "HEAD"));
    expect(() => commitOf(root, "cms/none")).toThrow('No commit or branch named "cms/none"');
  });
});
