import type { Server } from "http";

import { guardServer } from "./requestGuard";

/**
 * The request guard (requestGuard.ts) for the whole of `gatsby develop`: its pages, GraphiQL,
 * page data, the HMR stream, socket.io and, with `npm run cms`, the editor's backend. Gatsby
 * answers every request with `Access-Control-Allow-Origin: *` and checks no `Host`, so without this
 * any site the developer has open could read them, and a rebinding page could use them as its own.
 *
 * Gatsby gives `developMiddleware` its Express app only after its own routes, and hands its HTTP
 * server to nobody but socket.io, which takes over the server's listeners when it starts. So the
 * guard goes in as socket.io starts: it wraps the one function Gatsby calls with the server, and
 * then stands in front of every listener, socket.io's included.
 */

/** Names other than this computer's that the dev server may be opened at, comma-separated. */
const ALLOWED_HOSTS_VARIABLE = "DEV_SERVER_ALLOWED_HOSTS";

type WebsocketManager = { init: (options: { server: Server }) => unknown; guarded?: true };

/**
 * Gatsby's image CDN routes, which this site does not use (its images are built by sharp):
 * `/_gatsby/file/…?u=<any address>` fetches that address and serves its body, with no type, as a
 * page of this origin. Opened by another site's link, that page's script would be the editor's own.
 */
const CLOSED_PATHS = ["/_gatsby/file/", "/_gatsby/image/"];

/** Host names from `DEV_SERVER_ALLOWED_HOSTS`, e.g. "192.168.1.20,laptop.local". */
export const extraHostsFrom = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

/** Guards `gatsby develop` from its first request. Call it from `developMiddleware`. */
export function guardDevServer(env: NodeJS.ProcessEnv = process.env) {
  // Gatsby's own module, loaded by gatsby develop in this process before it calls developMiddleware.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require("gatsby/dist/utils/websocket-manager") as {
    websocketManager?: Partial<WebsocketManager>;
  };
  const manager = loaded.websocketManager;
  const init = manager?.init;
  if (manager?.guarded) return;
  if (!manager || typeof init !== "function") {
    // Fail closed: a dev server that cannot be guarded does not start.
    throw new Error(
      "gatsby develop no longer has websocketManager.init (gatsby/dist/utils/websocket-manager), where the dev server's guard goes in. Update src/cms/server/guard/devServerGuard.ts for this version of Gatsby.",
    );
  }
  const rules = {
    extraHosts: extraHostsFrom(env[ALLOWED_HOSTS_VARIABLE]),
    closedPaths: CLOSED_PATHS,
    hostHint: `To open the site from another device, list the name you use in ${ALLOWED_HOSTS_VARIABLE} (e.g. ${ALLOWED_HOSTS_VARIABLE}=192.168.1.20 npm run develop -- --host 0.0.0.0).`,
  };
  manager.init = (options) => {
    const started = init(options);
    guardServer(options.server, rules);
    return started;
  };
  manager.guarded = true;
}
