import { spawn } from "child_process";
import type { ChildProcess } from "child_process";
import { mkdtempSync, rmSync } from "fs";
import { request as httpRequest } from "http";
import { request as httpsRequest } from "https";
import { createServer } from "net";
import type { AddressInfo } from "net";
import { tmpdir } from "os";
import path from "path";

import { PUBLIC_DIR } from "./staticServer";
import { installTool } from "./tools";

/**
 * The hosts' own runtimes, serving a build on this machine, offline, with nothing reported home:
 * - Cloudflare Pages: `wrangler pages dev` (a devDependency), which runs the build in workerd, the
 *   runtime Pages runs on, through Pages' own asset server (`_headers`, `_redirects`, 404s).
 * - Netlify: `netlify dev --dir` from netlify-cli (scripts/netlify/, installed on first use: 420 MB
 *   that only this suite needs), Netlify's own `_headers` and `_redirects` code in a local proxy.
 */

export type HostName = "cloudflare" | "netlify";

export type HostServer = {
  name: HostName;
  /** http://127.0.0.1:<port> (https:// with `tls`). */
  origin: string;
  /** What the runtime printed: its warnings about the build's files, say. */
  output: () => string;
  /** Resolves with the exit code if the runtime stops before it is closed. */
  exited: Promise<number | null>;
  close: () => Promise<void>;
};

const REPO = path.resolve(__dirname, "../..");
const WRANGLER = path.join(REPO, "node_modules", ".bin", "wrangler");

/**
 * A compatibility date the workerd of wrangler 4.86.0 (the last wrangler for Node 20) supports:
 * the newest it accepts is 2026-05-03.
 */
export const COMPATIBILITY_DATE = "2026-05-01";

/** Wrangler and Miniflare: no metrics, no update check, no fetch of Request.cf from Cloudflare. */
export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One request to `origin`, whatever its answer (a certificate made for the run included). */
const answers = (origin: string) =>
  new Promise<void>((resolve, reject) => {
    const get = origin.startsWith("https:") ? httpsRequest : httpRequest;
    const req = get(`${origin}/robots.txt`, { agent: false, rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve();
    });
    req.on("error", reject);
    req.end();
  });

/** Waits until `origin` answers anything, or the process ends, or `timeout` ms pass. */
async function ready(origin: string, child: ChildProcess, output: () => string, timeout: number) {
  const deadline = Date.now() + timeout;
  let exited = false;
  child.once("exit", () => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      await answers(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${exited ? "It stopped" : "No answer"} from ${origin}:\n${output()}`);
}

/** Starts `command`, in a process group of its own so that closing ends its children too. */
async function serve(
  name: HostName,
  command: string,
  args: string[],
  {
    cwd,
    env,
    origin,
    cleanup,
  }: { cwd: string; env: NodeJS.ProcessEnv; origin: string; cleanup?: () => void },
): Promise<HostServer> {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  // A command that cannot start (not installed) says so, instead of crashing the test run.
  child.on("error", (error) => (text += `\n${command}: ${error.message}`));
  const output = () => text;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  /** Signals the whole group: the runtime's children (workerd) outlive their parent otherwise. */
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group has ended.
    }
  };
  const close = async () => {
    signal("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    signal("SIGKILL");
    cleanup?.();
  };
  // If the test run itself ends first, the group does not outlive it.
  const onExit = () => signal("SIGKILL");
  process.once("exit", onExit);
  try {
    await ready(origin, child, output, 90_000);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    name,
    origin,
    output,
    exited,
    close: async () => {
      process.removeListener("exit", onExit);
      await close();
    },
  };
}

type HostOptions = {
  /** The build to serve: public/ unless told. */
  root?: string;
  port?: number;
  /** Serve https with this key and certificate file (scripts/observatory.ts). */
  tls?: { keyPath: string; certPath: string };
};

/** The build on Cloudflare's runtime: `wrangler pages dev`. */
export async function startCloudflare({ root = PUBLIC_DIR, port, tls }: HostOptions = {}) {
  const chosen = port ?? (await freePort());
  const args = [
    "pages",
    "dev",
    root,
    "--compatibility-date",
    COMPATIBILITY_DATE,
    "--ip",
    "127.0.0.1",
    "--port",
    String(chosen),
    "--inspector-port",
    String(await freePort()),
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    ...(tls
      ? [
          "--local-protocol",
          "https",
          "--https-key-path",
          tls.keyPath,
          "--https-cert-path",
          tls.certPath,
        ]
      : []),
  ];
  // Its state (.wrangler/) in a folder of its own, not in the checkout.
  const cwd = mkdtempSync(path.join(tmpdir(), "octopus-wrangler-"));
  return serve("cloudflare", WRANGLER, args, {
    cwd,
    env: { ...process.env, ...WRANGLER_ENV },
    origin: `${tls ? "https" : "http"}://127.0.0.1:${chosen}`,
    cleanup: () => rmSync(cwd, { recursive: true, force: true }),
  });
}

/** The build on Netlify's own code: `netlify dev --dir`, offline. */
export async function startNetlify({ root = PUBLIC_DIR, port }: HostOptions = {}) {
  const netlify = path.join(await installTool("netlify"), "node_modules", ".bin", "netlify");
  const chosen = port ?? (await freePort());
  // netlify dev reads a netlify.toml and writes .netlify/ where it runs: a folder of its own.
  const cwd = mkdtempSync(path.join(tmpdir(), "octopus-netlify-"));
  return serve(
    "netlify",
    netlify,
    [
      "dev",
      "--dir",
      root,
      "--offline",
      // Without it, netlify dev downloads Deno to run edge functions (the site has none).
      "--internal-disable-edge-functions",
      "--port",
      String(chosen),
      // Behind its proxy, a static server of its own: on 3999 unless told, so two would clash.
      "--staticServerPort",
      String(await freePort()),
    ],
    {
      cwd,
      // CI: its telemetry and update check stay off (netlify-cli's telemetry.ts, update-notifier).
      env: { ...process.env, CI: "true", NO_UPDATE_NOTIFIER: "1", BROWSER: "none" },
      origin: `http://127.0.0.1:${chosen}`,
      cleanup: () => rmSync(cwd, { recursive: true, force: true }),
    },
  );
}

export const startHost = (name: HostName, options: HostOptions = {}) =>
  name === "cloudflare" ? startCloudflare(options) : startNetlify(options);
