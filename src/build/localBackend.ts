import { spawn } from "child_process";
import type { ChildProcess } from "child_process";
import http from "http";
import type { IncomingMessage, ServerResponse } from "http";
import net from "net";

import { LOCAL_API_PATH, localBackendAnswers } from "../cms/backend";

/**
 * The editor's local backend: decap-server on this machine, reading and writing a folder's files,
 * and the proxy that lets the editor reach it on the page's own origin. `npm run cms` and the
 * browser suite use both.
 */

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
        path: LOCAL_API_PATH,
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

/** A TCP port nothing listens on right now: `preferred` if it is free, else any. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      preferred && error.code === "EADDRINUSE" ? resolve(freePort()) : reject(error),
    );
    probe.listen(preferred, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type DecapServer = { port: number; stop: () => Promise<void> };

/** decap-server over `root`, writing saved entries straight into its files; resolves once it answers. */
export async function startDecapServer(root: string, timeoutMs = 30_000): Promise<DecapServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [require.resolve("decap-server/dist/index.js")],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: "127.0.0.1",
        MODE: "fs",
        GIT_REPO_DIRECTORY: root,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await localBackendAnswers(`http://127.0.0.1:${port}`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`decap-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, stop };
}
