import { execFileSync, spawnSync } from "child_process";
import path from "path";

import { checkContent, isContentFile } from "../content/checkContent";
import type { Problem } from "../content/checkContent";
import { scanMdx } from "../content/mdx";
import { loadSchemas } from "../content/schemas";
import { readSnapshot } from "../content/validateContent";
import { refusal } from "../cms/refusal";

/**
 * The content gate of the editorial workflow on this computer (`npm run cms`), where decap-server
 * keeps each draft as a git branch `cms/<collection>/<slug>` of the project's own repository. It
 * stands in front of decap-server, in the proxy the editor talks to (localBackend.ts), so it also
 * holds when the editor's own check in the browser (src/cms/contentGate.ts) is bypassed:
 *
 * - a draft is saved only if the branch's content with this entry written in passes the content
 *   checks;
 * - a draft is published only if the content as it will be after the merge passes them. Git
 *   computes that merge (`git merge-tree`) without touching the working tree, so two drafts that
 *   are each valid alone but clash together (two cards with one name, two pages with one slug)
 *   cannot both be published;
 * - nothing that would change the repository runs while the working tree has changes that are not
 *   committed: decap-server commits with `git add .` and switches branches, which would sweep them
 *   into a draft.
 */

/** A request of Decap's proxy backend, as it reaches decap-server. */
export type BackendRequest = { action?: string; params?: Record<string, unknown> };

/** The entry's files in a `persistEntry` request, as Decap sends them. */
type DataFile = { path: string; raw: string; newPath?: string };

/** Requests after which the repository differs: each needs a clean working tree first. */
const CHANGES_REPOSITORY = new Set([
  "persistEntry",
  "publishUnpublishedEntry",
  "deleteUnpublishedEntry",
  "updateUnpublishedEntryStatus",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
]);

/** decap-server's branch for a draft (decap-cms-lib-util's branchFromContentKey). */
export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/** Paths with changes that are not committed, untracked files included (ignored ones are not). */
export function uncommittedChanges(root: string): string[] {
  return git(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all"])
    .split("\0")
    .filter(Boolean)
    .map((line) => line.slice(3));
}

/** The branch checked out in `root`, or undefined when HEAD is detached. */
export function currentBranch(root: string): string | undefined {
  const result = spawnSync("git", ["symbolic-ref", "--quiet", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The content files of a commit or tree, by path from the site's root. */
export function contentFilesOf(root: string, treeish: string): Record<string, string> {
  const names = git(root, ["ls-tree", "-r", "-z", "--name-only", treeish, "--", "content/"])
    .split("\0")
    .filter(isContentFile);
  return Object.fromEntries(names.map((name) => [name, git(root, ["show", `${treeish}:${name}`])]));
}

/** The content checks over these content files, with the pages and static files of the working tree. */
function check(root: string, files: Record<string, string>): Problem[] {
  const snapshot = { ...readSnapshot(root), files };
  return checkContent(snapshot, loadSchemas(path.join(root, "content")), scanMdx);
}

/** The problems the content of `branch` would have with these files of a save written in. */
export function saveProblems(root: string, branch: string, dataFiles: DataFile[]): Problem[] {
  const files = new Map(Object.entries(contentFilesOf(root, branch)));
  for (const { path: file, raw, newPath } of dataFiles) {
    if (newPath) files.delete(file);
    files.set(newPath ?? file, raw);
  }
  return check(root, Object.fromEntries(files));
}

/**
 * The problems `branch` would have once `draft` is merged into it: the merge git would make,
 * computed without touching the working tree. A merge with conflicts is a problem of its own.
 */
export function publishProblems(root: string, branch: string, draft: string): Problem[] {
  const merge = spawnSync(
    "git",
    ["merge-tree", "--write-tree", "--name-only", "--no-messages", branch, draft],
    { cwd: root, encoding: "utf8" },
  );
  const [tree, ...conflicted] = merge.stdout.split("\n").filter(Boolean);
  if (merge.status === 1) {
    return conflicted.map((file) => ({
      file,
      message: `the draft changes the same lines as a change published since the draft was saved. Open the draft, save it again on top of the published content, then publish.`,
    }));
  }
  if (merge.status !== 0 || !tree) {
    throw new Error(`git merge-tree ${branch} ${draft} failed: ${merge.stderr}`);
  }
  return check(root, contentFilesOf(root, tree));
}

/**
 * Why this request must not reach decap-server, or undefined when it may. `branch` is the branch
 * the editor publishes to: the one checked out when `npm run cms` started.
 */
export function refuseRequest(
  root: string,
  branch: string,
  request: BackendRequest,
): string | undefined {
  const { action, params = {} } = request;
  if (!action || !CHANGES_REPOSITORY.has(action)) return undefined;
  const dirty = uncommittedChanges(root);
  if (dirty.length > 0) {
    const listed = dirty.slice(0, 5).join(", ") + (dirty.length > 5 ? ", …" : "");
    return `The project folder has changes that are not committed (${listed}). The editor keeps drafts as git branches of this folder and would sweep those changes into them. Commit or stash them (git stash --include-untracked), then try again. Nothing was changed.`;
  }
  if (action === "persistEntry") {
    const entry = params.entry as DataFile | undefined;
    const dataFiles = (params.dataFiles as DataFile[] | undefined) ?? (entry ? [entry] : []);
    const problems = saveProblems(root, branch, dataFiles);
    return problems.length ? refusal(problems, "save") : undefined;
  }
  if (action === "publishUnpublishedEntry") {
    const draft = draftBranch(String(params.collection), String(params.slug));
    const problems = publishProblems(root, branch, draft);
    return problems.length ? refusal(problems, "publish") : undefined;
  }
  return undefined;
}
