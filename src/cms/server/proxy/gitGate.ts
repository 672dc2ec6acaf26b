import { refuseRequest } from "../gate";
import { currentBranch, draftBranch, gitIn } from "../git";
import type { BackendRequest } from "../../backendRequest";
import { draftReviews } from "../reviews";
import type { DraftReviews } from "../reviews";
import type { LocalBackendGate } from "./localBackendProxy";

/** The editor's action that asks for a draft's review (src/cms/reviewingBackend.ts). */
export const REVIEW_STATUS_ACTION = "reviewStatus";

/** `OCTOPUS_CMS_REVIEWS=off`: no draft is reviewed (the browser suites' other editor tests). */
const reviewsOn = (env: NodeJS.ProcessEnv) => env.OCTOPUS_CMS_REVIEWS !== "off";

/**
 * The gate of the editorial workflow over the git repository at `root` (gate/requestGate.ts), and
 * the drafts' reviews (reviews/draftReviews.ts): each saved draft is reviewed, and the editor asks
 * how far.
 */
export function gitGate(
  root: string,
  reviews: DraftReviews | false = reviewsOn(process.env) && draftReviews(root),
): LocalBackendGate {
  const branch = currentBranch(root);
  if (!branch) throw new Error(`${root} has no branch checked out (HEAD is detached).`);
  const draftOf = (request: BackendRequest) => {
    const params = request.params ?? {};
    if (request.action === REVIEW_STATUS_ACTION) {
      return draftBranch(String(params.collection), String(params.slug));
    }
    const options = (params.options ?? {}) as Record<string, unknown>;
    const files = (params.dataFiles ?? [params.entry]) as Array<{ slug?: unknown } | undefined>;
    return draftBranch(String(options.collectionName), String(files[0]?.slug));
  };
  return {
    info: { branch, reviews: reviews !== false },
    refuse: (request) => refuseRequest(root, branch, request),
    answer: (request) => {
      // The editor is open: its first request has the published branch built for the reviews.
      if (reviews) reviews.prepare();
      if (request.action !== REVIEW_STATUS_ACTION) return undefined;
      const draft = draftOf(request);
      // No review without reviews, nor of a branch that is not a draft here.
      if (
        !reviews ||
        !gitIn(root).succeeds(["show-ref", "--verify", "--quiet", `refs/heads/${draft}`])
      ) {
        return {};
      }
      return reviews.status(draft);
    },
    changed: (request) => {
      if (reviews && request.action === "persistEntry") reviews.saved(draftOf(request));
    },
  };
}
