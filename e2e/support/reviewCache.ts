import os from "os";
import path from "path";

/**
 * The review cache the review's browser tests share (REVIEW_CACHE_DIR), as one editor's reviews
 * do: each test's git copy has commits of its own, but the same files, so the clone that builds
 * them (scripts/review/siteBuilds.ts) builds only what differs from the copy before. Per user, not per run: the
 * two files share it at once, and its lock (withCacheLock) takes their builds one at a time.
 */
export const REVIEW_CACHE = path.join(os.tmpdir(), `octopus-review-cache-${os.userInfo().uid}`);
