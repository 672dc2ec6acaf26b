import http from "http";
import type { IncomingMessage, ServerResponse } from "http";

/**
 * Passes the editor's requests on to decap-server on this machine, so the editor reaches its
 * local backend on the page's own origin (`npm run cms` and the browser suite use it).
 */
export function proxyToLocalBackend(port: number) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1",
        method: request.method,
        headers: { ...request.headers, host: `127.0.0.1:${port}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      response.writeHead(502, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: `decap-server is not answering on port ${port}` }));
    });
    request.pipe(upstream);
  };
}
