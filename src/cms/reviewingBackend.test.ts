import {
  REVIEWING_BACKEND,
  registerReviewingBackend,
  reviewPreview,
  withReviewLabels,
} from "./reviewingBackend";

/** A fetch that answers with this status and JSON body (jsdom has no Response). */
const answering = (status: number, body: object) =>
  jest.fn(async () => ({
    ok: status < 300,
    status,
    json: async () => body,
  })) as unknown as typeof fetch;

describe("reviewPreview", () => {
  it("asks the local backend for the draft's review, and links a ready one on the editor's origin", async () => {
    const fetchFrom = answering(200, { status: "SUCCESS", url: "/review/cms-site-site/" });
    expect(await reviewPreview("http://localhost:8000", "site", "site", fetchFrom)).toEqual({
      status: "SUCCESS",
      url: "http://localhost:8000/review/cms-site-site/",
    });
    expect(fetchFrom).toHaveBeenCalledWith("http://localhost:8000/api/v1", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        action: "reviewStatus",
        params: { collection: "site", slug: "site" },
      }),
    });
  });

  it("is pending while the review builds, or when it failed and is asked for again", async () => {
    for (const status of ["PENDING", "ERROR"]) {
      expect(
        await reviewPreview("http://localhost:8000", "site", "site", answering(200, { status })),
      ).toEqual({
        status: "PENDING",
        url: "",
      });
    }
  });

  it("shows nothing when there is no review: reviews off, no such draft, or the backend refused", async () => {
    expect(
      await reviewPreview("http://localhost:8000", "site", "site", answering(200, {})),
    ).toBeUndefined();
    expect(
      await reviewPreview("http://localhost:8000", "site", "site", answering(403, { error: "no" })),
    ).toBeUndefined();
    const down = jest.fn(async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await reviewPreview("http://localhost:8000", "site", "site", down)).toBeUndefined();
  });
});

describe("registerReviewingBackend", () => {
  it("registers Decap's proxy backend with the reviews as its deploy previews", async () => {
    const proxyBackend = { persistEntry: jest.fn() };
    const registered: Record<string, unknown> = {};
    registerReviewingBackend(
      {
        getBackend: (name) => (name === "proxy" ? { init: () => proxyBackend } : undefined),
        registerBackend: (name, backend) => (registered[name] = backend),
      },
      "http://localhost:8000",
    );
    const Backend = registered[REVIEWING_BACKEND] as new (...args: unknown[]) => {
      persistEntry: unknown;
      getDeployPreview: (collection: string, slug: string) => Promise<unknown>;
    };
    const backend = new Backend({}, {});
    expect(backend.persistEntry).toBe(proxyBackend.persistEntry);
    const before = globalThis.fetch;
    globalThis.fetch = answering(200, { status: "PENDING" });
    try {
      expect(await backend.getDeployPreview("site", "site")).toEqual({
        status: "PENDING",
        url: "",
      });
    } finally {
      globalThis.fetch = before;
    }
  });

  it("fails loudly when Decap has no proxy backend", () => {
    expect(() =>
      registerReviewingBackend(
        { getBackend: () => undefined, registerBackend: jest.fn() },
        "http://localhost:8000",
      ),
    ).toThrow(/proxy backend/);
  });
});

describe("withReviewLabels", () => {
  it("names the buttons for what they open, keeping Decap's other words", () => {
    const english = {
      app: { x: "y" },
      editor: { editorToolbar: { publish: "Publish", deployPreviewButtonLabel: "View Preview" } },
    };
    expect(withReviewLabels(english)).toEqual({
      app: { x: "y" },
      editor: {
        editorToolbar: {
          publish: "Publish",
          deployPreviewButtonLabel: "View review",
          deployPreviewPendingButtonLabel: "Review pending: check again",
        },
      },
    });
  });
});
