import { spawnSync } from "child_process";

import { formatProblems } from "../../../content/checkContent";
import type { Problem } from "../../../content/checkContent";
import { DEFAULT_LOCALE } from "../../../i18n/locales";
import { isContentFile, pageFile } from "../../../content/layout";
import { isPictureFile } from "../../../content/pictures/pictures";
import { deleteRefusal } from "../../pageLinks";
import { PAGES_COLLECTION, pageEntrySlug } from "../../pagesCollection";
import { refusal } from "../../refusal";
import { gitIn, branchExists, changedSince, draftBranch, uncommittedChanges } from "../git";
import { filesOfPage, pageToDelete } from "./pageDeletion";
import { pictureToDelete, refusePictureDelete, uploadProblems, uploadsOf } from "./pictureGate";
import { check, contentFilesOf, saveProblems } from "./treeChecks";

import type { BackendRequest, DataFile } from "../../backendRequest";

export { saveProblems };

/**
 * The content gate of the editorial workflow on this computer (`npm run cms`), where decap-server
 * keeps each draft as a git branch `cms/<collection>/<slug>` of the project's own repository. It
 * stands in front of decap-server, in the proxy the editor talks to (proxy/localBackendProxy.ts),
 * so it also holds when the editor's own check in the browser (src/cms/contentGate.ts) is bypassed:
 *
 * - a draft is saved only if the branch's content with this entry written in passes the content
 *   checks;
 * - a draft is published only if the content as it will be after the merge passes them. Git
 *   computes that merge (`git merge-tree`) without touching the working tree, so two drafts that
 *   are each valid alone but clash together (two cards with one name, two pages with one slug)
 *   cannot both be published;
 * - nothing that would change the repository runs while the working tree has changes that are not
 *   committed: publishing writes the published files into the working tree, over such changes, and
 *   the recovery of an interrupted publish (drafts/draftStore.ts) could not tell them from its own.
 */

/** The editorial workflow's requests that change the repository: each is checked before it runs. */
const WORKFLOW_WRITES = new Set([
  "persistEntry",
  "publishUnpublishedEntry",
  "deleteUnpublishedEntry",
  "updateUnpublishedEntryStatus",
]);

/**
 * decap-server's other writes: media and file deletions. A picture is uploaded with the save of
 * its entry's draft, never alone (`persistMedia`; pictureGate.ts). Of the entries only a page made
 * from blocks may be deleted (src/cms/config.ts): Decap deletes a published entry with
 * `deleteFiles`, straight on the published branch, which the gate lets through for a request that
 * names one page by its English file (pageDeletion.ts), when no other page links to it and the
 * content without every file of it stays valid (refuseDelete). The Media page deletes a picture
 * the same way, one at a time, when no content, published or in a draft, names it.
 */
const OTHER_WRITES = new Set(["persistMedia", "deleteFile", "deleteFiles"]);

/** The one write outside the workflow the gate may let through: deleting a page. */
const DELETE_PAGE = "deleteFiles";

/** Does this request change the repository (and so wait its turn, and meet the gate)? */
export const changesRepository = (action: string | undefined): boolean =>
  action !== undefined && (WORKFLOW_WRITES.has(action) || OTHER_WRITES.has(action));

/**
 * The files of this save that changed on `branch` since `draft` was started. decap-server saves a
 * draft by moving it onto the published branch and writing the entry's files whole, as the editor
 * loaded them from the draft: a change published meanwhile to one of these files would be undone
 * (or the move would stop on a conflict, halfway).
 */
export function staleFiles(root: string, branch: string, draft: string, files: string[]): string[] {
  if (!branchExists(root, draft)) return [];
  const changed = new Set(changedSince(root, draft, branch));
  return files.filter((file) => changed.has(file));
}

/**
 * The problems `branch` would have once `draft` is merged into it: the merge git would make,
 * computed without touching the working tree. A merge with conflicts is a problem of its own, and
 * so is a draft that changes anything but the content files.
 */
export function publishProblems(root: string, branch: string, draft: string): Problem[] {
  if (!branchExists(root, draft)) {
    return [{ file: draft, message: "there is no such draft to publish." }];
  }
  const outside = changedSince(root, branch, draft).filter(
    (file) => !isContentFile(file) && !isPictureFile(file),
  );
  if (outside.length > 0) {
    return outside.map((file) => ({
      file,
      message: "the draft changes a file that is not content. The editor publishes content only.",
    }));
  }
  const merge = spawnSync(
    "git",
    ["merge-tree", "--write-tree", "--name-only", "--no-messages", branch, draft],
    { cwd: root, encoding: "utf8" },
  );
  const [tree, ...conflicted] = merge.stdout.split("\n").filter(Boolean);
  if (merge.status === 1) {
    return conflicted.map((file) => ({ file, message: OUTDATED_DRAFT }));
  }
  if (merge.status !== 0 || !tree) {
    throw new Error(`git merge-tree ${branch} ${draft} failed: ${merge.stderr}`);
  }
  return check(root, contentFilesOf(root, tree), tree);
}

