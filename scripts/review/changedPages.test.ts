import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";

import { builtPages, comparePages, maskBuildHashes, pictureAddresses } from "./changedPages";

/** A small built site: each file's path and its contents. */
function site(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "review-site-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const made: string[] = [];
const built = (files: Record<string, string | Buffer>) => {
  const root = site(files);
  made.push(root);
  return root;
};
afterAll(() => made.forEach((root) => rmSync(root, { recursive: true, force: true })));

const PICTURE = "/static/0123456789abcdef0123456789abcdef/9a1b2/shot.webp";
const OTHER_PICTURE = "/static/fedcba9876543210fedcba9876543210/9a1b2/shot.webp";
const page = (body: string, picture = PICTURE) =>
  `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'sha256-AbC+/9='"><link rel="stylesheet" href="/styles-0123456789abcdef0123.css"></head><body>${body}<img src="${picture}" srcset="${picture} 1x, ${picture.replace("shot", "shot-2x")} 2x" alt=""></body></html>`;

describe("maskBuildHashes", () => {
  it("masks what differs between two builds of the same content, and nothing else", () => {
    const a = `<script src="/entrance-0123456789abcdef0123.js"></script><meta content="script-src 'sha256-AAA=' 'sha384-BBB'"><link href="/icon.png?v=0123456789abcdef0123456789abcdef"><img src="${PICTURE}">`;
    const b = `<script src="/entrance-fedcba9876543210fedc.js"></script><meta content="script-src 'sha256-ZZZ=' 'sha384-YYY'"><link href="/icon.png?v=fedcba9876543210fedcba9876543210"><img src="${OTHER_PICTURE}">`;
    expect(maskBuildHashes(a)).toBe(maskBuildHashes(b));
    expect(maskBuildHashes("<h1>Dein persönlicher KI-Chatbot</h1>")).toBe(
      "<h1>Dein persönlicher KI-Chatbot</h1>",
    );
    expect(maskBuildHashes("<p>A 20-character word: -abcdefabcdefabcdefab.</p>")).toContain(
      "abcdefabcdefabcdefab",
    );
  });
});

describe("pictureAddresses", () => {
  it("lists each picture a page loads once: src, srcset candidates, CSS url()", () => {
    const html = `<img src="/a.png" srcset="/a.png 1x, /a-2x.png 2x"><link rel="preload" as="image" imagesrcset="/b.avif 400w,/b-800.avif 800w"><div style="background:url('/c.jpg')"></div><script src="/x.js"></script><img src="https://elsewhere.test/d.png">`;
    expect(pictureAddresses(html)).toEqual([
      "/a-2x.png",
      "/a.png",
      "/b-800.avif",
      "/b.avif",
      "/c.jpg",
    ]);
  });
});

describe("builtPages", () => {
  it("names each page by the address the site links, in its language, without /admin/ or Gatsby's second 404", () => {
    const root = built({
      "index.html": "",
      "de/index.html": "",
      "de/terms/index.html": "",
      "ar/404.html": "",
      "ar/404/index.html": "",
      "admin/index.html": "",
    });
    expect(builtPages(root)).toEqual([
      { path: "/ar/404.html", locale: "ar", file: "ar/404.html" },
      { path: "/de/", locale: "de", file: "de/index.html" },
      { path: "/de/terms/", locale: "de", file: "de/terms/index.html" },
      { path: "/", locale: "en", file: "index.html" },
    ]);
  });
});

describe("comparePages", () => {
  it("finds no change between builds that differ only in their hashes", () => {
    const before = built({
      "index.html": page("<h1>Octopus</h1>"),
      [PICTURE]: "picture bytes",
      [PICTURE.replace("shot", "shot-2x")]: "bigger picture bytes",
    });
    const after = built({
      "index.html": page("<h1>Octopus</h1>", OTHER_PICTURE).replace("sha256-AbC+/9=", "sha256-Zz="),
      [OTHER_PICTURE]: "picture bytes",
      [OTHER_PICTURE.replace("shot", "shot-2x")]: "bigger picture bytes",
    });
    expect(comparePages(before, after)).toEqual({
      changed: [],
      unchanged: [{ path: "/", locale: "en", file: "index.html" }],
    });
  });

  it("finds a page whose text changed, one whose picture's bytes changed at the same address, a new page and a removed one", () => {
    const shared = { [PICTURE]: "picture bytes", [PICTURE.replace("shot", "shot-2x")]: "2x" };
    const before = built({
      ...shared,
      "index.html": page("<h1>Octopus</h1>"),
      "de/index.html": page("<h1>Dein KI-Chatbot</h1>"),
      "ja/index.html": page("<h1>AI</h1>"),
      "old/index.html": page("<h1>Old</h1>"),
    });
    const after = built({
      ...shared,
      [PICTURE.replace("shot", "shot-2x")]: "a new 2x picture",
      "index.html": page("<h1>Octopus</h1>", "/same.png"),
      "same.png": "x",
      "de/index.html": page("<h1>Dein ganz persönlicher KI-Chatbot</h1>", "/same.png"),
      "ja/index.html": page("<h1>AI</h1>"),
      "faq/index.html": page("<h1>FAQ</h1>", "/same.png"),
    });
    // "/" now loads other pictures; /ja/ the same address, with new bytes behind its 2x.
    const { changed, unchanged } = comparePages(before, after);
    expect(changed.map(({ path: at, change }) => `${change} ${at}`).sort()).toEqual([
      "changed /",
      "changed /de/",
      "changed /ja/",
      "new /faq/",
      "removed /old/",
    ]);
    expect(unchanged).toEqual([]);
  });
});
