/**
 * The proxy between the editor and decap-server: the editor's /api/v1 on the page's own origin,
 * behind the request guard, with the gate in front of every change and the drafts' reviews started
 * when a draft is saved.
 */
export { proxyToLocalBackend } from "./localBackendProxy";
export type { LocalBackendGate } from "./localBackendProxy";
export { gitGate } from "./gitGate";
