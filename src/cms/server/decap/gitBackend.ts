import path from "path";

import express from "express";
import type { Request, Response } from "express";

import { PAGES_COLLECTION, pageEntrySlug } from "../../pagesCollection";
import {
  assertDraftName,
  DEFAULT_LABEL_PREFIX,
  Conflict,
  createDraftStore,
  Invalid,
  NoDraft,
  Refused,
} from "../drafts";
import type { DraftStore } from "../drafts";
import { treeFiles } from "../git";
import { filesOfPage, pageToDelete, PICTURES_COLLECTION, pictureToDelete } from "../gate";
import { mediaFile, picturesOf } from "./backendPictures";
import { PICTURES_FOLDER } from "../../../content/pictures/pictures";
import type { SaveBase } from "../../versionedSaves";
import type { DataFile } from "../../backendRequest";

/**
 * The editorial workflow's local backend: decap-server's API (the actions of Decap's proxy
 * backend) over the drafts of drafts/draftStore.ts, in place of decap-server's own git mode, which
 * switched the project folder's branch for every save. Its answers are decap-server's, plus:
 * - `unpublishedEntry` and `persistEntry` give the draft's commit (`head`), and every file read
 *   gives its blob id, which a tab sends back with its next save (src/cms/versionedSaves.ts);
 * - a save made from a version that is no longer the latest is answered 409, nothing written.
 */

type Params = Record<string, unknown>;

/** A path inside the repository, as decap-server's `pathTraversal` rule allows it. */
function isInside(file: unknown): file is string {
  if (typeof file !== "string" || file === "" || file.includes("\0") || file.includes("\\")) {
    return false;
  }
  const normal = path.posix.normalize(file);
  return (
    normal === file && !path.posix.isAbsolute(file) && !normal.startsWith("../") && normal !== ".."
  );
}

class BadRequest extends Error {}

const text = (params: Params, name: string): string => {
  const value = params[name];
  if (typeof value !== "string" || value === "")
    throw new BadRequest(`"params.${name}" is required`);
  return value;
};

const filePath = (params: Params, name: string): string => {
  const value = params[name];
  if (!isInside(value))
    throw new BadRequest(`"params.${name}" must be a path inside the repository`);
  return value;
};

/**
 * A draft's collection and slug: its params, or, for `unpublishedEntry` alone, its content key
 * `id` ("collection/slug"; elsewhere `id` is a file's).
 */
function draftKey(params: Params): { collection: string; slug: string } {
  const byId = params.collection === undefined && params.slug === undefined;
  const key =
    byId && typeof params.id === "string" && params.id.includes("/")
      ? {
          collection: params.id.slice(0, params.id.indexOf("/")),
          slug: params.id.slice(params.id.indexOf("/") + 1),
        }
      : { collection: text(params, "collection"), slug: text(params, "slug") };
  // A draft's branch is cms/<collection>/<slug>: each must be a plain name git takes as a branch.
  assertDraftName(key.collection, key.slug);
  return key;
}

/** A status as its label, with the prefix the editor asks for (Decap's statusToLabel). */
const labelOf = (params: Params, status: string) =>
  `${typeof params.cmsLabelPrefix === "string" && params.cmsLabelPrefix ? params.cmsLabelPrefix : DEFAULT_LABEL_PREFIX}${status}`;

const entries = (store: DraftStore, ref: string, files: Array<{ path: string; label?: string }>) =>
  store
    .read(
      ref,
      files.map((file) => file.path),
    )
    .map(({ path: file, data, id }, index) => ({
      data,
      file: { path: file, label: files[index]?.label, id },
    }));

