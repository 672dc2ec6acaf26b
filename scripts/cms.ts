/**
 * `npm run cms`: edit the content in the browser, on this computer. Starts the editor's local
 * backend (decap-server, which reads and writes the files in content/) and the site in development
 * mode (`gatsby develop`, which passes the editor's /api/v1 requests on to decap-server and
 * reloads the pages when a file changes), then prints the editor's address. Ctrl+C stops both.
 */
import { spawn } from "child_process";

import { freePort, startDecapServer } from "../src/build/localBackend";

async function main() {
  const root = process.cwd();
  // 8000 as Gatsby's docs say, unless something already listens there.
  const sitePort = await freePort(Number(process.env.PORT ?? 8000));
  const backend = await startDecapServer(root);

  // Gatsby's CLI run by this Node, as npm would, on every platform.
  const site = spawn(
    process.execPath,
    [
      require.resolve("gatsby/cli.js"),
      "develop",
      "--port",
      String(sitePort),
      "--host",
      "localhost",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DECAP_SERVER_PORT: String(backend.port),
        GATSBY_TELEMETRY_DISABLED: "1",
      },
      stdio: ["inherit", "pipe", "inherit"],
    },
  );
  const stop = async (code: number) => {
    site.kill("SIGTERM");
    await backend.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  site.on("error", (error) => {
    console.error(`Could not start gatsby develop: ${error.message}`);
    void stop(1);
  });
  site.on("exit", (code) => void stop(code ?? 1));

  let announced = false;
  site.stdout?.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (!announced && /You can now view|Local:\s+http/.test(chunk.toString())) {
      announced = true;
      console.log(
        [
          "",
          `  Content editor:  http://localhost:${sitePort}/admin/`,
          `  The site:        http://localhost:${sitePort}/`,
          `  Saving writes the files in content/ (decap-server on port ${backend.port}).`,
          "  Press Ctrl+C to stop.",
          "",
        ].join("\n"),
      );
    }
  });
}

void main();
