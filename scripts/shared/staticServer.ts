import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from "fs";
import { createServer } from "http";
import type { RequestListener } from "http";
import { createServer as createTlsServer } from "https";
import type { AddressInfo } from "net";
import path from "path";
import { gzipSync } from "zlib";

import { proxyToLocalBackend } from "../../src/cms/server";
import type { DecapServerAddress, LocalBackendGate } from "../../src/cms/server";
import { LOCAL_API_PATH } from "../../src/cms/backend";

/** The production build the suites test. */
export const PUBLIC_DIR = path.resolve(__dirname, "../../public");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
};

type HeaderRule = {
  pattern: RegExp;
  /** `! Name` lines: headers an earlier matching rule set, removed before this rule's own. */
  detach: string[];
  headers: Array<[string, string]>;
};

/**
 * Reads a Cloudflare Pages / Netlify `_headers` file: a path pattern at the start of a line (`*`
 * matches anything), then indented `Name: value` lines that apply to it, and Cloudflare's
 * `! Name` lines that detach a header an earlier rule set.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), detach: [], headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: header line outside a rule: ${line}`);
    const detached = /^\s*!\s*(\S+)\s*$/.exec(line);
    if (detached?.[1]) {
      rule.detach.push(detached[1].toLowerCase());
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 0) throw new Error(`_headers: not a header: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers `_headers` gives a path, as Cloudflare Pages' asset server applies them: every
 * matching rule in order, each first removing what it detaches, then adding its own; a header
 * set again is joined to the earlier value with a comma. (Netlify's differ where rules repeat a
 * header without detaching it; the build's file never does: e2e/hosts.test.ts compares this with
 * both hosts, path by path.)
 */
export function headersFor(rules: HeaderRule[], urlPath: string): Map<string, string> {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(urlPath))) {
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.headers) {
      const before = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), [name, before ? `${before[1]}, ${value}` : value]);
    }
  }
  return new Map([...headers.values()]);
}

function resolveFile(root: string, urlPath: string): string | undefined {
  const safe = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [safe, path.join(safe, "index.html"), `${safe}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * The 404 page for a path no file has: the nearest 404.html up the path, as Cloudflare Pages
 * answers (/de/nothing → /de/404.html; README, "Unknown paths in a language"), else the root's.
 */
function notFoundPage(root: string, urlPath: string): string {
  const folders = path.posix.dirname(path.posix.normalize(decodeURIComponent(urlPath))).split("/");
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const file = path.join(root, ...folders.slice(0, depth), "404.html");
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return path.join(root, "404.html");
}

export type StaticServer = { origin: string; close: () => Promise<void> };

type Options = {
  /** Send the headers the build's `_headers` file sets, as a static host that reads it would. */
  withHeadersFile?: boolean;
  /**
   * Gzip text responses for clients that accept it, as a CDN does: every file once, when the
   * server starts, so that the benchmark does not measure the server's gzip work beside the
   * page's (source maps, which pages never request, on their first request).
   */
  compress?: boolean;
  /** Rewrite every HTML page before it is sent (the benchmark's script-free floor). */
  transformHtml?: (html: string) => string;
  port?: number;
  /** The folder to serve: public/ unless told (the benchmark serves other builds too). */
  root?: string;
  /**
   * A folder served where `root` has no file: the build's specimen pages, which are never in
   * public/ (src/gatsby/specimens.ts). Only the browser suites serve it.
   */
  specimens?: string;
  /** Pass the editor's /api/v1 requests on to this decap-server (src/cms/backend.ts). */
  localBackend?: DecapServerAddress;
  /** The gate `npm run cms` puts in front of it (drafts: src/cms/server/proxy). */
  gate?: LocalBackendGate;
  /** Serve https with this key and certificate (PEM), as a real host does (scripts/observatory.ts). */
  tls?: { key: string; cert: string };
};

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|webmanifest|map)$/;

/** Serves public/ (or `root`) on localhost the way a static host does, 404.html included. */
export async function startStaticServer({
  withHeadersFile = false,
  compress = false,
  transformHtml,
  port = 0,
  root: folder = PUBLIC_DIR,
  specimens,
  localBackend,
  gate,
  tls,
}: Options = {}): Promise<StaticServer> {
  const root = path.resolve(folder);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  const rules = withHeadersFile
    ? parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"))
    : [];

  const read = (file: string): Buffer | string =>
    transformHtml && file.endsWith(".html")
      ? transformHtml(readFileSync(file, "utf8"))
      : readFileSync(file);
  /** Compressed bodies by file (see `compress`): a build does not change while it is served. */
  const gzipped = new Map<string, Buffer>();
  const compressed = (file: string): Buffer => {
    const bytes = gzipped.get(file) ?? gzipSync(read(file));
    gzipped.set(file, bytes);
    return bytes;
  };
  if (compress) {
    for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
      const file = path.join(root, name);
      if (COMPRESSIBLE.test(file) && !file.endsWith(".map") && statSync(file).isFile()) {
        compressed(file);
      }
    }
  }

  const toLocalBackend = localBackend ? proxyToLocalBackend(localBackend, gate) : undefined;
  const handle: RequestListener = (request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    if (toLocalBackend && urlPath === LOCAL_API_PATH) {
      toLocalBackend(request, response);
      return;
    }
    const file =
      resolveFile(root, urlPath) ??
      (specimens ? resolveFile(path.resolve(specimens), urlPath) : undefined);
    const status = file ? 200 : 404;
    const body = file ?? notFoundPage(root, urlPath);
    if (!existsSync(body)) {
      // A `root` without a 404.html page.
      response.writeHead(404).end("Not found");
      return;
    }
    for (const [name, value] of headersFor(rules, urlPath)) response.setHeader(name, value);
    response.setHeader("Content-Type", TYPES[path.extname(body)] ?? "application/octet-stream");
    const gzip =
      compress &&
      COMPRESSIBLE.test(body) &&
      /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    if (gzip) {
      response.setHeader("Content-Encoding", "gzip");
      response.writeHead(status).end(compressed(body));
    } else if (transformHtml && body.endsWith(".html")) {
      response.writeHead(status).end(read(body));
    } else {
      response.writeHead(status);
      createReadStream(body).pipe(response);
    }
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);

  await new Promise<void>((resolve, reject) => {
    // A port that is taken, or not ours to bind, is the caller's to report.
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    origin: `${tls ? "https" : "http"}://localhost:${actualPort}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
