/**
 * The editor's server as `npm run cms` runs it, less the site's dev server: the local backend
 * (decap-server's API over the drafts, git mode) and the proxy with the content gate in front of
 * it, answering /api/v1 on 127.0.0.1:<port>. cms-crash.test.ts kills it (its whole process group)
 * in the middle of a save or a publish. Prints "ready <port>" once it answers.
 *
 * Usage: node --import tsx e2e/support/editorBackend.ts <root>
 */
import http from "http";

import { freePort, gitGate, proxyToLocalBackend, startDecapServer } from "../../src/cms/server";

async function main() {
  const root = process.argv[2] ?? process.cwd();
  const backend = await startDecapServer(root, { mode: "git" });
  // No draft reviews: the suites using this server prove the drafts, not their pictures.
  const proxy = proxyToLocalBackend(backend, gitGate(root, false));
  const port = await freePort();
  const server = http.createServer((request, response) => {
    if (request.url === "/api/v1") return proxy(request, response);
    response.writeHead(404);
    response.end();
  });
  server.listen(port, "127.0.0.1", () => console.log(`ready ${port}`));
}

void main();
