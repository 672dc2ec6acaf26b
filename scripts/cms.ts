/**
 * `npm run cms`: edit the content in the browser, on this computer. Starts the editor's local
 * backend (decap-server, which reads and writes the files in content/) and the site in development
 * mode (`gatsby develop`, which passes the editor's /api/v1 requests on to decap-server and
 * reloads the pages when a file changes), then prints the editor's address. Ctrl+C stops both.
 */
import { spawn } from "child_process";
import type { ChildProcess } from "child_process";
import net from "net";
import path from "path";

const SITE_PORT = Number(process.env.PORT ?? 8000);

/** `preferred` if nothing listens there, else any free port. */
function freePort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => {
      const any = net.createServer();
      any.listen(0, "127.0.0.1", () => {
        const { port } = any.address() as net.AddressInfo;
        any.close(() => resolve(port));
      });
    });
    probe.listen(preferred, "127.0.0.1", () => probe.close(() => resolve(preferred)));
  });
}

async function main() {
  const root = process.cwd();
  const backendPort = await freePort(8081);
  const children: ChildProcess[] = [];
  const stop = (code = 0) => {
    for (const child of children) child.kill("SIGTERM");
    process.exit(code);
  };
  process.on("SIGINT", () => stop());
  process.on("SIGTERM", () => stop());

  const backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(backendPort),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  children.push(backend);

  const site = spawn(
    path.join(root, "node_modules", ".bin", "gatsby"),
    ["develop", "--port", String(SITE_PORT), "--host", "localhost"],
    {
      cwd: root,
      env: {
        ...process.env,
        DECAP_SERVER_PORT: String(backendPort),
        GATSBY_TELEMETRY_DISABLED: "1",
      },
      stdio: ["inherit", "pipe", "inherit"],
    },
  );
  children.push(site);

  let announced = false;
  site.stdout?.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (!announced && /You can now view|Local:\s+http/.test(chunk.toString())) {
      announced = true;
      console.log(
        [
          "",
          `  Content editor:  http://localhost:${SITE_PORT}/admin/`,
          `  The site:        http://localhost:${SITE_PORT}/`,
          `  Saving writes the files in content/ (decap-server on port ${backendPort}).`,
          "  Press Ctrl+C to stop.",
          "",
        ].join("\n"),
      );
    }
  });
  for (const child of children) child.on("exit", (code) => stop(code ?? 1));
}

void main();
