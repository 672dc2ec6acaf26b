/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import net from "net";

import { guardServer, SECRET_HEADER, whyRefused } from "./requestGuard";
import type { RequestFacts } from "./requestGuard";

/** A request as the browser sends it from the editor's own page at http://localhost:8000. */
const editor = (headers: RequestFacts["headers"] = {}, url = "/api/v1"): RequestFacts => ({
  url,
  peer: "127.0.0.1",
  port: 8000,
  scheme: "http",
  headers: {
    host: "localhost:8000",
    origin: "http://localhost:8000",
    "sec-fetch-site": "same-origin",
    ...headers,
  },
});

describe("whyRefused: Host", () => {
  it.each(["localhost:8000", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST:8000"])(
    "answers %s, this computer at the server's port",
    (host) => {
      const origin = `http://${host.toLowerCase()}`;
      expect(whyRefused(editor({ host, origin }))).toBeUndefined();
    },
  );

  it.each([
    ["a rebinding name", "rebind.test:8000"],
    ["another port", "localhost:8001"],
    ["no port", "localhost"],
    ["a name that only starts like localhost", "localhost.evil.test:8000"],
    ["a user part before the name", "localhost:8000@evil.test"],
    ["no Host at all", undefined],
  ])("refuses %s", (_, host) => {
    const reason = whyRefused(editor({ host, origin: undefined }));
    expect(reason).toMatch(/^Refused: Host "[^"]*" is not this computer \(localhost:8000\)/);
    expect(reason).not.toContain("\n");
  });

  it("takes more names for the dev server, at its port only, and says how in the refusal", () => {
    const rules = { extraHosts: ["192.168.1.20"], hostHint: "Set DEV_SERVER_ALLOWED_HOSTS." };
    const phone = { host: "192.168.1.20:8000", origin: "http://192.168.1.20:8000" };
    expect(whyRefused(editor(phone), rules)).toBeUndefined();
    expect(whyRefused(editor({ ...phone, host: "192.168.1.20:9999" }), rules)).toMatch(
      /Set DEV_SERVER_ALLOWED_HOSTS\.$/,
    );
    // Without the rule, the same name is refused: the backend never takes it.
    expect(whyRefused(editor(phone))).toMatch(/^Refused: Host/);
  });

  it("takes a name without its port on the scheme's default port", () => {
    const request = { ...editor({ host: "localhost", origin: "http://localhost" }), port: 80 };
    expect(whyRefused(request)).toBeUndefined();
  });
});

describe("whyRefused: Origin", () => {
  it("answers a request with no Origin (a program on this computer, a same-origin GET)", () => {
    expect(whyRefused(editor({ origin: undefined, "sec-fetch-site": undefined }))).toBeUndefined();
  });

  it.each([
    ["another site", "https://any.example"],
    ["a local page on another port", "http://localhost:3000"],
    ["another name of this computer", "http://127.0.0.1:8000"],
    ["https at the same name", "https://localhost:8000"],
    ["a sandboxed frame or file", "null"],
  ])("refuses %s", (_, origin) => {
    expect(whyRefused(editor({ origin }))).toBe(
      `Refused: a page of ${origin} may not use this server; only its own pages (http://localhost:8000) may.`,
    );
  });

  it("holds Origin to the Host the request came with, so a rebinding page fails on Host first", () => {
    const rebinding = editor({ host: "rebind.test:8000", origin: "http://rebind.test:8000" });
    expect(whyRefused(rebinding)).toMatch(/^Refused: Host "rebind\.test:8000"/);
  });
});

describe("whyRefused: Sec-Fetch-Site", () => {
  it.each(["cross-site", "same-site"])(
    "refuses %s, which a <script> or <img> of another page sends without an Origin",
    (site) => {
      const include = editor({ origin: undefined, "sec-fetch-site": site }, "/commons.js");
      expect(whyRefused(include)).toBe(
        `Refused: a request from another site (Sec-Fetch-Site: ${site}) may not use this server.`,
      );
    },
  );

  it("answers none: an address typed or a bookmark", () => {
    expect(whyRefused(editor({ origin: undefined, "sec-fetch-site": "none" }, "/"))).toBe(
      undefined,
    );
  });

  it("refuses a link followed from another site: the page it opens would run as this origin", () => {
    const link = {
      origin: undefined,
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    };
    expect(whyRefused(editor(link, "/_gatsby/file/a/x.html?u=https://any.example/"))).toMatch(
      /Sec-Fetch-Site: cross-site/,
    );
  });
});

describe("whyRefused: closed paths", () => {
  const rules = { closedPaths: ["/_gatsby/file/", "/_gatsby/image/"] };
  const link = (url: string) => editor({ origin: undefined, "sec-fetch-site": undefined }, url);

  it.each([
    "/_gatsby/file/a/x.html?u=https://any.example/page",
    "/_GATSBY/File/a/x.html",
    "/_gatsby/%66ile/a/x.html",
    "/_gatsby/image/a/b/x.png",
  ])("refuses %s to everyone, as a browser with no Sec-Fetch-Site opens it", (url) => {
    expect(whyRefused(link(url), rules)).toMatch(
      /^Refused: \/_gatsby\/(file|image)\/ is closed here/,
    );
  });

  it("answers every other path", () => {
    expect(whyRefused(link("/page-data/index/page-data.json"), rules)).toBeUndefined();
    expect(whyRefused(link("/_gatsby/slices/x"), rules)).toBeUndefined();
  });
});

describe("whyRefused: this computer only", () => {
  it.each(["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"])("answers %s", (peer) => {
    expect(whyRefused({ ...editor(), peer }, { thisComputerOnly: true })).toBeUndefined();
  });

  it.each(["192.168.1.20", "::ffff:192.168.1.20", "fd00::2", "127.0.0.1.evil", undefined])(
    "refuses %s, whatever Host it sends",
    (peer) => {
      expect(whyRefused({ ...editor(), peer }, { thisComputerOnly: true })).toMatch(
        /^Refused: this server answers programs on this computer only/,
      );
      // Without the rule (the dev server opened to a phone), the address is not asked.
      expect(whyRefused({ ...editor(), peer })).toBeUndefined();
    },
  );
});

describe("whyRefused: the per-run secret", () => {
  const proxied = (secret: string | undefined) =>
    editor({
      host: "127.0.0.1:8000",
      origin: undefined,
      "sec-fetch-site": undefined,
      [SECRET_HEADER]: secret,
    });

  it("answers the proxy, which adds the secret", () => {
    expect(whyRefused(proxied("k3y-of-this-run"), { secret: "k3y-of-this-run" })).toBeUndefined();
  });

  it.each([
    ["missing", undefined],
    ["wrong", "k3y-of-another-run"],
    ["a prefix of it", "k3y"],
    ["empty", ""],
  ])("refuses a request whose secret is %s", (_, secret) => {
    expect(whyRefused(proxied(secret), { secret: "k3y-of-this-run" })).toBe(
      `Refused: only the editor's proxy may use this server (the ${SECRET_HEADER} header is missing or wrong).`,
    );
  });

  it("asks the Host and Origin rules first, secret or not", () => {
    const request = proxied("k3y-of-this-run");
    request.headers.origin = "http://localhost:3000";
    expect(whyRefused(request, { secret: "k3y-of-this-run" })).toMatch(/^Refused: a page of/);
  });
});

describe("guardServer", () => {
  let server: http.Server;
  let port: number;
  let answered = 0;
  let upgraded = 0;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      answered += 1;
      response.writeHead(200, { "Access-Control-Allow-Origin": "*" }).end("the site");
    });
    server.on("upgrade", (_request, socket: net.Socket) => {
      upgraded += 1;
      socket.end("HTTP/1.1 101 Switching Protocols\r\n\r\n");
    });
    guardServer(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The status line, headers and body of a raw request. */
  const raw = (lines: string[]) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write(`${lines.join("\r\n")}\r\n\r\n`),
      );
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });

  it("passes this computer's own requests on to the server's listeners", async () => {
    const answer = await raw(["GET / HTTP/1.1", `Host: localhost:${port}`, "Connection: close"]);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answered).toBe(1);
  });

  it("answers another Host 403 with its reason and no CORS header, before any listener", async () => {
    const answer = await raw(["GET / HTTP/1.1", `Host: rebind.test:${port}`, "Connection: close"]);
    expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(answer).toContain(`Refused: Host "rebind.test:${port}" is not this computer`);
    expect(answer.toLowerCase()).not.toContain("access-control-");
    expect(answered).toBe(1);
  });

  it("refuses a WebSocket upgrade from another site, and passes one from its own page", async () => {
    const upgrade = (origin: string) =>
      raw([
        "GET /socket.io/?EIO=4&transport=websocket HTTP/1.1",
        `Host: localhost:${port}`,
        `Origin: ${origin}`,
        "Connection: Upgrade",
        "Upgrade: websocket",
      ]);
    const foreign = await upgrade("https://any.example");
    expect(foreign).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(foreign).toContain("Refused: a page of https://any.example may not use this server");
    expect(upgraded).toBe(0);
    expect(await upgrade(`http://localhost:${port}`)).toMatch(/^HTTP\/1\.1 101/);
    expect(upgraded).toBe(1);
  });
});
