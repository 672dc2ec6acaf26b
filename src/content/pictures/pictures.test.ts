/** @jest-environment node */
import sharp from "sharp";

import { isPictureFile, namedPictureProblem, pictureProblem, readPicture } from "./pictures";

/** A picture of this format and size, made by sharp. */
const picture = (
  format: "png" | "jpeg" | "webp" | "avif" | "gif" | "tiff",
  width = 640,
  height = 960,
) =>
  sharp({ create: { width, height, channels: 3, background: "#5b21b6" } })
    .toFormat(format)
    .toBuffer();

describe("readPicture", () => {
  it.each([
    ["png", "PNG"],
    ["jpeg", "JPEG"],
    ["webp", "WebP"],
    ["avif", "AVIF"],
  ] as const)("reads a %s file's format and size from its bytes", async (format, name) => {
    const bytes = await picture(format);
    expect(readPicture(bytes)).toEqual({
      format: name,
      width: 640,
      height: 960,
      bytes: bytes.length,
    });
  });

  it.each(["gif", "tiff"] as const)("refuses a %s file, whatever it is named", async (format) => {
    expect(readPicture(await picture(format))).toMatch(
      /^this file is not a PNG, JPEG, WebP or AVIF image/,
    );
  });

  it.each([
    [
      "with no size of its own",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    [
      "after an XML prolog, a comment and a doctype",
      '\uFEFF<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 9 9"></svg>',
    ],
  ])("knows an SVG %s by its markup, for the SVG message", (_how, markup) => {
    expect(readPicture(Buffer.from(markup))).toMatch(/^SVG files are not accepted/);
  });

  it("does not take other markup for an SVG", () => {
    expect(readPicture(Buffer.from("<html><svg></svg></html>"))).toMatch(/^this file is not a PNG/);
  });

  it("refuses an SVG, and text", () => {
    expect(
      readPicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
    ).toMatch(/^SVG files are not accepted/);
    expect(readPicture(Buffer.from("hello"))).toMatch(/^this file is not a PNG/);
  });
});

describe("a picture's slot", () => {
  it("asks for twice the widest the slot shows it", async () => {
    const narrow = await picture("png", 599, 1200);
    expect(pictureProblem(narrow, { minWidth: 600 })).toBe(
      "this picture is 599 pixels wide, and this place needs at least 600, twice the widest it is shown, to stay sharp on high-density screens. Export it wider.",
    );
    expect(pictureProblem(await picture("png", 600, 1200), { minWidth: 600 })).toBeUndefined();
    expect(pictureProblem(narrow)).toBeUndefined();
  });

  it("names a file outside the content folder, or missing, as the build does", () => {
    const lookUp = (file: string) => (file === "images/a.png" ? "a problem" : undefined);
    expect(namedPictureProblem("../static/a.png", {}, lookUp)).toBe(
      "the image must be inside the content folder.",
    );
    expect(namedPictureProblem("images/b.png", {}, lookUp)).toMatch(/^there is no such file/);
    expect(namedPictureProblem("images/./a.png", {}, lookUp)).toBe("a problem");
  });
});

describe("isPictureFile", () => {
  it("takes a file of content/images/ and nothing that leaves it", () => {
    expect(isPictureFile("content/images/app-screenshot.de.png")).toBe(true);
    expect(isPictureFile("content/images/sub/x.png")).toBe(true);
    for (const file of [
      "content/images/../de/site.json",
      "content/images/",
      "static/x.png",
      "content/images/a\\b.png",
    ]) {
      expect(isPictureFile(file)).toBe(false);
    }
  });
});
