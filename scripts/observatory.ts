/**
 * `npm run observatory`: Mozilla's HTTP Observatory scanner (npm @mdn/mdn-http-observatory, the
 * one behind MDN's online Observatory) against the build in public/ (run `npm run build` first),
 * on Cloudflare's own runtime (`wrangler pages dev`: workerd and Pages' asset server, with the
 * build's `_headers`) over HTTPS on port 443, and port 80 answering every request with a 301 to
 * the same path on https.
 *
 *   npm run observatory            → each test's result, the score and the grade
 *   npm run observatory -- --json  → the scanner's own JSON
 *
 * It exits 1 when the score is below MINIMUM_SCORE. Everything stays on this machine:
 * - The scanner takes a host name and always uses ports 80 and 443, so it scans `localhost`. On
 *   Linux that happens in a network namespace of its own (unshare, as an unprivileged user too),
 *   where both ports are free and nothing else can be reached; elsewhere on this machine's
 *   loopback, which needs both ports free and the right to bind them.
 * - The certificate is made for the run with openssl: a throwaway CA, and a certificate for
 *   localhost that it signs. The scanner trusts that CA through NODE_EXTRA_CA_CERTS, so its HSTS
 *   and redirection tests see a valid chain, as on a real host (with an invalid one both fail).
 * - The scanner is installed from scripts/observatory/package-lock.json on first use, with
 *   --ignore-scripts, into scripts/observatory/node_modules: its install scripts download a CA
 *   bundle and Chromium's HSTS preload list from outside the registry, and a dependency's compile
 *   a PostgreSQL client for its API server. Neither is needed to scan: its CLI wrapper only points
 *   NODE_EXTRA_CA_CERTS at that bundle, so this runs the scan itself, and the preload list is
 *   written empty. localhost is on no preload list, so the result is the same as with the real one.
 */
import { execFile, execFileSync, spawnSync } from "child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { createServer } from "http";
import type { Server } from "http";
import os from "os";
import path from "path";
import { promisify } from "util";

import { startCloudflare } from "./shared/hosts";
import { PUBLIC_DIR } from "./shared/staticServer";
import { installTool } from "./shared/tools";

/** What the public pages' headers score today (README, "Deploying"); less is a regression. */
const MINIMUM_SCORE = 120;
const HOST = "localhost";
const TOOL_DIR = path.join(__dirname, "observatory");
const SCANNER = path.join(TOOL_DIR, "node_modules", "@mdn", "mdn-http-observatory");
/** Set in the copy of this script that runs inside its own network namespace. */
const IN_NAMESPACE = "OBSERVATORY_NETWORK_NAMESPACE";

type Test = { expectation: string; pass: boolean; result: string; scoreModifier: number };
type Report = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, Test>;
};

/** The scanner (scripts/shared/tools.ts), and the file its postinstall would download. */
async function installScanner() {
  await installTool("observatory");
  // What its postinstall would download (see above); the scanner reads it for every scan.
  const preload = path.join(SCANNER, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

/** Whether this machine lets us make a network namespace with its loopback up. */
function canUseNamespace(): boolean {
  if (process.platform !== "linux" || process.env[IN_NAMESPACE]) return false;
  const probe = spawnSync("unshare", ["--net", "--map-root-user", "ip", "link", "set", "lo", "up"]);
  return probe.status === 0;
}

/** This same script, run again inside a new network namespace; its exit status. */
function runInNamespace(): number {
  const command = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const result = spawnSync(
    "unshare",
    ["--net", "--map-root-user", "sh", "-c", 'ip link set lo up && exec "$@"', "sh", ...command],
    { stdio: "inherit", env: { ...process.env, [IN_NAMESPACE]: "1" } },
  );
  return result.status ?? 1;
}

/** A CA made for this run and a certificate for HOST that it signs, as PEM files in `dir`. */
function makeCertificates(dir: string) {
  // Each command as one line; none of their arguments has a space.
  const openssl = (command: string) =>
    execFileSync("openssl", command.split(" "), { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  const newKey = "-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes";
  openssl(
    `req -x509 ${newKey} -days 1 -keyout ca.key -out ca.pem -subj /CN=octopus-observatory-run ` +
      "-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign",
  );
  openssl(`req ${newKey} -keyout key.pem -out host.csr -subj /CN=${HOST}`);
  writeFileSync(
    path.join(dir, "host.ext"),
    [
      `subjectAltName=DNS:${HOST},IP:127.0.0.1,IP:::1`,
      "basicConstraints=CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=serverAuth",
    ].join("\n"),
  );
  openssl(
    "x509 -req -in host.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 1 " +
      "-extfile host.ext -out cert.pem",
  );
  return {
    ca: path.join(dir, "ca.pem"),
    keyPath: path.join(dir, "key.pem"),
    certPath: path.join(dir, "cert.pem"),
  };
}

/** Port 80 as the hosts run it: every request is sent to the same path on https. */
async function startRedirect(): Promise<Server> {
  const server = createServer((request, response) => {
    response.writeHead(301, { Location: `https://${HOST}${request.url ?? "/"}` }).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(80, "127.0.0.1", resolve);
  });
  return server;
}

async function scan(): Promise<Report> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "octopus-observatory-"));
  try {
    const { ca, keyPath, certPath } = makeCertificates(dir);
    // Cloudflare's runtime (wrangler pages dev: workerd and Pages' asset server) over https.
    const https = await startCloudflare({ port: 443, tls: { keyPath, certPath } });
    const http = await startRedirect().catch(async (error: unknown) => {
      await https.close();
      throw error;
    });
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(SCANNER, "src", "scan.js"), HOST],
        {
          env: {
            ...process.env,
            NODE_EXTRA_CA_CERTS: ca,
            // Both servers listen on 127.0.0.1; localhost may resolve to ::1 first.
            NODE_OPTIONS: "--dns-result-order=ipv4first",
          },
        },
      );
      return JSON.parse(stdout) as Report;
    } catch (error) {
      // The scanner says what went wrong as JSON on stdout ({"error": "…"}) and exits 1.
      const said = (error as { stdout?: string }).stdout?.trim();
      throw said ? new Error(`The scanner failed: ${said}`) : error;
    } finally {
      await https.close();
      await new Promise((resolve) => http.close(resolve));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(report: Report) {
  console.log(
    `HTTP Observatory: https://${HOST}/ public/ on Cloudflare's runtime (wrangler pages dev)\n`,
  );
  for (const [name, test] of Object.entries(report.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : `${test.scoreModifier}`;
    const mark = test.pass ? "pass" : "FAIL";
    console.log(`  ${mark}  ${modifier.padStart(3)}  ${name.padEnd(30)} ${test.result}`);
  }
  const { score, grade, testsPassed, testsQuantity } = report.scan;
  console.log(`\nScore ${score}, grade ${grade} (${testsPassed} of ${testsQuantity} tests passed)`);
}

async function main() {
  if (!existsSync(path.join(PUBLIC_DIR, "_headers"))) {
    throw new Error("No build with a _headers file in public/: run `npm run build` first.");
  }
  await installScanner();
  if (canUseNamespace()) process.exit(runInNamespace());
  const report = await scan().catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EACCES" && error.code !== "EADDRINUSE") throw error;
    throw new Error(
      `Cannot listen on ports 80 and 443 of ${HOST} (${error.code}). Without a network namespace ` +
        "(Linux: unshare, ip) the scan needs both ports free and the right to bind them.",
    );
  });
  if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
  else print(report);
  if (report.scan.score < MINIMUM_SCORE) {
    console.error(`The score is below ${MINIMUM_SCORE}, what the site's headers reached.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
