/**
 * The names of this computer, as a browser writes them in `location.hostname`, `Host` and
 * `Origin`: where the editor looks for its local backend (backend.ts), and the only names that
 * backend and the dev server answer to (src/cms/server/guard/requestGuard.ts).
 */
export const LOOPBACK_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];
