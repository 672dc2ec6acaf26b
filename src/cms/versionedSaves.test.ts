/** @jest-environment node */
import { createVersionTracker, trackSaveVersions } from "./versionedSaves";

/** What one tab remembers of what it loaded, and what its saves say they were made from. */

const MODELS = "content/en/models.json";
const GERMAN = "content/de/models.json";

const persist = {
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [
      { path: MODELS, slug: "models", raw: "{}" },
      { path: GERMAN, slug: "models", raw: "{}" },
    ],
    options: { collectionName: "models", useWorkflow: true },
  },
};
const unpublished = {
  action: "unpublishedEntry",
  params: { collection: "models", slug: "models" },
};
const baseOf = (body: { params?: Record<string, unknown> }) => body.params?.base;

describe("the version a save says it was made from", () => {
  it("is no draft, and the published files as read, for an entry opened without a draft", () => {
    const tab = createVersionTracker();
    tab.answer(unpublished, 404, { message: "Not Found" });
    tab.answer({ action: "getEntry", params: { path: MODELS } }, 200, {
      data: "{}",
      file: { path: MODELS, id: "blob-en" },
    });
    tab.answer({ action: "entriesByFiles", params: {} }, 200, [
      { data: null, file: { path: GERMAN, id: null } },
    ]);

    expect(baseOf(tab.request(persist))).toEqual({
      draft: null,
      files: { [MODELS]: "blob-en", [GERMAN]: null },
    });
  });

  it("is the draft's commit as loaded, then as this tab saved it", () => {
    const tab = createVersionTracker();
    tab.answer({ action: "unpublishedEntry", params: { id: "models/models" } }, 200, {
      head: "commit-1",
    });
    // Files it never read count as missing: the draft's commit is what the backend checks here.
    expect(baseOf(tab.request(persist))).toEqual({
      draft: "commit-1",
      files: { [MODELS]: null, [GERMAN]: null },
    });

    tab.answer(tab.request(persist), 200, { message: "entry persisted", head: "commit-2" });
    expect(baseOf(tab.request(persist))).toMatchObject({ draft: "commit-2" });

    // A refused save leaves the tab at the version it had.
    tab.answer(tab.request(persist), 409, { error: "changed since you opened it: reload" });
    expect(baseOf(tab.request(persist))).toMatchObject({ draft: "commit-2" });
  });

  it("forgets the draft once published, and the files the publish changed", () => {
    const tab = createVersionTracker();
    tab.answer({ action: "getEntry", params: {} }, 200, { file: { path: MODELS, id: "blob-en" } });
    tab.answer(tab.request(persist), 200, { head: "commit-1" });
    tab.answer(
      { action: "publishUnpublishedEntry", params: { collection: "models", slug: "models" } },
      200,
      {},
    );

    expect(baseOf(tab.request(persist))).toEqual({
      draft: null,
      files: { [MODELS]: null, [GERMAN]: null },
    });
  });

  it("knows the files a delete took away: Unpublish saves them again as a new draft", () => {
    const tab = createVersionTracker();
    tab.answer({ action: "getEntry", params: {} }, 200, { file: { path: MODELS, id: "blob-en" } });
    tab.answer({ action: "deleteFiles", params: { paths: [MODELS, GERMAN] } }, 422, {});
    expect(baseOf(tab.request(persist))).toMatchObject({ files: { [MODELS]: "blob-en" } });
    tab.answer({ action: "deleteFiles", params: { paths: [MODELS, GERMAN] } }, 200, {});
    expect(baseOf(tab.request(persist))).toEqual({
      draft: null,
      files: { [MODELS]: null, [GERMAN]: null },
    });
  });

  it("changes nothing else the editor sends", () => {
    const tab = createVersionTracker();
    const read = { action: "entriesByFolder", params: { folder: "content" } };
    expect(tab.request(read)).toBe(read);
  });
});

describe("trackSaveVersions", () => {
  it("adds the version to saves sent to the local backend, and only to those", async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    const answers: Record<string, object> = {
      unpublishedEntry: { head: "commit-1" },
      persistEntry: { head: "commit-2" },
    };
    const target = {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? "{}")) as { action: string };
        sent.push({ url: String(input), body });
        return new Response(JSON.stringify(answers[body.action] ?? {}), { status: 200 });
      }) as typeof fetch,
    };
    const url = "http://localhost:8000/api/v1";
    trackSaveVersions(target, url);

    const post = (address: string, body: object) =>
      target.fetch(address, { method: "POST", body: JSON.stringify(body) });
    await post(url, unpublished);
    await post(url, persist);
    await post("http://elsewhere.test/api/v1", persist);

    expect(sent.map(({ body }) => baseOf(body as { params?: Record<string, unknown> }))).toEqual([
      undefined,
      { draft: "commit-1", files: { [MODELS]: null, [GERMAN]: null } },
      undefined,
    ]);
  });
});
