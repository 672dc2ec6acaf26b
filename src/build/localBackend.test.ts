/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import zlib from "zlib";

import { proxyToLocalBackend, withDataFileId } from "./localBackend";
import type { LocalBackendGate } from "./localBackend";

/**
 * The proxy in front of decap-server, between two real HTTP servers: a stand-in for decap-server
 * that takes its time over a publish, and the proxy with a gate that refuses a second publish once
 * one has landed, as the content gate refuses two drafts that clash.
 */

type Upstream = { port: number; received: string[]; close: () => Promise<void> };

/** Reads of a draft the stand-in is answering now, and the most at once. */
let reading = 0;
let mostReadingAtOnce = 0;

/** A decap-server stand-in: answers 200 to everything, a publish only after 150 ms. */
function startUpstream(onPublished: () => void): Promise<Upstream> {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push(body);
      const { action } = JSON.parse(body) as { action: string };
      const answer = () => {
        response.writeHead(200, { "Content-Type": "application/json" });
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
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

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
  const handler = proxyToLocalBackend(upstream.port, gate);
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
