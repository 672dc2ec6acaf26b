/**
 * The editor's server on this computer (`npm run cms`): what scripts/cms.ts starts it with, and
 * what the development server (gatsby-config.ts) and the static server put in front of the site.
 * Each folder below is one concern, entered through its index.ts; serverFolders.test.ts holds the
 * direction of their imports:
 *
 * - git/: git in the editor's repository, and its branches (it imports nothing of the server);
 * - processes/: ending a process group;
 * - guard/: only the editor's own pages, on this computer, are answered;
 * - gate/: a change runs only if the content it leaves passes the checks (never imports drafts/);
 * - journal/: each change written down first, so one cut off is settled at the next start;
 * - drafts/: the drafts in git, their saves, publishing and recovery;
 * - decap/: decap-server in a process of its own, and the git API this project serves for it;
 * - reviews/: the drafts' before-and-after reviews and their reports;
 * - proxy/: the editor's /api/v1, with the gate and the reviews in front of decap-server.
 */
export { currentBranch, gitDir, gitIn, isDraftBranch, uncommittedChanges } from "./git";
export { endGroup } from "./processes";
export { guardDevServer } from "./guard";
export { gitLocks, lockRefusal } from "./journal";
export { createDraftStore, Refused } from "./drafts";
export { freePort, startDecapServer } from "./decap";
export type { DecapServer, DecapServerAddress } from "./decap";
export { REVIEWS_PATH, serveReviewReports } from "./reviews";
export { gitGate, proxyToLocalBackend } from "./proxy";
export type { LocalBackendGate } from "./proxy";
