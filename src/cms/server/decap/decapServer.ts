import { spawn } from "child_process";
import type { ChildProcess } from "child_process";
import { randomBytes } from "crypto";
import net from "net";
import path from "path";
import { pathToFileURL } from "url";

import { localBackendAnswers } from "../../backend";
import { SECRET_HEADER } from "../guard";

/**
 * decap-server on this machine, started in a process of its own (decapServerMain.ts): the editor's
 * local backend, reading and writing a folder's files. `npm run cms` and the browser suite start
 * it; the editor reaches it through the proxy (proxy/localBackendProxy.ts).
 */

/** Where decap-server answers, and the secret it asks of every request (decapServerMain.ts). */
export type DecapServerAddress = { port: number; secret: string };

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

export type DecapServer = DecapServerAddress & { stop: () => Promise<void> };

/**
 * "git": decap-server keeps drafts as branches and commits what is published (the editorial
 * workflow). "fs": it writes saved entries straight into the files, committing nothing.
 */
type DecapMode = "git" | "fs";

/**
 * decap-server over `root`, on 127.0.0.1 behind the request guard with a new secret, which only
 * the proxy given it adds (decapServerMain.ts); resolves once it answers.
 */
export async function startDecapServer(
  root: string,
  { mode = "fs", timeoutMs = 30_000 }: { mode?: DecapMode; timeoutMs?: number } = {},
): Promise<DecapServer> {
  const port = await freePort();
  const secret = randomBytes(32).toString("base64url");
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--import",
      pathToFileURL(require.resolve("tsx")).href,
      path.join(__dirname, "decapServerMain.ts"),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        MODE: mode,
        GIT_REPO_DIRECTORY: root,
        LOCAL_BACKEND_SECRET: secret,
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
  while (!(await localBackendAnswers(`http://127.0.0.1:${port}`, { [SECRET_HEADER]: secret }))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`decap-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, secret, stop };
}
