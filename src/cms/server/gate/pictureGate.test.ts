/** @jest-environment node */
import { execFileSync } from "child_process";
import fs from "fs";
import type { Server } from "http";
import type { AddressInfo } from "net";
import path from "path";

import express from "express";
import sharp from "sharp";

import { bombPng } from "../../../test/bombPng";
import { PHONE_MAKER, phonePhoto } from "../../../test/phonePhoto";
import { copySite } from "../../../test/siteCopy";
import type { SiteCopy } from "../../../test/siteCopy";
import { SAVE_REFUSED } from "../../refusal";
import { refuseRequest } from "./requestGate";
import type { BackendRequest } from "../../backendRequest";
import { registerGitDrafts } from "../decap";

/**
 * Pictures uploaded in the editor, on a git copy of this project's content, through what
 * `npm run cms` runs for each request: the gate (requestGate.ts, pictureGate.ts), then the local
 * backend (decap/gitBackend.ts) when the gate lets it through. A refused upload changes nothing:
 * not the working tree, not a branch.
 */

let site: SiteCopy;
let server: Server;
let url: string;
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: site.root, encoding: "utf8" }).trim();
const read = (file: string) => fs.readFileSync(path.join(site.root, file), "utf8");

/** The request as the editor sends it: refused by the gate, or answered by the backend. */
async function send(request: BackendRequest): Promise<{ refused?: string; body?: unknown }> {
  const refused = refuseRequest(site.root, "main", request);
  if (refused) return { refused };
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return { body };
}

const GERMAN = "content/de/site.json";

/** The German site entry saved with a new screenshot (and alt text), uploaded as `name`. */
function saveGermanScreenshot(name: string, bytes: Buffer, alt?: string) {
  const german = JSON.parse(read(GERMAN)) as Record<string, string>;
  german.screenshot = `images/${name}`;
  if (alt !== undefined) german.screenshotAlt = alt;
  return send({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ path: GERMAN, raw: `${JSON.stringify(german, null, 2)}\n`, slug: "site" }],
      assets: [
        { path: `content/images/${name}`, content: bytes.toString("base64"), encoding: "base64" },
      ],
      options: { useWorkflow: true, collectionName: "site", status: "draft" },
      base: { draft: null, files: { [GERMAN]: git("rev-parse", `main:${GERMAN}`) } },
    },
  });
}

/** Every ref and what it points at, and the working tree's changes: what a refusal must keep. */
const repositoryState = () => [
  git("for-each-ref", "--format=%(refname) %(objectname)"),
  git("status", "--porcelain", "--untracked-files=all"),
];

/** A phone's photo: a JPEG whose EXIF names the camera and where it was taken. */
const photoWithGps = () =>
  phonePhoto(sharp({ create: { width: 700, height: 1400, channels: 3, background: "#3a7" } }));

beforeEach(async () => {
  site = copySite({ copy: ["content", "src/pages", "static"] });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "Picture test");
  git("config", "user.email", "pictures@octopus.test");
  git("add", "-A");
  git("commit", "-q", "-m", "content");
  const app = express();
  registerGitDrafts(app, site.root);
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  site.remove();
});

