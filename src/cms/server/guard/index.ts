/**
 * The request guard: only the editor's own pages, on this computer, reach the local backend, the
 * drafts' reviews and the development server. Another site, another `Host` (DNS rebinding) or
 * another computer is refused before a request's body is read.
 */
export { factsOf, guardServer, refuse, SECRET_HEADER, whyRefused } from "./requestGuard";
export type { RequestFacts } from "./requestGuard";
export { guardDevServer } from "./devServerGuard";
