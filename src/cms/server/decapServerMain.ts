/**
 * decap-server, as `startDecapServer` (localBackend.ts) runs it in a process of its own:
 * decap-server's own middleware (the same that its `dist/index.js` mounts, in git or fs mode) on
 * 127.0.0.1, behind the request guard (requestGuard.ts) with a per-run secret. Only the proxy on
 * the site's port knows the secret, so no page reaches decap-server directly: not a page of another
 * site (decap-server's CORS lets any localhost origin in), not a rebinding page, not a local one.
 * Unlike its `dist/index.js`, this reads no `.env` file from the project.
 *
 * Settings come from the environment: PORT, MODE ("git" or "fs"), GIT_REPO_DIRECTORY (read by
 * decap-server), LOCAL_BACKEND_SECRET and LOG_LEVEL.
 */
import { registerLocalFs, registerLocalGit } from "decap-server/dist/middlewares";
import express from "express";
import http from "http";

import { guardServer } from "./requestGuard";

async function main() {
  const { PORT, MODE, LOCAL_BACKEND_SECRET: secret, LOG_LEVEL } = process.env;
  if (!secret)
    throw new Error("LOCAL_BACKEND_SECRET is not set: decap-server would answer anyone.");
  const app = express();
  app.disable("x-powered-by");
  const register = MODE === "git" ? registerLocalGit : MODE === "fs" ? registerLocalFs : undefined;
  if (!register) throw new Error(`Unknown decap-server mode "${MODE}": "git" or "fs".`);
  await register(app, { logLevel: LOG_LEVEL ?? "warn" });
  const server = http.createServer(app);
  guardServer(server, { secret, thisComputerOnly: true });
  server.listen(Number(PORT), "127.0.0.1");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