describe("an upload the gate refuses writes nothing, and says why", () => {
  const cases: Array<[string, () => Promise<Buffer> | Buffer, string, RegExp]> = [
    [
      "a text file named .png",
      () => Buffer.from("These are the meeting notes, not a picture.\n"),
      "notes.png",
      /content\/images\/notes\.png: this file is not a PNG, JPEG, WebP or AVIF image, whatever its name says/,
    ],
    [
      "a PNG of 30,000 × 30,000 pixels (a decompression bomb)",
      bombPng,
      "bomb.png",
      /content\/images\/bomb\.png: this picture is 30000 × 30000 pixels, more than the 40 million pixels a picture may have/,
    ],
    [
      "a file over the byte limit",
      async () => {
        const picture = await photoWithGps();
        // A real JPEG's start, then 9 MB: the size alone refuses it.
        return Buffer.concat([picture, Buffer.alloc(9 * 1024 * 1024)]);
      },
      "huge.jpg",
      /content\/images\/huge\.jpg: this file is 9\.0 MB, and a picture may be at most 8\.0 MB/,
    ],
    [
      "an SVG with a script",
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1600" onload="alert(1)"><script>fetch("/admin/")</script></svg>',
        ),
      "drawing.svg",
      /content\/images\/drawing\.svg: SVG files are not accepted: an SVG can carry script/,
    ],
  ];

  it.each(cases)("%s", async (_name, bytes, name, message) => {
    const before = repositoryState();
    const { refused } = await saveGermanScreenshot(name, await bytes());
    expect(refused).toMatch(message);
    expect(refused?.endsWith(SAVE_REFUSED)).toBe(true);
    expect(repositoryState()).toEqual(before);
  });

  it("a picture without its description (alt text)", async () => {
    const before = repositoryState();
    const { refused } = await saveGermanScreenshot("neu.jpg", await photoWithGps(), "");
    expect(refused).toMatch(/content\/de\/site\.json: line \d+: German \(de\): screenshotAlt/);
    expect(refused?.endsWith(SAVE_REFUSED)).toBe(true);
    expect(repositoryState()).toEqual(before);
  });

  it("a picture too narrow for its slot, and one that is not under content/images/", async () => {
    const narrow = await sharp({
      create: { width: 400, height: 800, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const { refused } = await saveGermanScreenshot("klein.png", narrow);
    expect(refused).toMatch(
      /screenshot "images\/klein\.png": this picture is 400 pixels wide, and this place needs at least 600/,
    );
    const outside = await refuseRequest(site.root, "main", {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ path: GERMAN, raw: read(GERMAN), slug: "site" }],
        assets: [{ path: "static/app.js", content: "YWxlcnQoMSk=", encoding: "base64" }],
        options: { useWorkflow: true, collectionName: "site" },
      },
    });
    expect(outside).toMatch(
      /keeps uploaded pictures in content\/images\/ only, not in "static\/app\.js"/,
    );
  });
});

describe("an upload the gate lets through", () => {
  it("is saved on the draft's branch without its EXIF (no GPS), published with its entry, and cannot be deleted while in use", async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const mainBefore = git("rev-parse", "main");
    const saved = await saveGermanScreenshot("app-screenshot.de.neu.jpg", photo);
    expect(saved.refused).toBeUndefined();
    expect(git("rev-parse", "main")).toBe(mainBefore);
    const committed = execFileSync(
      "git",
      ["cat-file", "blob", "cms/site/site:content/images/app-screenshot.de.neu.jpg"],
      { cwd: site.root },
    );
    const meta = await sharp(committed).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp]).toEqual([
      "jpeg",
      700,
      1400,
      undefined,
      undefined,
    ]);
    expect(committed.includes(PHONE_MAKER)).toBe(false);

    const published = await send({
      action: "publishUnpublishedEntry",
      params: { branch: "main", collection: "site", slug: "site" },
    });
    expect(published.refused).toBeUndefined();
    expect(git("show", `main:${GERMAN}`)).toContain('"images/app-screenshot.de.neu.jpg"');
    expect(
      fs.readFileSync(path.join(site.root, "content/images/app-screenshot.de.neu.jpg")),
    ).toEqual(committed);

    // In use: refused, naming the file that shows it. The old German screenshot is now unused.
    const before = repositoryState();
    const inUse = await send({
      action: "deleteFiles",
      params: { branch: "main", paths: ["content/images/app-screenshot.de.neu.jpg"] },
    });
    expect(inUse.refused).toBe(
      "The picture content/images/app-screenshot.de.neu.jpg is in use, so it was not deleted: content/de/site.json shows it. Choose another picture there first. Nothing was changed.",
    );
    expect(repositoryState()).toEqual(before);
    const unused = await send({
      action: "deleteFiles",
      params: { branch: "main", paths: ["content/images/app-screenshot.de.png"] },
    });
    expect(unused.refused).toBeUndefined();
    expect(fs.existsSync(path.join(site.root, "content/images/app-screenshot.de.png"))).toBe(false);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("names a draft that uses a picture when its deletion is refused", async () => {
    const german = JSON.parse(read(GERMAN)) as Record<string, string>;
    german.screenshot = "images/app-screenshot.ja.png";
    git("checkout", "-q", "-b", "cms/site/site");
    fs.writeFileSync(path.join(site.root, GERMAN), `${JSON.stringify(german, null, 2)}\n`);
    git("commit", "-q", "-am", "draft");
    git("checkout", "-q", "main");
    const refused = await send({
      action: "deleteFiles",
      params: { branch: "main", paths: ["content/images/app-screenshot.ja.png"] },
    });
    expect(refused.refused).toMatch(
      /in use, so it was not deleted: content\/de\/site\.json \(the draft cms\/site\/site\), content\/ja\/site\.json show it/,
    );
  });
});
