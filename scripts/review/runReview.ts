import { spawnSync } from "child_process";
import { mkdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import { PNG } from "pngjs";

import { launchBrowser } from "../shared/chromium";
import { startStaticServer } from "../shared/staticServer";
import { currentBranch, gitIn, isDraftBranch } from "../../src/cms/server/git";
import { comparePages } from "./changedPages";
import type { PageChange } from "./changedPages";
import { diffScreenshots } from "./pixelDiff";
import { writeReport } from "./reviewReport";
import type { Review, ShotPair, Size } from "./reviewReport";
import { REVIEW_WIDTHS, shootPage } from "./screenshots";
import {
  buildCheckedOut,
  checkOutCommit,
  commitOf,
  keptBuild,
  treeOf,
  withCacheLock,
} from "./siteBuilds";
import type { BuiltCommit } from "./siteBuilds";
import { textChanges } from "./textChanges";

/**
 * `npm run review -- <head> [--base <ref>]` (scripts/review.ts): what a draft changes on the
 * site, in pictures. Both commits are built outside the editor's checkout (siteBuilds.ts), the
 * pages that differ found exactly (changedPages.ts), each shot before and after at both widths
 * (screenshots.ts), the pairs compared (pixelDiff.ts), and the report written to
 * review/<name>/ (reviewReport.ts). docs/reviewing.md is the reviewer's page.
 */

export type ReviewOptions = {
  /** The repository: the editor's checkout. */
  root: string;
  /** The draft: a branch (`cms/…`) or any commit. */
  head: string;
  /** What it is compared with: the published branch unless told. */
  base?: string;
  /** Progress, line by line. */
  log?: (line: string) => void;
  /** Gatsby's own lines, as it builds. */
  detail?: (line: string) => void;
};

export type ReviewResult = { dir: string; review: Review; ok: boolean };

/** Where reports are written, in the repository's folder (ignored by git). */
export const REPORTS_DIR = "review";

/** The branch drafts are published to: the one checked out, unless that is a draft, then main. */
export function publishedBranch(root: string): string {
  const branch = currentBranch(root);
  return branch && !isDraftBranch(branch) ? branch : "main";
}

/** A report's folder name: the branch's name, or the commit's, as a file name. */
export function reportName(ref: string, commit: string): string {
  const name = /^[0-9a-f]{7,40}$/.test(ref) ? commit.slice(0, 12) : ref;
  return name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "") || commit.slice(0, 12);
}

const sizeOf = (png: Buffer): Size => {
  const { width, height } = PNG.sync.read(png, { checkCRC: false });
  return { width, height };
};

/** The content checks of the commit checked out in `site`, run with its own code. */
function contentCheck(site: string): string | undefined {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(site, "scripts", "check-content.ts")],
    { cwd: site, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } },
  );
  return result.status === 0 ? undefined : `${result.stderr}${result.stdout}`.trim();
}

/** The base's build: kept from an earlier review, else made now. Called with the cache's lock. */
async function builtBase(
  root: string,
  commit: string,
  ref: string,
  log: (line: string) => void,
  detail: (line: string) => void,
): Promise<BuiltCommit> {
  let build = keptBuild(root, commit);
  if (!build) {
    checkOutCommit(root, commit);
    log(`Building ${ref}`);
    build = await buildCheckedOut(root, commit, detail);
  }
  log(`${ref} built${build.reused ? " (kept from before)" : ""}`);
  return build;
}

/**
 * `npm run review -- --prepare [--base <ref>]`: the base alone built and kept (the published
 * branch unless told), so that the next review builds only its draft. `npm run cms` asks for it
 * when the editor is first opened (src/cms/server/reviews/draftReviews.ts).
 */
export async function prepareReview(options: Omit<ReviewOptions, "head">): Promise<BuiltCommit> {
  const { root } = options;
  const ref = options.base ?? publishedBranch(root);
  const commit = commitOf(root, ref);
  return withCacheLock(root, () =>
    builtBase(
      root,
      commit,
      ref,
      options.log ?? (() => undefined),
      options.detail ?? (() => undefined),
    ),
  );
}

