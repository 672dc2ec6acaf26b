/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";

import { extraHostsFrom, guardDevServer } from "./devServerGuard";

/**
 * The guard goes into gatsby develop through Gatsby's websocket manager, which is given the HTTP
 * server: here a stand-in manager and a real server, as start-server.js calls them
 * (developMiddleware first, then init with the server, which socket.io would take over).
 */

const mockManager: { init?: (options: { server: http.Server }) => string; guarded?: true } = {};
jest.mock("gatsby/dist/utils/websocket-manager", () => ({ websocketManager: mockManager }));

/** Status and body of a GET with this Host and path. */
const get = (port: number, host: string, path = "/") =>
  new Promise<string>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { host } }, (answer) => {
      let body = "";
      answer.on("data", (chunk: Buffer) => (body += chunk.toString()));
      answer.on("end", () => resolve(`${answer.statusCode} ${body.trim()}`));
    });
    request.on("error", reject);
  });

describe("guardDevServer", () => {
  let server: http.Server;
  let port: number;
  let initialised = 0;

  beforeAll(async () => {
    mockManager.init = () => {
      initialised += 1;
      return "socket.io";
    };
    guardDevServer({ DEV_SERVER_ALLOWED_HOSTS: "laptop.local" });
    // developMiddleware runs once per start; a second call must not guard twice.
    guardDevServer({});
    server = http.createServer((_request, response) => response.end("the site"));
    expect(mockManager.init({ server })).toBe("socket.io");
    expect(initialised).toBe(1);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers this computer's names and the allowed ones, at the server's port", async () => {
    expect(await get(port, `localhost:${port}`)).toBe("200 the site");
    expect(await get(port, `laptop.local:${port}`)).toBe("200 the site");
  });

  it("refuses a rebinding name, saying how to allow a name of one's own", async () => {
    expect(await get(port, `rebind.test:${port}`)).toBe(
      `403 Refused: Host "rebind.test:${port}" is not this computer (localhost:${port}); pages of other sites may not use this server. To open the site from another device, list the name you use in DEV_SERVER_ALLOWED_HOSTS (e.g. DEV_SERVER_ALLOWED_HOSTS=192.168.1.20 npm run develop -- --host 0.0.0.0).`,
    );
  });

  it("closes Gatsby's image CDN routes, which would serve another address as this site's page", async () => {
    const answer = await get(port, `localhost:${port}`, "/_gatsby/file/a/x.html?u=http://x/");
    expect(answer).toMatch(/^403 Refused: \/_gatsby\/file\/ is closed here/);
  });

  it("fails closed when Gatsby no longer has the hook: gatsby develop does not start unguarded", () => {
    delete mockManager.guarded;
    delete mockManager.init;
    expect(() => guardDevServer({})).toThrow(/no longer has websocketManager\.init/);
  });
});

describe("extraHostsFrom", () => {
  it("reads a comma-separated list, ignoring spaces and empty entries", () => {
    expect(extraHostsFrom(" 192.168.1.20, laptop.local ,,")).toEqual([
      "192.168.1.20",
      "laptop.local",
    ]);
    expect(extraHostsFrom(undefined)).toEqual([]);
  });
});
