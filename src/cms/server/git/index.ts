/**
 * git, run in the editor's repository: objects, refs, trees and branches. Everything else of the
 * editor's server stands on it; it imports nothing of the server.
 */
export { blobsAt, gitDir, gitIn, readBlobs, refValue, treeFiles, updateRefs } from "./git";
export type { Git, TreeFile } from "./git";
export {
  branchExists,
  changedSince,
  currentBranch,
  draftBranch,
  isDraftBranch,
  isDraftName,
  uncommittedChanges,
} from "./branches";