export async function runReview(options: ReviewOptions): Promise<ReviewResult> {
  const { root } = options;
  const log = options.log ?? (() => undefined);
  const baseRef = options.base ?? publishedBranch(root);
  const base = commitOf(root, baseRef);
  const head = commitOf(root, options.head);
  const dir = path.join(root, REPORTS_DIR, reportName(options.head, head));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const git = gitIn(root);
  const review: Review = {
    base,
    head,
    baseRef,
    headRef: options.head,
    pages: [],
    unchanged: [],
    texts: textChanges(git, base, head),
  };

  const detail = options.detail ?? (() => undefined);
  const built = await withCacheLock(root, async () => {
    let headBuild = keptBuild(root, head);
    // A build kept for these very files passed the checks before it was made; one kept for the
    // same data in other files (a content file's whitespace) did not prove these files.
    if (headBuild?.tree !== treeOf(root, head)) {
      const site = checkOutCommit(root, head);
      log(`Checking the content of ${options.head}`);
      const failure = contentCheck(site);
      if (failure) return { failure };
    }
    if (!headBuild) {
      log(`Building ${options.head}`);
      headBuild = await buildCheckedOut(root, head, detail);
    }
    log(`${options.head} built${headBuild.reused ? " (kept from before)" : ""}`);
    return { headBuild, baseBuild: await builtBase(root, base, baseRef, log, detail) };
  });
  if ("failure" in built) {
    review.failure = built.failure;
    writeReport(dir, review);
    return { dir, review, ok: false };
  }
  const { headBuild, baseBuild } = built;

  const { changed, unchanged } = comparePages(baseBuild.dir, headBuild.dir);
  review.unchanged = unchanged.map(({ path: page }) => page);
  log(`${changed.length} page(s) changed, ${unchanged.length} unchanged`);
  review.pages = await shootChanges(changed, baseBuild.dir, headBuild.dir, dir, log);
  writeReport(dir, review);
  return { dir, review, ok: true };
}

/** Each changed page before and after at each width, compared; the PNGs written to `dir`. */
async function shootChanges(
  changed: PageChange[],
  beforeRoot: string,
  afterRoot: string,
  dir: string,
  log: (line: string) => void,
): Promise<ShotPair[]> {
  if (changed.length === 0) return [];
  const [before, after] = await Promise.all([
    startStaticServer({ root: beforeRoot }),
    startStaticServer({ root: afterRoot }),
  ]);
  const browser = await launchBrowser();
  try {
    const tasks = changed.flatMap((page) => REVIEW_WIDTHS.map((viewport) => ({ page, viewport })));
    const shots: ShotPair[] = new Array<ShotPair>(tasks.length);
    const shoot = async ({ page, viewport }: (typeof tasks)[number]): Promise<ShotPair> => {
      const name = `${page.path.replace(/^\/|\/$/g, "").replace(/[^A-Za-z0-9._-]+/g, "-") || "home"}-${viewport.width}`;
      const [old, now] = await Promise.all([
        page.change === "new"
          ? undefined
          : shootPage(browser, `${before.origin}${page.path}`, viewport),
        page.change === "removed"
          ? undefined
          : shootPage(browser, `${after.origin}${page.path}`, viewport),
      ]);
      const file = (side: string) => `${name}-${side}.png`;
      if (old) writeFileSync(path.join(dir, file("before")), old);
      if (now) writeFileSync(path.join(dir, file("after")), now);
      const compared = old && now ? diffScreenshots(old, now) : undefined;
      if (compared) writeFileSync(path.join(dir, file("diff")), compared.png);
      const only = old ?? now;
      const pixels = only ? sizeOf(only) : { width: viewport.width, height: 0 };
      log(
        `  ${page.path} at ${viewport.width} px: ${compared ? `${compared.changedPixels} pixels changed` : page.change}`,
      );
      return {
        path: page.path,
        locale: page.locale,
        change: page.change,
        width: viewport.width,
        changedPixels: compared ? compared.changedPixels : pixels.width * pixels.height,
        changedShare: compared ? compared.changedShare : 1,
        before: old ? file("before") : null,
        after: now ? file("after") : null,
        diff: compared ? file("diff") : null,
        sizes: {
          before: old ? sizeOf(old) : undefined,
          after: now ? sizeOf(now) : undefined,
          diff: compared ? { width: compared.width, height: compared.height } : undefined,
        },
      };
    };
    // Two pairs at a time: four pages open on two cores.
    let next = 0;
    const lane = async () => {
      for (let at = next++; at < tasks.length; at = next++) {
        const task = tasks[at];
        if (task) shots[at] = await shoot(task);
      }
    };
    await Promise.all([lane(), lane()]);
    return shots;
  } finally {
    await browser.close();
    await Promise.all([before.close(), after.close()]);
  }
}