/** What to do with a draft whose file was changed by a publish since it was started. */
const OUTDATED_DRAFT =
  "this file was published with other changes since the draft was started, and the draft would undo them or clash with them. Copy your edit, click Delete unpublished changes, open the entry again and make the edit on the published text.";

const NOTHING_CHANGED = "Nothing was changed.";

/** Why a save of a draft must not run, or undefined. */
function refuseSave(root: string, branch: string, params: Record<string, unknown>) {
  const options = (params.options ?? {}) as { useWorkflow?: boolean; collectionName?: string };
  if (options.useWorkflow !== true) {
    return `Saving straight to ${branch}, past drafts and review, is not offered here. ${NOTHING_CHANGED}`;
  }
  const uploads = uploadsOf(params.assets);
  if (typeof uploads === "string") return `${uploads} ${NOTHING_CHANGED}`;
  const entry = params.entry as DataFile | undefined;
  const dataFiles = (params.dataFiles as DataFile[] | undefined) ?? (entry ? [entry] : []);
  const paths = dataFiles.flatMap(({ path: file, newPath }) =>
    newPath ? [file, newPath] : [file],
  );
  const outside = paths.filter((file) => !isContentFile(file));
  if (dataFiles.length === 0 || outside.length > 0) {
    return `The editor saves content files only, not ${outside.join(", ") || "an empty entry"}. ${NOTHING_CHANGED}`;
  }
  const draft = draftBranch(String(options.collectionName), String(dataFiles[0]?.slug));
  const stale = staleFiles(root, branch, draft, paths);
  if (stale.length > 0) {
    return refusal(
      stale.map((file) => ({ file, message: OUTDATED_DRAFT })),
      "save",
    );
  }
  const problems = [
    ...uploadProblems(gitIn(root), branch, uploads),
    ...saveProblems(root, branch, dataFiles, uploads),
  ];
  return problems.length ? refusal(problems, "save") : undefined;
}

/**
 * Why deleting the page at /<slug>/ must not run: there is no such page, it has a draft, another
 * page or a legal text links to it (the message names it), or the content without the files the
 * backend deletes (filesOfPage: every language's, drafts' too) would not pass the checks.
 */
export function refuseDelete(root: string, branch: string, slug: string): string | undefined {
  const files = contentFilesOf(root, branch);
  if (!(pageFile(DEFAULT_LOCALE, slug) in files)) {
    return `There is no page /${slug}/ on ${branch} to delete. ${NOTHING_CHANGED}`;
  }
  if (branchExists(root, draftBranch(PAGES_COLLECTION, pageEntrySlug(slug)))) {
    return `The page /${slug}/ has unpublished changes: publish them or delete them first, then delete the page. ${NOTHING_CHANGED}`;
  }
  const linked = deleteRefusal(files, slug);
  if (linked) return linked;
  const deleted = new Set(filesOfPage(Object.keys(files), slug));
  const without = Object.fromEntries(Object.entries(files).filter(([file]) => !deleted.has(file)));
  const problems = check(root, without, branch);
  return problems.length > 0
    ? `${formatProblems(problems)}

Nothing was deleted.`
    : undefined;
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
  if (!changesRepository(action)) return undefined;
  if (action === "persistMedia") {
    return `Upload a picture from the entry that shows it (its picture field): the picture is saved with that entry's draft, then reviewed and published with it. ${NOTHING_CHANGED}`;
  }
  if (OTHER_WRITES.has(action as string) && action !== DELETE_PAGE) {
    return `The editor changes content through drafts only: "${action}" (files beside the content, deletions) is not offered. ${NOTHING_CHANGED}`;
  }
  const picture = action === DELETE_PAGE ? pictureToDelete(params.paths) : undefined;
  const deletion = action === DELETE_PAGE && !picture ? pageToDelete(params.paths) : undefined;
  if (deletion && "refused" in deletion) return `${deletion.refused} ${NOTHING_CHANGED}`;
  if (params.branch !== branch) {
    return `This editor publishes to ${branch}, not to ${JSON.stringify(params.branch)}. ${NOTHING_CHANGED}`;
  }
  const dirty = uncommittedChanges(root);
  if (dirty.length > 0) {
    const listed = dirty.slice(0, 5).join(", ") + (dirty.length > 5 ? ", …" : "");
    return `The project folder has changes that are not committed (${listed}). Publishing writes into this folder's files, over changes like these. Commit or stash them (git stash --include-untracked), then try again. ${NOTHING_CHANGED}`;
  }
  if (action === "persistEntry") return refuseSave(root, branch, params);
  if (deletion) return refuseDelete(root, branch, deletion.slug);
  if (picture) {
    const why = refusePictureDelete(gitIn(root), branch, picture);
    return why ? `${why} ${NOTHING_CHANGED}` : undefined;
  }
  if (action === "publishUnpublishedEntry") {
    const draft = draftBranch(String(params.collection), String(params.slug));
    const problems = publishProblems(root, branch, draft);
    return problems.length ? refusal(problems, "publish") : undefined;
  }
  return undefined;
}
