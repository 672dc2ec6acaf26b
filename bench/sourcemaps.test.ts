import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";

import { describeBuildChunks, outsideSourcePackages, readSourceMap } from "./sourcemaps";

/** A build and a node_modules in a temporary folder, as small as the code needs. */
let folder: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), text);
};
const map = (sources: string[], sourcesContent?: string[]) =>
  JSON.stringify({ version: 3, mappings: "AAAA", sources, sourcesContent });

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "bench-sourcemaps-"));
  write("public/index.html", "<p>Home</p>");
  write("public/framework-8ea683fcd6da872d1af5.js", "");
  write(
    "public/framework-8ea683fcd6da872d1af5.js.map",
    map(["webpack://site/./node_modules/react-dom/index.js"], ["react-dom"]),
  );
  write("public/component---src-pages-index-tsx-265b95ce8874bfe2a831.js", "");
  write(
    "public/component---src-pages-index-tsx-265b95ce8874bfe2a831.js.map",
    map(
      ["webpack://site/./src/pages/index.tsx", "webpack://site/../src/image-utils.ts"],
      ["page", "the image utilities"],
    ),
  );
  write("public/454-395774c458b6ae833796.js", "");
  write("public/~partytown/partytown.js", "");
  // The package that wrote ../src/image-utils.ts, and one with the same path but other content.
  write(
    "node_modules/gatsby-plugin-image/dist/index.js.map",
    map(["../src/image-utils.ts"], ["the image utilities"]),
  );
  write("node_modules/other/dist/index.js.map", map(["../src/image-utils.ts"], ["other"]));
  write("node_modules/@scope/deep/lib/x.js.map", map(["../src/image-utils.ts"], ["other"]));
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("readSourceMap", () => {
  it("keeps the sources of the map beside a file, and nothing when there is none", () => {
    const framework = path.join(folder, "public/framework-8ea683fcd6da872d1af5.js");
    expect(readSourceMap(framework)).toEqual({
      sources: ["webpack://site/./node_modules/react-dom/index.js"],
      sourcesContent: ["react-dom"],
    });
    expect(readSourceMap(path.join(folder, "public/454-395774c458b6ae833796.js"))).toBeUndefined();
  });
});

describe("outsideSourcePackages", () => {
  it("finds the package whose own map has the same file with the same content", () => {
    const page = readSourceMap(
      path.join(folder, "public/component---src-pages-index-tsx-265b95ce8874bfe2a831.js"),
    );
    const packageOf = outsideSourcePackages(page ? [page] : [], path.join(folder, "node_modules"));
    expect(packageOf("webpack://site/../src/image-utils.ts")).toBe("gatsby-plugin-image");
    expect(packageOf("webpack://site/../src/other.ts")).toBeUndefined();
  });
});

describe("describeBuildChunks", () => {
  it("describes the build's top-level scripts and the other paths asked for", () => {
    const chunks = describeBuildChunks(
      path.join(folder, "public"),
      ["/~partytown/partytown.js?v=1", "https://cdn.example/x.js"],
      path.join(folder, "node_modules"),
    );
    expect(chunks).toEqual({
      "/454-395774c458b6ae833796.js":
        "webpack chunk 454, unnamed (an `import()` or a split); no source map",
      "/component---src-pages-index-tsx-265b95ce8874bfe2a831.js":
        "the page component of `/` (`src/pages/index.tsx`); sources: " +
        "gatsby-plugin-image 83 %, the site's `src/pages/index.tsx` 17 %",
      "/framework-8ea683fcd6da872d1af5.js":
        "Gatsby's framework chunk (React), on every page; sources: react-dom 100 %",
      "/~partytown/partytown.js": "not a Gatsby chunk name; no source map",
    });
  });
});
