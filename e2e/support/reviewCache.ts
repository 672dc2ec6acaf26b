import os from "os";
import path from "path";

/**
 * The review cache the review's browser tests share (REVIEW_CACHE_DIR), as one editor's reviews
 * do: each test's git copy has commits of its own, but the same files, so the clone that builds
 * them (scripts/review/siteBuilds.ts) builds only what differs from the copy before. Per user and per run of the
 * suite's process tree is not needed: the tests of the `review` project run on one worker.
 */
export const REVIEW_CACHE = path.join(os.tmpdir(), `octopus-review-cache-${os.userInfo().uid}`);
