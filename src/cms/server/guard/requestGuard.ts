import { timingSafeEqual } from "crypto";
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "http";
import type { Socket } from "net";

import { LOOPBACK_HOSTS } from "../../loopbackHosts";

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
 * - its `Sec-Fetch-Site`, when present, is same-origin or none: a `<script src>`, an `<img>` or a
 *   link followed from another site carries no Origin, but browsers since 2023 send this. A link
 *   is refused too: it could open a page here that runs the other site's script as this origin's
 *   (Gatsby's `/_gatsby/file/?u=` serves any address's body as its own);
 * - for the editor's backend, it comes from this computer (a dev server opened to the network
 *   with `--host 0.0.0.0` takes any `Host` a device on it sends);
 * - it carries the per-run secret, where one is set (decap-server's own port: only the proxy knows
 *   it, so no page reaches decap-server directly).
 * The browser is not relied on: each rule is checked here, and a refused request is answered 403
 * with a one-line reason, before anything is read or written and without CORS headers.
 */

/** The header by which the proxy proves to decap-server that a request went through it. */
export const SECRET_HEADER = "x-local-backend-secret";

type GuardRules = {
  /** The value `SECRET_HEADER` must have (decap-server's port); none: no secret is asked. */
  secret?: string;
  /**
   * More host names this server may be opened at (the dev server only, for a phone on the same
   * network): `DEV_SERVER_ALLOWED_HOSTS`. The port must still be the server's.
   */
  extraHosts?: readonly string[];
  /** Answer requests from this computer only, by the connection's address (the editor's backend). */
  thisComputerOnly?: boolean;
  /**
   * Paths answered to nobody (lower case): what a browser without `Sec-Fetch-Site` (Safari before
   * 16.4) would still let another site open as a page here.
   */
  closedPaths?: readonly string[];
  /** Added to a refusal of the Host, e.g. how to allow another name. */
  hostHint?: string;
};

/** What the guard reads of a request: its path and headers, and the connection it came on. */
export type RequestFacts = {
  /** The path asked for, as sent (`request.url`). */
  url?: string;
  headers: IncomingHttpHeaders;
  /** The address the connection came from. */
  peer?: string;
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

// Node joins a repeated header into one value ("a, b"), which then matches nothing: refused.
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Is this a connection from this computer (127.0.0.0/8 or ::1, as IPv6 or IPv4-mapped)? */
const fromThisComputer = (peer: string | undefined) =>
  peer !== undefined && (/^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(peer) || peer === "::1");

/** The request's path, decoded and in lower case, as a router that ignores case would read it. */
function pathOf(url: string | undefined): string {
  const path = new URL(url ?? "/", "http://localhost").pathname;
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why this request must be refused (one line), or undefined when it may be answered. */
export function whyRefused(request: RequestFacts, rules: GuardRules = {}): string | undefined {
  const { headers } = request;
  if (rules.thisComputerOnly && !fromThisComputer(request.peer)) {
    return `Refused: this server answers programs on this computer only, not ${request.peer ?? "an unknown address"}.`;
  }
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
    return `Refused: a request from another site (Sec-Fetch-Site: ${site}) may not use this server.`;
  }
  const path = pathOf(request.url);
  const closed = rules.closedPaths?.find((prefix) => path.startsWith(prefix));
  if (closed) {
    return `Refused: ${closed} is closed here: it serves what another address sends as this site's own page.`;
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
  url: request.url,
  headers: request.headers,
  peer: request.socket.remoteAddress,
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
