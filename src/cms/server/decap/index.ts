/**
 * decap-server, the editor's local backend, in a process of its own: its start, and the API of its
 * git mode that this project serves itself (drafts from the draft store, pictures without their
 * metadata).
 */
export { freePort, startDecapServer } from "./decapServer";
export type { DecapServer, DecapServerAddress } from "./decapServer";
export { registerGitDrafts } from "./gitBackend";
