/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";

import { reportFile, serveReviewReports } from "./reviewReports";

let root: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "review-reports-"));
  mkdirSync(path.join(root, "review", "cms-site-de-site"), { recursive: true });
  writeFileSync(
    path.join(root, "review", "cms-site-de-site", "index.html"),
    "<!doctype html><title>Review</title>",
  );
  writeFileSync(path.join(root, "review", "cms-site-de-site", "de-375-after.png"), "png");
  writeFileSync(path.join(root, "secret.txt"), "not a report");
  writeFileSync(path.join(root, "package.json"), "{}");
  symlinkSync(
    path.join(root, "package.json"),
    path.join(root, "review", "cms-site-de-site", "linked.json"),
  );
  const handle = serveReviewReports(root);
  server = http.createServer((request, response) => {
    request.url = (request.url ?? "/").replace(/^\/review/, "");
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${url}`, { headers });

describe("serveReviewReports", () => {
  it("serves a report's page and pictures to the editor's own pages, with no script allowed", async () => {
    const page = await get("/review/cms-site-de-site/", { "Sec-Fetch-Site": "same-origin" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(page.headers.get("content-security-policy")).not.toMatch(/script-src/);
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(await page.text()).toContain("<title>Review</title>");
    const picture = await get("/review/cms-site-de-site/de-375-after.png");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
  });

  it("refuses another site, whether it embeds a picture or links the page", async () => {
    const embedded = await get("/review/cms-site-de-site/de-375-after.png", {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(embedded.status).toBe(403);
    const asked = await get("/review/cms-site-de-site/", { Origin: "https://elsewhere.test" });
    expect(asked.status).toBe(403);
    // fetch sends its own Host: a rebinding page's name, as its browser would send it.
    const rebound = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        `${origin}/review/cms-site-de-site/`,
        { headers: { Host: `rebinding.test:${new URL(origin).port}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
    });
    expect(rebound).toBe(403);
  });

  it("serves nothing outside review/, and takes no writes", async () => {
    for (const url of [
      "/review/../secret.txt",
      "/review/%2e%2e/secret.txt",
      "/review/cms-site-de-site/linked.json",
      "/review/cms-site-de-site/missing.png",
    ]) {
      expect((await get(url)).status).toBe(404);
    }
    expect((await fetch(`${origin}/review/cms-site-de-site/`, { method: "POST" })).status).toBe(
      405,
    );
  });
});

describe("reportFile", () => {
  it("takes a folder's index.html, and no file of another type", () => {
    expect(reportFile(root, "/cms-site-de-site/")).toMatch(/cms-site-de-site\/index\.html$/);
    expect(reportFile(root, "/cms-site-de-site/notes.txt")).toBeUndefined();
    expect(reportFile(root, "/%E0%A4%A")).toBeUndefined();
  });
});
