/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import zlib from "zlib";

import { gitGate } from "./gitGate";
import { startDecapServer } from "../decap";
import { proxyToLocalBackend, withDataFileId } from "./localBackendProxy";
import type { LocalBackendGate } from "./localBackendProxy";
import { SECRET_HEADER } from "../guard";

/**
 * The proxy in front of decap-server, between two real HTTP servers: a stand-in for decap-server
 * that takes its time over a publish, and the proxy with a gate that refuses a second publish once
 * one has landed, as the content gate refuses two drafts that clash.
 */

type Upstream = {
  port: number;
  received: string[];
  /** The secret header of each request received. */
  secrets: Array<string | string[] | undefined>;
  close: () => Promise<void>;
};

/** Reads of a draft the stand-in is answering now, and the most at once. */
let reading = 0;
let mostReadingAtOnce = 0;

/** A decap-server stand-in: answers 200 to everything, a publish only after 150 ms. */
function startUpstream(onPublished: () => void): Promise<Upstream> {
  const received: string[] = [];
  const secrets: Upstream["secrets"] = [];
  const server = http.createServer((request, response) => {
    secrets.push(request.headers[SECRET_HEADER]);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push(body);
      const { action } = JSON.parse(body) as { action: string };
      const answer = () => {
        // As decap-server's CORS answers a localhost origin.
        response.writeHead(200, {
          "Content-Type": "application/json",
          "Access-Control-Allow-Origin": "http://localhost:3000",
        });
        response.end(JSON.stringify({ action }));
      };
      if (action === "unpublishedEntryDataFile") {
        // A read of a draft holds its branch checked out for a while.
        reading += 1;
        mostReadingAtOnce = Math.max(mostReadingAtOnce, reading);
        setTimeout(() => {
          reading -= 1;
          answer();
        }, 30);
        return;
      }
      if (action !== "publishUnpublishedEntry") return answer();
      setTimeout(() => {
        onPublished();
        answer();
      }, 150);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        received,
        secrets,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const SECRET = "secret-of-this-run";

let upstream: Upstream;
let proxy: http.Server;
let origin: string;
let published = 0;

beforeEach(async () => {
  published = 0;
  mostReadingAtOnce = 0;
  upstream = await startUpstream(() => (published += 1));
  const gate: LocalBackendGate = {
    info: { branch: "main" },
    refuse: (request) =>
      request.action === "publishUnpublishedEntry" && published > 0
        ? "slug is already used. Nothing was published."
        : undefined,
  };
  const handler = proxyToLocalBackend({ port: upstream.port, secret: SECRET }, gate);
  proxy = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", () => resolve()));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((done) => proxy.close(done));
  await upstream.close();
});

const post = (body: Buffer | string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });

const publish = JSON.stringify({
  action: "publishUnpublishedEntry",
  params: { branch: "main", collection: "legal", slug: "cookies" },
});

describe("proxyToLocalBackend with a gate", () => {
  it("checks two publishes sent together one after the other: the second is refused", async () => {
    const answers = await Promise.all([post(publish), post(publish)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(published).toBe(1);
    expect(upstream.received).toHaveLength(1);
  });

  it("passes on reads of a draft one at a time: decap-server checks out its branch to read", async () => {
    // An entry in four languages is read as four files of the draft at once.
    const files = ["en", "de", "ja", "ar"].map((locale) =>
      JSON.stringify({
        action: "unpublishedEntryDataFile",
        params: { collection: "models", slug: "models", path: `content/${locale}/models.json` },
      }),
    );
    const answers = await Promise.all(files.map((body) => post(body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(upstream.received).toHaveLength(4);
    expect(mostReadingAtOnce).toBe(1);
  });

  it("gives a draft's unchanged file the id decap-server requires, its path", async () => {
    const read = (id: string) => ({
      action: "unpublishedEntryDataFile",
      params: { collection: "models", slug: "models", path: "content/de/models.json", id },
    });
    await post(JSON.stringify(read("")));
    expect(JSON.parse(upstream.received[0] ?? "")).toEqual(read("content/de/models.json"));
    // A file the draft changed has its id, which is passed on as it is.
    expect(withDataFileId(read("4b825dc"))).toEqual(read("4b825dc"));
  });

  it("does not hold reads behind a write", async () => {
    const write = post(publish);
    const started = Date.now();
    const read = await post(JSON.stringify({ action: "entriesByFolder", params: {} }));
    expect(read.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(150);
    expect(published).toBe(0);
    expect((await write).status).toBe(200);
  });

  it("refuses a body it cannot read as plain JSON, passing nothing on", async () => {
    const answers = await Promise.all([
      post(zlib.gzipSync(publish), { "Content-Encoding": "gzip" }),
      post(Buffer.from(publish, "utf16le"), {
        "Content-Type": "application/json; charset=utf-16le",
      }),
      post("{ not json"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(((await answers[0]?.json()) as { error: string }).error).toMatch(/UTF-8 JSON only/);
    expect(upstream.received).toEqual([]);
  });

  it("passes on the JSON it checked, and adds the gate's facts to info", async () => {
    const answer = await post(JSON.stringify({ action: "info" }));
    expect(await answer.json()).toEqual({ action: "info", branch: "main" });
    expect(upstream.received).toEqual(['{"action":"info"}']);
  });
});

/** A request to the proxy with exactly these headers (fetch would set Host and Sec-Fetch itself). */
const ask = (headers: Record<string, string>, body = publish) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const request = http.request(`${origin}/api/v1`, { method: "POST", headers }, (answer) => {
        let text = "";
        answer.on("data", (chunk: Buffer) => (text += chunk.toString()));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }),
        );
      });
      request.on("error", reject);
      request.end(body);
    },
  );

describe("proxyToLocalBackend answers the editor only", () => {
  const own = () => {
    const host = new URL(origin).host;
    return { host, origin: `http://${host}`, "content-type": "application/json" };
  };

  it("passes on the editor's own request, with the secret, and no CORS header back", async () => {
    const answer = await ask({ ...own(), "sec-fetch-site": "same-origin" });
    expect(answer.status).toBe(200);
    expect(upstream.secrets).toEqual([SECRET]);
    expect(
      Object.keys(answer.headers).filter((name) => name.startsWith("access-control-")),
    ).toEqual([]);
  });

  it.each([
    [
      "a rebinding page's Host",
      { host: "rebind.test:8000", origin: "http://rebind.test:8000" },
      /^Refused: Host/,
    ],
    [
      "another site's Origin",
      { origin: "https://any.example" },
      /^Refused: a page of https:\/\/any\.example/,
    ],
    [
      "a local page of another port",
      { origin: "http://localhost:3000" },
      /^Refused: a page of http:\/\/localhost:3000/,
    ],
    [
      "a foreign Sec-Fetch-Site",
      { origin: "", "sec-fetch-site": "cross-site" },
      /Sec-Fetch-Site: cross-site/,
    ],
  ])("refuses %s with 403 and its reason, passing nothing on", async (_, headers, reason) => {
    const asked: Record<string, string> = { ...own(), ...headers };
    if (asked.origin === "") delete asked.origin;
    const answer = await ask(asked);
    expect(answer.status).toBe(403);
    expect(answer.text).toMatch(reason);
    expect(answer.text.trim()).not.toContain("\n");
    expect(upstream.received).toEqual([]);
    expect(published).toBe(0);
  });

  it("takes POST only", async () => {
    const answer = await fetch(`${origin}/api/v1`);
    expect(answer.status).toBe(405);
    expect(upstream.received).toEqual([]);
  });

  it("refuses a body that is not application/json (a form's text/plain post needs no preflight)", async () => {
    const answer = await ask({ ...own(), "content-type": "text/plain;charset=UTF-8" });
    expect(answer.status).toBe(400);
    expect(upstream.received).toEqual([]);
  });
});

describe("decap-server on its own port", () => {
  let root: string;
  let backend: Awaited<ReturnType<typeof startDecapServer>>;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "decap-server-"));
    fs.mkdirSync(path.join(root, "content"));
    fs.writeFileSync(path.join(root, "content/secret.json"), '{"draft": true}\n');
    backend = await startDecapServer(root);
  });

  afterAll(async () => {
    await backend?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const read = (headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${backend.port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({
        action: "getEntry",
        params: { branch: "main", path: "content/secret.json" },
      }),
    });

  it("answers a request with this run's secret", async () => {
    const answer = await read({ [SECRET_HEADER]: backend.secret });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: string }).data).toBe('{"draft": true}\n');
  });

  it("refuses one without it, or with another run's, reading nothing", async () => {
    const asked: Array<Record<string, string>> = [{}, { [SECRET_HEADER]: "secret-of-another-run" }];
    for (const headers of asked) {
      const answer = await read(headers);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toMatch(/^Refused: only the editor's proxy may use this server/);
    }
  });

  it("refuses a local page's preflight with no CORS header: its CORS no longer answers", async () => {
    const answer = await fetch(`http://127.0.0.1:${backend.port}/api/v1`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("listens on 127.0.0.1 only", async () => {
    // All of 127/8 is this computer on Linux: a server bound to every address answers 127.0.0.2.
    const elsewhere = fetch(`http://127.0.0.2:${backend.port}/api/v1`, { method: "POST" });
    await expect(elsewhere).rejects.toMatchObject({ cause: { code: "ECONNREFUSED" } });
  });
});

describe("proxyToLocalBackend's connections to decap-server", () => {
  it("opens one for each request, never sending one down a connection kept from the last", async () => {
    // decap-server (Express) closes a kept-alive connection after 5 s idle. A save whose content
    // checks held the proxy's thread past that (8 s, on a machine running two browser suites)
    // went down a connection decap-server had closed meanwhile: 502, "decap-server is not
    // answering", for a save its check had passed, twice in one run. A connection of its own
    // costs a save nothing on the loopback.
    let connections = 0;
    const stand = http.createServer((request, response) => {
      request.resume();
      request.on("end", () => response.end("{}"));
    });
    stand.on("connection", () => (connections += 1));
    await new Promise<void>((resolve) => stand.listen(0, "127.0.0.1", () => resolve()));
    const port = (stand.address() as AddressInfo).port;
    const handler = proxyToLocalBackend({ port, secret: SECRET });
    const front = http.createServer((request, response) => handler(request, response));
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", () => resolve()));
    const at = `http://127.0.0.1:${(front.address() as AddressInfo).port}/api/v1`;
    try {
      for (const action of ["unpublishedEntry", "persistEntry", "unpublishedEntry"]) {
        const answer = await fetch(at, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action, params: { branch: "main" } }),
        });
        expect([action, answer.status, await answer.text()]).toEqual([action, 200, "{}"]);
      }
      expect(connections).toBe(3);
    } finally {
      front.closeAllConnections();
      stand.closeAllConnections();
      await new Promise((done) => front.close(done));
      await new Promise((done) => stand.close(done));
    }
  });
});

describe("proxyToLocalBackend with a gate that answers and listens", () => {
  it("answers the gate's own action itself, and tells the gate of each change decap-server made", async () => {
    const changed: string[] = [];
    const gate: LocalBackendGate = {
      info: {},
      refuse: () => undefined,
      answer: (request) => (request.action === "reviewStatus" ? { status: "PENDING" } : undefined),
      changed: (request) => changed.push(String(request.action)),
    };
    const handler = proxyToLocalBackend({ port: upstream.port, secret: SECRET }, gate);
    const own = http.createServer((request, response) => handler(request, response));
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", () => resolve()));
    const at = `http://127.0.0.1:${(own.address() as AddressInfo).port}/api/v1`;
    const send = (body: object) =>
      fetch(at, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    try {
      const status = await send({
        action: "reviewStatus",
        params: { collection: "site", slug: "de/site" },
      });
      expect(await status.json()).toEqual({ status: "PENDING" });
      expect(upstream.received).toEqual([]);
      await send({ action: "persistEntry", params: {} });
      await send({ action: "unpublishedEntries", params: {} });
      expect(changed).toEqual(["persistEntry"]);
    } finally {
      await new Promise((done) => own.close(done));
    }
  });
});

describe("gitGate's reviews", () => {
  it("has the published branch built once the editor is open, reviews each saved draft, and tells the editor of a draft's review only if it is a draft here", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "git-gate-"));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root });
    try {
      git("init", "-q", "-b", "main");
      git(
        "-c",
        "user.name=T",
        "-c",
        "user.email=t@t",
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        "start",
      );
      const saved: string[] = [];
      let prepared = 0;
      const gate = gitGate(root, {
        saved: (branch) => saved.push(branch),
        status: (branch) => ({ status: "SUCCESS", url: `/review/${branch}/` }),
        prepare: () => (prepared += 1),
      });
      const asked = { action: "reviewStatus", params: { collection: "site", slug: "de/site" } };
      expect(prepared).toBe(0);
      expect(gate.answer?.(asked)).toEqual({});
      // The editor's first request: the published branch is built for the reviews to come.
      expect(prepared).toBe(1);
      git("branch", "cms/site/de/site");
      expect(gate.answer?.(asked)).toEqual({ status: "SUCCESS", url: "/review/cms/site/de/site/" });
      expect(gate.answer?.({ action: "unpublishedEntries" })).toBeUndefined();
      gate.changed?.({
        action: "persistEntry",
        params: { dataFiles: [{ slug: "de/site" }], options: { collectionName: "site" } },
      });
      gate.changed?.({ action: "publishUnpublishedEntry", params: {} });
      expect(saved).toEqual(["cms/site/de/site"]);
      expect(gitGate(root, false).answer?.(asked)).toEqual({});
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
