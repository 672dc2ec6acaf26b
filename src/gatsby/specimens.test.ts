/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";

import { SPECIMEN_PICTURE } from "../content/specimen";
import { LOCALES } from "../i18n/locales";
import { localeWords, moveSpecimensOut, stripedPng, writeSpecimens } from "./specimens";

const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "specimens-"));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => fs.rmSync(made, { recursive: true, force: true })));

const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

describe("writeSpecimens", () => {
  it("writes the page in every language of the site, in its words, and the picture", () => {
    const out = folder();
    writeSpecimens(path.resolve(__dirname, "../../content"), out);
    for (const { code } of LOCALES) {
      const page = JSON.parse(
        fs.readFileSync(path.join(out, code, "pages", "_specimen.json"), "utf8"),
      ) as { blocks: unknown[]; title: string };
      expect(page.blocks.length).toBeGreaterThan(5);
      expect(page.title).toContain(
        localeWords(path.resolve(__dirname, "../../content"), code).slice(0, 8),
      );
    }
    const png = fs.readFileSync(path.join(out, SPECIMEN_PICTURE));
    // The IHDR's width and height: the smallest a picture block accepts.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 400]);
  });

  it("takes a language's words from its texts, not from the English its translations record", () => {
    const content = folder();
    const japanese = "一つのアプリで書いて検索する";
    const english = "Chat, write, solve math, code and create images in one app, with every model";
    write(
      content,
      "ja/site.json",
      JSON.stringify({
        tagline: japanese,
        copyright: "Octopus © 2025",
        translatedFrom: { tagline: english },
      }),
    );
    expect(localeWords(content, "ja")).toBe(japanese);
  });

  it("leaves an unchanged file alone, so the dev server does not rebuild for nothing", () => {
    const out = folder();
    const content = path.resolve(__dirname, "../../content");
    writeSpecimens(content, out);
    const file = path.join(out, "en", "pages", "_specimen.json");
    const before = fs.statSync(file).mtimeMs;
    fs.utimesSync(file, new Date(0), new Date(0));
    writeSpecimens(content, out);
    expect(fs.statSync(file).mtimeMs).toBe(0);
    expect(before).toBeGreaterThan(0);
  });
});

describe("moveSpecimensOut", () => {
  it("moves each language's page, its page data and the pictures only it names", () => {
    const publicDir = folder();
    const out = folder();
    write(
      publicDir,
      "_specimen/index.html",
      '<img src="/static/a/b/specimen.png" srcset="/static/a/c/specimen.webp 320w, /static/shared/logo.png 2x">',
    );
    write(publicDir, "de/_specimen/index.html", '<img src="/static/a/b/specimen.png">');
    write(publicDir, "page-data/_specimen/page-data.json", '{"src":"/static/a/c/specimen.webp"}');
    write(publicDir, "static/a/b/specimen.png", "png");
    write(publicDir, "static/a/c/specimen.webp", "webp");
    write(publicDir, "static/shared/logo.png", "logo");
    write(publicDir, "index.html", '<img src="/static/shared/logo.png">');
    write(publicDir, "faq/index.html", "<p>Not a specimen</p>");

    const moved = moveSpecimensOut(publicDir, out).sort();
    expect(moved).toEqual(
      [
        "_specimen/index.html",
        "de/_specimen/index.html",
        "page-data/_specimen/page-data.json",
        "static/a/b/specimen.png",
        "static/a/c/specimen.webp",
      ].map((name) => name.split("/").join(path.sep)),
    );
    for (const name of moved) {
      expect(fs.existsSync(path.join(publicDir, name))).toBe(false);
      expect(fs.existsSync(path.join(out, name))).toBe(true);
    }
    // What other pages use stays, and so does every other page.
    expect(fs.existsSync(path.join(publicDir, "static/shared/logo.png"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "faq/index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "_specimen"))).toBe(false);
  });
});

describe("stripedPng", () => {
  it("is a PNG of the size asked", () => {
    const png = stripedPng(20, 10);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([20, 10]);
  });
});
