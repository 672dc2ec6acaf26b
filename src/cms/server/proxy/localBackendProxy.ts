import http from "http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "http";

import { LOCAL_API_PATH } from "../../backend";
import { changesRepository } from "../gate";
import type { BackendRequest } from "../../backendRequest";
import { withNamedUploads } from "./namedUploads";
import type { DecapServerAddress } from "../decap";
import { factsOf, refuse, SECRET_HEADER, whyRefused } from "../guard";

/**
 * The proxy that lets the editor reach its local backend, decap-server on this machine
 * (decap/decapServer.ts), on the page's own origin. `npm run cms` and the browser suite use it.
 */

/** In front of decap-server (gitGate.ts): facts for `info`, refusals (422), its own answers, and
 * what it hears of each change decap-server made. */
export type LocalBackendGate = {
  info: Record<string, unknown>;
  refuse: (request: BackendRequest) => string | undefined;
  answer?: (request: BackendRequest) => object | undefined;
  changed?: (request: BackendRequest) => void;
};

const answerJson = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
};

/** The reads of a draft: they wait for the changes before them, so none sees a draft half-saved. */
const BRANCH_READS = new Set([
  "unpublishedEntry",
  "unpublishedEntryDataFile",
  "unpublishedEntryMediaFile",
]);

/**
 * A draft of an entry in every language changes only some of its files; Decap reads the others
 * from the draft too, with an empty id, which decap-server's request schema refuses ("params.id"
 * is not allowed to be empty) though it reads the file by its path alone: the entry then loads
 * without those languages. The path stands in for the id.
 */
export function withDataFileId(request: BackendRequest): BackendRequest {
  const params = request.params ?? {};
  if (request.action !== "unpublishedEntryDataFile" || params.id !== "") return request;
  return { ...request, params: { ...params, id: params.path } };
}

/** Must this request wait until the repository requests before it have finished? */
const takesTurn = (action: string | undefined) =>
  changesRepository(action) || (action !== undefined && BRANCH_READS.has(action));

/** An answer's headers less CORS: no page of another origin may read the backend's answers. */
const withoutCors = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.toLowerCase().startsWith("access-control-")),
  );

/** Is this body uncompressed UTF-8 JSON, as the editor sends it? */
function plainJson(request: IncomingMessage): boolean {
  const encoding = request.headers["content-encoding"];
  const [mediaType = "", ...parameters] = (request.headers["content-type"] ?? "").split(";");
  const charset = parameters
    .map((parameter) => parameter.trim().split("="))
    .find(([name]) => name?.toLowerCase() === "charset")?.[1];
  return (
    mediaType.trim().toLowerCase() === "application/json" &&
    (!encoding || encoding === "identity") &&
    (!charset || /^utf-?8$/i.test(charset))
  );
}

/** How long decap-server may take to answer one request (a draft's branch checkout included). */
const UPSTREAM_TIMEOUT_MS = 60_000;

/**
 * Passes the editor's requests on to decap-server on this machine, so the editor reaches its
 * local backend on the page's own origin (`npm run cms` and the browser suite use it):
 * - only the editor's own pages are answered: a request of another site, or with another `Host`
 *   (DNS rebinding), or from another computer, is refused 403 before its body is read
 *   (guard/requestGuard.ts); only POST is taken, and no answer carries CORS headers;
 * - what reaches decap-server is the request read here, with the secret that decap-server asks
 *   of every request: its JSON, written again as plain UTF-8 (a body of another type, in another
 *   encoding, compressed or not JSON at all is refused, not passed on unread);
 * With a gate:
 * - a request the gate refuses never reaches decap-server, and `info` carries the gate's facts;
 * - requests that change the repository run one at a time, each checked only once the one before
 *   has finished, so two publishes sent together cannot both pass a check made before either;
 * - so do the reads of a draft (BRANCH_READS): decap-server's git mode read a draft by checking out
 *   its branch, and four reads at once left the wrong files read; the drafts of
 *   decap/gitBackend.ts are read from git's objects, and the reads still wait their turn, so none
 *   sees a change half-made.
 */
