import { LOCAL_API_PATH } from "./backend";

/**
 * The drafts' reviews in the editor (docs/reviewing.md): Decap's local backend ("proxy") with
 * each draft's review as its deploy preview. Decap asks the backend's `getDeployPreview` when a
 * draft opens and after each save, and shows its answer by the draft's Publish controls: "View
 * Preview" (here "View review"), a link to the report, once it is ready; "Check for Preview"
 * (here "Review pending: check again") while it builds. The local backend runs the reviews
 * (src/cms/server/reviews/draftReviews.ts) and answers `reviewStatus`.
 */

/** The backend's name in the editor's config. */
export const REVIEWING_BACKEND = "octopus-local";

/** What the local backend says of a draft's review (src/cms/server/reviews/draftReviews.ts). */
type ReviewAnswer = { status?: string; url?: string };

/** Decap's deploy preview: a link once ready, a "pending" button before. */
export type DeployPreview = { url: string; status: "SUCCESS" | "PENDING" };

/** Asks the local backend how far a draft's review is: undefined when there is none. */
export async function reviewPreview(
  origin: string,
  collection: string,
  slug: string,
  fetchFrom: typeof fetch = fetch,
): Promise<DeployPreview | undefined> {
  try {
    const response = await fetchFrom(`${origin}${LOCAL_API_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "reviewStatus", params: { collection, slug } }),
    });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as ReviewAnswer;
    if (answer.status === "SUCCESS" && typeof answer.url === "string") {
      return { url: new URL(answer.url, origin).href, status: "SUCCESS" };
    }
    // A review that failed (not the draft: the report would say that) is asked for again.
    if (answer.status === "PENDING" || answer.status === "ERROR") {
      return { url: "", status: "PENDING" };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

type Registry = {
  getBackend: (name: string) => { init: (...args: unknown[]) => object } | undefined;
  registerBackend: (name: string, backend: unknown) => void;
};

/** Registers REVIEWING_BACKEND: Decap's own proxy backend, and the reviews. */
export function registerReviewingBackend(cms: Registry, origin: string): void {
  const proxy = cms.getBackend("proxy");
  if (!proxy) throw new Error("Decap no longer has its proxy backend, which the editor runs on.");
  // Decap makes a backend with `new`: a constructor that returns an object gives that object.
  function ReviewingBackend(...args: unknown[]) {
    return Object.assign(proxy?.init(...args) ?? {}, {
      getDeployPreview: (collection: string, slug: string) =>
        reviewPreview(origin, collection, slug),
    });
  }
  cms.registerBackend(REVIEWING_BACKEND, ReviewingBackend);
}

/** Decap's English with the button's words for what it opens here. */
export function withReviewLabels<T extends { editor: { editorToolbar: object } }>(english: T): T {
  return {
    ...english,
    editor: {
      ...english.editor,
      editorToolbar: {
        ...english.editor.editorToolbar,
        deployPreviewButtonLabel: "View review",
        deployPreviewPendingButtonLabel: "Review pending: check again",
      },
    },
  };
}
