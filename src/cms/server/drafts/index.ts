/**
 * The editor's drafts, kept in git without switching the editor's checkout: saves, reads,
 * statuses, publishing, deleting a published page, and the recovery of an operation cut off.
 */
export { createDraftStore } from "./draftStore";
export type { DraftStore } from "./draftStore";
export {
  assertDraftName,
  Conflict,
  DEFAULT_LABEL_PREFIX,
  Invalid,
  NoDraft,
  Refused,
} from "./draftRepo";
export type { Step } from "./draftRepo";