export function proxyToLocalBackend({ port, secret }: DecapServerAddress, gate?: LocalBackendGate) {
  let writes: Promise<void> = Promise.resolve();

  /** Sends the request to decap-server and relays its answer; resolves once it has ended. */
  const forward = (request: IncomingMessage, response: ServerResponse, parsed: BackendRequest) =>
    new Promise<number>((resolve) => {
      const body = Buffer.from(JSON.stringify(withDataFileId(parsed)), "utf8");
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port,
          path: LOCAL_API_PATH,
          method: request.method,
          // A connection of its own, never one kept alive from the request before: decap-server
          // closes an idle one after 5 s, and a save whose content checks held this thread longer
          // (8 s, on a busy machine) went down one it had closed: 502 for a save that had passed.
          agent: false,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "content-length": String(body.length),
            host: `127.0.0.1:${port}`,
            [SECRET_HEADER]: secret,
          },
        },
        (answer) => {
          answer.on("end", () => resolve(answer.statusCode ?? 502));
          answer.on("error", () => resolve(502));
          if (!gate || parsed.action !== "info" || answer.statusCode !== 200) {
            response.writeHead(answer.statusCode ?? 502, withoutCors(answer.headers));
            answer.pipe(response);
            return;
          }
          const parts: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => parts.push(chunk));
          answer.on("end", () => {
            try {
              const info = JSON.parse(Buffer.concat(parts).toString("utf8")) as object;
              answerJson(response, 200, { ...info, ...gate.info });
            } catch {
              answerJson(response, 502, { error: "decap-server's answer was not JSON" });
            }
          });
        },
      );
      // A hung decap-server must not hold every later write in the queue.
      upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error("timed out")));
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        // Once its answer has begun, a broken one can only be cut short.
        if (response.headersSent) response.destroy();
        else {
          answerJson(response, 502, {
            error: `decap-server is not answering on port ${port} (${error.code ?? error.message})`,
          });
        }
        resolve(502);
      });
      upstream.end(body);
    });

  /** The gate's check, then decap-server; resolves once the request has been answered. */
  const handle = (
    request: IncomingMessage,
    response: ServerResponse,
    parsed: BackendRequest,
  ): Promise<void> => {
    if (!gate) return forward(request, response, parsed).then(() => undefined);
    const own = gate.answer?.(parsed);
    if (own) {
      answerJson(response, 200, own);
      return Promise.resolve();
    }
    let refusal: string | undefined;
    try {
      refusal = gate.refuse(parsed);
    } catch (error) {
      refusal = `The editor could not check this change: ${(error as Error).message}`;
    }
    if (refusal) {
      answerJson(response, 422, { error: refusal });
      return Promise.resolve();
    }
    const made = (status: number) => status < 300 && changesRepository(parsed.action);
    return forward(request, response, parsed).then((status) => {
      if (made(status)) gate.changed?.(parsed);
    });
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    // Set by the server this is mounted in (gatsby develop answers everything with CORS).
    for (const name of response.getHeaderNames()) {
      if (name.startsWith("access-control-")) response.removeHeader(name);
    }
    // The server this is mounted in checks too (guard/devServerGuard.ts); the backend's rule is
    // stricter: no other names, and no other computer.
    const reason = whyRefused(factsOf(request), { thisComputerOnly: true });
    if (reason) return refuse(response, reason);
    if (request.method !== "POST") {
      response.writeHead(405, { Allow: "POST" });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        // Refused below, as any body that is not a JSON object.
      }
      if (!plainJson(request) || !parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
        answerJson(response, 400, {
          error: "The local backend takes uncompressed UTF-8 JSON only. Nothing was changed.",
        });
        return;
      }
      const asked = withNamedUploads(parsed as BackendRequest);
      if (!gate || !takesTurn(asked.action)) {
        void handle(request, response, asked);
        return;
      }
      // Whatever one write meets, the next still gets its turn.
      writes = writes.then(() => handle(request, response, asked)).catch(() => undefined);
    });
  };
}
