/**
 * The content and picture gate: a save, a publish or a deletion the editor asks for runs only if
 * the content it leaves passes the content checks. It reads git's objects and never imports the
 * drafts: it judges a change before the draft store makes it.
 */
export { changesRepository, refuseRequest } from "./requestGate";
export { filesOfPage, pageToDelete } from "./pageDeletion";
export { PICTURES_COLLECTION, pictureToDelete, uploadsOf } from "./pictureGate";
