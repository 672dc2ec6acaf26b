/**
 * Saves that say which version they were made from, so that of two tabs (or windows) editing the
 * same entry, the second to save is refused instead of silently undoing the first: a lost update.
 * Decap's proxy backend sends only the entry's new text with a save. On this computer
 * (`npm run cms`) the editor's requests to the local backend pass through here, and each tab
 * remembers what it loaded:
 * - of a draft, its commit (`head` in the answer to `unpublishedEntry`), or that there was none;
 * - of the published files, their blob ids (`file.id` in every read); a file it never read counts
 *   as one it saw missing.
 * A save carries that as `params.base`, and the local backend refuses it, 409, if the draft or the
 * published files are no longer at that version (src/cms/server/drafts/draftStore.ts). A save it
 * took moves this tab's version on to the new commit.
 */

type Params = Record<string, unknown>;
type Body = { action?: string; params?: Params } & Record<string, unknown>;

/** What a save was made from: the draft's commit (null: no draft) and the published files' ids. */
export type SaveBase = { draft: string | null; files: Record<string, string | null> };

type ReadFile = { file?: { path?: unknown; id?: unknown } };

/** "<collection>/<slug>" of a request about one draft. */
function draftKey(body: Body): string | undefined {
  const params = body.params ?? {};
  if (body.action === "persistEntry") {
    const options = (params.options ?? {}) as { collectionName?: unknown };
    const [first] = (params.dataFiles as Array<{ slug?: unknown }> | undefined) ?? [];
    return `${String(options.collectionName)}/${String(first?.slug)}`;
  }
  if (typeof params.collection === "string" && typeof params.slug === "string") {
    return `${params.collection}/${params.slug}`;
  }
  // `unpublishedEntry` may name the draft by its content key instead.
  if (typeof params.id === "string" && params.id.includes("/")) return params.id;
  return undefined;
}

const savedPaths = (params: Params) =>
  ((params.dataFiles as Array<{ path?: unknown; newPath?: unknown }> | undefined) ?? []).flatMap(
    ({ path, newPath }) =>
      [path, newPath].filter((file): file is string => typeof file === "string"),
  );

export function createVersionTracker() {
  /** Per draft: the commit this tab loaded or saved, or null where it found none. */
  const drafts = new Map<string, string | null>();
  /** Per published file: the blob id this tab read, or null where there was no file. */
  const published = new Map<string, string | null>();
  /** Per draft: the files its saves wrote, which a publish changes. */
  const draftFiles = new Map<string, string[]>();

  const remember = (files: unknown) => {
    for (const { file } of (Array.isArray(files) ? files : [files]) as ReadFile[]) {
      if (typeof file?.path !== "string") continue;
      published.set(file.path, typeof file.id === "string" ? file.id : null);
    }
  };

  return {
    /** The body to send: a save with the version it was made from. */
    request(body: Body): Body {
      if (body.action !== "persistEntry") return body;
      const key = draftKey(body) ?? "";
      const files: Record<string, string | null> = {};
      // A file this tab never read is one it has not seen: null, as for a file it saw missing.
      for (const file of savedPaths(body.params ?? {})) files[file] = published.get(file) ?? null;
      const base: SaveBase = { draft: drafts.get(key) ?? null, files };
      return { ...body, params: { ...body.params, base } };
    },
    /** Learns from the local backend's answer to `body`. */
    answer(body: Body, status: number, json: unknown) {
      const key = draftKey(body);
      const head = (json as { head?: unknown } | null)?.head;
      switch (body.action) {
        case "unpublishedEntry":
          if (!key) return;
          if (status === 404) drafts.set(key, null);
          else if (status === 200 && typeof head === "string") drafts.set(key, head);
          return;
        case "persistEntry":
          if (key && status === 200 && typeof head === "string") {
            drafts.set(key, head);
            draftFiles.set(key, savedPaths(body.params ?? {}));
          }
          return;
        case "publishUnpublishedEntry":
        case "deleteUnpublishedEntry":
          if (!key || status !== 200) return;
          drafts.set(key, null);
          // Published: those files are now as this tab saved them, in blobs it has not read; it
          // reads them again before it edits the entry again.
          if (body.action === "publishUnpublishedEntry") {
            for (const file of draftFiles.get(key) ?? []) published.delete(file);
          }
          return;
        case "deleteFiles":
          // A page deleted, or unpublished (Decap deletes it, then saves it as a draft): this tab
          // knows its files are gone, and saves them back as new ones.
          if (status !== 200) return;
          for (const file of ((body.params ?? {}).paths as unknown[] | undefined) ?? []) {
            if (typeof file === "string") published.set(file, null);
          }
          return;
        case "getEntry":
        case "entriesByFiles":
        case "entriesByFolder":
          if (status === 200) remember(json);
          return;
        default:
      }
    },
  };
}

/**
 * Passes every POST to `url` (the local backend) through a version tracker: the only change to
 * the editor's requests is the `base` of a save.
 */
export function trackSaveVersions(target: { fetch: typeof fetch }, url: string) {
  const tracker = createVersionTracker();
  const original = target.fetch.bind(target);
  target.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const address =
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (address !== url || init?.method !== "POST" || typeof init.body !== "string") {
      return original(input, init);
    }
    let body: Body;
    try {
      body = JSON.parse(init.body) as Body;
    } catch {
      return original(input, init);
    }
    const sent = tracker.request(body);
    const response = await original(input, { ...init, body: JSON.stringify(sent) });
    try {
      tracker.answer(sent, response.status, await response.clone().json());
    } catch {
      // Not JSON: nothing to learn.
    }
    return response;
  };
}
