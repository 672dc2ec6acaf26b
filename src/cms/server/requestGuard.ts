import { timingSafeEqual } from "crypto";
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "http";
import type { Socket } from "net";

/**
 * Who may talk to the servers on this computer while the site is developed or edited: the pages
 * of this very server, and programs on this computer. Not other web sites the editor has open in
 * the same browser, whether they ask across origins (a page on https://any.example calling
 * http://localhost:8000) or through DNS rebinding (a name of theirs that now points at 127.0.0.1,
 * which makes the browser think the request is same-origin). The same class of hole as the 2025
 * advisories against Vite (GHSA-vg6x-rcgg-rjx6) and webpack-dev-server (CVE-2025-30359/30360).
 *
 * A request passes only if:
 * - its `Host` is localhost, 127.0.0.1 or [::1] at the port it arrived on (a rebinding page's
 *   requests carry the attacker's name);
 * - its `Origin`, when present, is this server's own origin (every cross-origin request and every
 *   POST carries one, a form's POST included);
 * - its `Sec-Fetch-Site`, when present, is same-origin or none: a `<script src>` or `<img>` of
 *   another site carries no Origin, but browsers since 2023 send this;
 * - it carries the per-run secret, where one is set (decap-server's own port: only the proxy knows
 *   it, so no page reaches decap-server directly).
 * The browser is not relied on: each rule is checked here, and a refused request is answered 403
 * with a one-line reason, before anything is read or written and without CORS headers.
 */

/** The names this computer answers to, as a browser writes them in `Host` and `Origin`. */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** The header by which the proxy proves to decap-server that a request went through it. */
export const SECRET_HEADER = "x-local-backend-secret";

export type GuardRules = {
  /** The value `SECRET_HEADER` must have (decap-server's port); none: no secret is asked. */
  secret?: string;
  /**
   * More host names this server may be opened at (the dev server only, for a phone on the same
   * network): `DEV_SERVER_ALLOWED_HOSTS`. The port must still be the server's.
   */
  extraHosts?: readonly string[];
  /**
   * Let another site open a page here as a new top-level page (a link followed, a bookmark): a GET
   * the browser marks as a document navigation. The page is the visitor's, not the linking site's.
   * Never for the editor's backend; never in a frame (that would allow clickjacking).
   */
  linksFromOtherSites?: boolean;
  /** Added to a refusal of the Host, e.g. how to allow another name. */
  hostHint?: string;
};

/** What the guard reads of a request: its method and headers, and the connection it came on. */
export type RequestFacts = {
  method?: string;
  headers: IncomingHttpHeaders;
  /** The port the connection arrived on: the one the server listens on. */
  port: number;
  /** https when the connection is TLS. */
  scheme: "http" | "https";
};

const DEFAULT_PORTS = { http: 80, https: 443 };

/** The `Host` values this server answers, by the names it may be opened at. */
function allowedHosts({ port, scheme }: RequestFacts, names: readonly string[]): Set<string> {
  const onDefaultPort = DEFAULT_PORTS[scheme] === port;
  return new Set(
    names.flatMap((name) => {
      const lower = name.toLowerCase();
      return onDefaultPort ? [lower, `${lower}:${port}`] : [`${lower}:${port}`];
    }),
  );
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why this request must be refused (one line), or undefined when it may be answered. */
export function whyRefused(request: RequestFacts, rules: GuardRules = {}): string | undefined {
  const { headers } = request;
  const host = single(headers.host)?.toLowerCase() ?? "";
  const names = [...LOOPBACK_HOSTS, ...(rules.extraHosts ?? [])];
  if (!allowedHosts(request, names).has(host)) {
    const expected = `localhost:${request.port}`;
    return `Refused: Host "${host}" is not this computer (${expected}); pages of other sites may not use this server.${rules.hostHint ? ` ${rules.hostHint}` : ""}`;
  }
  const origin = single(headers.origin);
  if (origin !== undefined && origin !== `${request.scheme}://${host}`) {
    return `Refused: a page of ${origin} may not use this server; only its own pages (${request.scheme}://${host}) may.`;
  }
  const site = single(headers["sec-fetch-site"]);
  if (site !== undefined && site !== "same-origin" && site !== "none") {
    const method = (request.method ?? "GET").toUpperCase();
    const topLevelLink =
      rules.linksFromOtherSites === true &&
      (method === "GET" || method === "HEAD") &&
      single(headers["sec-fetch-mode"]) === "navigate" &&
      single(headers["sec-fetch-dest"]) === "document";
    if (!topLevelLink) {
      return `Refused: a request from another site (Sec-Fetch-Site: ${site}) may not use this server.`;
    }
  }
  if (rules.secret !== undefined) {
    const given = single(headers[SECRET_HEADER]);
    if (given === undefined || !sameSecret(given, rules.secret)) {
      return `Refused: only the editor's proxy may use this server (the ${SECRET_HEADER} header is missing or wrong).`;
    }
  }
  return undefined;
}

/** The guard's facts of a request that reached a Node HTTP server. */
export const factsOf = (request: IncomingMessage): RequestFacts => ({
  method: request.method,
  headers: request.headers,
  port: request.socket.localPort ?? 0,
  scheme: "encrypted" in request.socket && request.socket.encrypted ? "https" : "http",
});

/** Answers a refused request: 403, its reason, nothing else (no CORS headers, no body read). */
export function refuse(response: ServerResponse, reason: string) {
  response.writeHead(403, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "close",
  });
  response.end(`${reason}\n`);
}

/** Refuses a WebSocket upgrade (socket.io, which answers beside any HTTP framework) the same way. */
function refuseUpgrade(socket: Socket, reason: string) {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Puts the guard in front of everything `server` answers: its request listeners (an Express app,
 * socket.io's polling) and its upgrade listeners (socket.io's WebSocket). Call it once the server
 * has all its listeners.
 */
export function guardServer(server: Server, rules: GuardRules = {}) {
  const requests = server.listeners("request") as Array<
    (request: IncomingMessage, response: ServerResponse) => void
  >;
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const reason = whyRefused(factsOf(request), rules);
    if (reason) return refuse(response, reason);
    for (const listener of requests) listener.call(server, request, response);
  });
  const upgrades = server.listeners("upgrade") as Array<
    (request: IncomingMessage, socket: Socket, head: Buffer) => void
  >;
  server.removeAllListeners("upgrade");
  server.on("upgrade", (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const reason = whyRefused(factsOf(request), rules);
    if (reason) return refuseUpgrade(socket, reason);
    // As Node does for an upgrade nobody listens for.
    if (upgrades.length === 0) return socket.destroy();
    for (const listener of upgrades) listener.call(server, request, socket, head);
  });
}