/** Answers one action; what it returns is sent as JSON. */
async function answer(
  store: DraftStore,
  root: string,
  action: unknown,
  params: Params,
): Promise<unknown> {
  if (action === "info") {
    return {
      repo: path.basename(root),
      publish_modes: ["simple", "editorial_workflow"],
      type: "local_git",
    };
  }
  const branch = text(params, "branch");
  const published = `refs/heads/${branch}`;
  if (
    !store.git.succeeds(["check-ref-format", published]) ||
    !store.git.succeeds(["rev-parse", "--verify", "--quiet", `${published}^{commit}`])
  ) {
    throw new BadRequest(`Default branch '${branch}' doesn't exist`);
  }
  switch (action) {
    case "entriesByFolder": {
      const folder = filePath(params, "folder");
      const files = store.list(
        branch,
        folder,
        String(params.extension ?? ""),
        Number(params.depth ?? 1),
      );
      return entries(
        store,
        published,
        files.map((file) => ({ path: file })),
      );
    }
    case "entriesByFiles": {
      const files = (params.files as Array<{ path: string; label?: string }> | undefined) ?? [];
      for (const file of files)
        if (!isInside(file.path)) throw new BadRequest("a file path is outside the repository");
      return entries(store, published, files);
    }
    case "getEntry":
      return entries(store, published, [{ path: filePath(params, "path") }])[0];
    case "unpublishedEntries":
      return store.drafts();
    case "unpublishedEntry": {
      const { collection, slug } = draftKey(params);
      const found = store.draft(branch, collection, slug, String(params.cmsLabelPrefix ?? ""));
      if (!found) throw new NoDraft("Not Found");
      return found;
    }
    case "unpublishedEntryDataFile": {
      const { collection, slug } = draftKey(params);
      const [read] = store.read(`refs/heads/cms/${collection}/${slug}`, [filePath(params, "path")]);
      return { data: read?.data ?? null, id: read?.id ?? null };
    }
    case "unpublishedEntryMediaFile": {
      const { collection, slug } = draftKey(params);
      return mediaFile(store, `refs/heads/cms/${collection}/${slug}`, filePath(params, "path"));
    }
    case "persistEntry": {
      const options = (params.options ?? {}) as {
        useWorkflow?: boolean;
        collectionName?: string;
        commitMessage?: string;
        status?: string;
      };
      if (options.useWorkflow !== true) {
        throw new BadRequest(
          "The editor saves drafts only: saving straight to the published branch is not offered.",
        );
      }
      const files = (params.dataFiles ?? (params.entry ? [params.entry] : [])) as Array<
        DataFile & { slug?: string }
      >;
      if (files.length === 0) throw new BadRequest("The save has no files.");
      for (const file of files) {
        if (
          !isInside(file.path) ||
          (file.newPath !== undefined && !isInside(file.newPath)) ||
          typeof file.raw !== "string"
        ) {
          throw new BadRequest("a file of the save is outside the repository, or has no text");
        }
      }
      const collection = String(options.collectionName ?? "");
      const slug = String(files[0]?.slug ?? "");
      if (!collection || !slug) throw new BadRequest("The save names no collection or slug.");
      const pictures = await picturesOf(params.assets);
      if (typeof pictures === "string") throw new BadRequest(pictures);
      const head = store.save({
        branch,
        collection,
        slug,
        files: [...files, ...pictures],
        label: labelOf(params, options.status ?? "draft"),
        message: options.commitMessage ?? `Update ${collection} “${slug}”`,
        base: params.base as Partial<SaveBase> | undefined,
      });
      return { message: "entry persisted", head };
    }
    case "updateUnpublishedEntryStatus": {
      const { collection, slug } = draftKey(params);
      const label = labelOf(params, text(params, "newStatus"));
      store.setStatus(branch, collection, slug, label);
      return { message: `cms/${collection}/${slug} description was updated to ${label}` };
    }
    case "publishUnpublishedEntry": {
      const { collection, slug } = draftKey(params);
      store.publish(branch, collection, slug);
      return { message: `branch cms/${collection}/${slug} merged to ${branch}` };
    }
    case "deleteUnpublishedEntry": {
      const { collection, slug } = draftKey(params);
      store.deleteDraft(branch, collection, slug);
      return { message: `deleted branch: cms/${collection}/${slug}` };
    }
    case "deleteFiles": {
      const picture = pictureToDelete(params.paths);
      if (picture) {
        // A picture nothing uses, as the gate checked (gate/pictureGate.ts): gone from the branch.
        const options = (params.options ?? {}) as { commitMessage?: string };
        const name = picture.slice(PICTURES_FOLDER.length);
        const head = store.remove(
          branch,
          PICTURES_COLLECTION,
          name,
          [picture],
          options.commitMessage ?? `Delete picture “${name}”`,
        );
        return { message: `deleted ${picture} from ${branch}`, head };
      }
      // The request names the page, by its English file; what goes is every file of that page on
      // the branch, in every language, as the gate checked (gate/pageDeletion.ts,
      // gate/requestGate.ts).
      const deletion = pageToDelete(params.paths);
      if ("refused" in deletion) throw new BadRequest(deletion.refused);
      const { slug } = deletion;
      const onBranch = treeFiles(store.git, published, "content/").map(({ path: file }) => file);
      const options = (params.options ?? {}) as { commitMessage?: string };
      const head = store.remove(
        branch,
        PAGES_COLLECTION,
        pageEntrySlug(slug),
        filesOfPage(onBranch, slug),
        options.commitMessage ?? `Delete page “${slug}”`,
      );
      return { message: `deleted the page /${slug}/ from ${branch}`, head };
    }
    case "getMedia": {
      const folder = filePath(params, "mediaFolder");
      return store.list(branch, folder, "", 1).map((file) => mediaFile(store, published, file));
    }
    case "getMediaFile":
      return mediaFile(store, published, filePath(params, "path"));
    case "getDeployPreview":
      return null;
    default:
      throw new BadRequest(`Unknown action ${String(action)}`);
  }
}

/**
 * Mounts the backend at /api/v1 on `app`, over the repository at `root`. One request at a time:
 * a read never sees a change half-made.
 */
export function registerGitDrafts(app: express.Express, root: string) {
  const store = createDraftStore(root);
  let turn: Promise<void> = Promise.resolve();
  app.use(express.json({ limit: "50mb" }));
  app.post("/api/v1", (request: Request, response: Response) => {
    turn = turn.then(async () => {
      const { action, params = {} } = (request.body ?? {}) as { action?: unknown; params?: Params };
      try {
        response.json(await answer(store, root, action, params));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof Conflict) response.status(409).json({ error: message });
        else if (error instanceof NoDraft) response.status(404).json({ message, error: message });
        else if (
          error instanceof BadRequest ||
          error instanceof Invalid ||
          error instanceof Refused
        ) {
          response.status(422).json({ error: message });
        } else {
          console.error(`Error handling ${String(action)}: ${message}`);
          response.status(500).json({ error: message });
        }
      }
    });
  });
  return store;
}
