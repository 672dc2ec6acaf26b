/**
 * The editor's local backend, as `startDecapServer` (decapServer.ts) runs it in a process of its
 * own: in fs mode decap-server's own middleware (the same that its `dist/index.js` mounts), in git
 * mode the drafts of gitBackend.ts (decap-server's API, without switching the project's branch), on
 * 127.0.0.1, behind the request guard (guard/requestGuard.ts) with a per-run secret. Only the proxy
 * on the site's port knows the secret, so no page reaches decap-server directly: not a page of
 * another site (decap-server's CORS lets any localhost origin in), not a rebinding page, not a
 * local one. Unlike its `dist/index.js`, this reads no `.env` file from the project.
 *
 * Settings come from the environment: PORT, MODE ("git" or "fs"), GIT_REPO_DIRECTORY (read by
 * decap-server), LOCAL_BACKEND_SECRET and LOG_LEVEL.
 */
import { registerLocalFs } from "decap-server/dist/middlewares";
import express from "express";
import http from "http";
import path from "path";

import { registerGitDrafts } from "./gitBackend";
import { guardServer } from "../guard";

async function main() {
  const { PORT, MODE, LOCAL_BACKEND_SECRET: secret, LOG_LEVEL, GIT_REPO_DIRECTORY } = process.env;
  if (!secret)
    throw new Error("LOCAL_BACKEND_SECRET is not set: decap-server would answer anyone.");
  const app = express();
  app.disable("x-powered-by");
  if (MODE === "git") registerGitDrafts(app, path.resolve(GIT_REPO_DIRECTORY ?? process.cwd()));
  else if (MODE === "fs") await registerLocalFs(app, { logLevel: LOG_LEVEL ?? "warn" });
  else throw new Error(`Unknown decap-server mode "${MODE}": "git" or "fs".`);
  const server = http.createServer(app);
  guardServer(server, { secret, thisComputerOnly: true });
  server.listen(Number(PORT), "127.0.0.1");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
