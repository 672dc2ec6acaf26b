import {
  chunkRole,
  chunkSlug,
  describeChunk,
  sourceOwner,
  sourceShares,
  summarizeSources,
} from "./chunks";
import type { SourceMap } from "./chunks";

const source = (file: string) => `webpack://octopus-website/${file}`;
const sized = (files: Record<string, number>): SourceMap => ({
  sources: Object.keys(files).map(source),
  sourcesContent: Object.values(files).map((length) => "x".repeat(length)),
});

/** A framework chunk's map, in small: React DOM, React, the scheduler, prop-types. */
const FRAMEWORK = sized({
  "./node_modules/react-dom/index.js": 10,
  "./node_modules/react-dom/cjs/react-dom.production.min.js": 850,
  "./node_modules/react/cjs/react.production.min.js": 60,
  "./node_modules/react/index.js": 10,
  "./node_modules/scheduler/cjs/scheduler.production.min.js": 40,
  "./node_modules/prop-types/index.js": 20,
  "./node_modules/@babel/runtime/helpers/esm/inheritsLoose.js": 10,
});

/** The home page's component chunk: the site's files, gatsby-plugin-image's own sources. */
const HOME = sized({
  "./src/pages/index.tsx": 300,
  "./src/components/Header.tsx": 400,
  "./src/components/Card.tsx": 50,
  "./src/components/Hero.tsx": 100,
  "./node_modules/gatsby-plugin-image/node_modules/camelcase/index.js": 100,
  "../src/image-utils.ts": 600,
  "../src/components/hooks.ts": 350,
});

describe("sourceOwner", () => {
  it("names the innermost package, the site's file, Gatsby's .cache and webpack's runtime", () => {
    expect(sourceOwner(source("./node_modules/react-dom/index.js"))).toEqual({
      kind: "package",
      name: "react-dom",
    });
    expect(sourceOwner(source("./node_modules/a/node_modules/@scope/b/dist/x.js")).name).toBe(
      "@scope/b",
    );
    expect(sourceOwner(source("./.cache/production-app.js")).name).toBe("gatsby");
    expect(sourceOwner(source("webpack/runtime/load script")).kind).toBe("webpack");
    expect(sourceOwner(source("./gatsby-browser.tsx"))).toEqual({
      kind: "site",
      name: "gatsby-browser.tsx",
    });
  });

  it("leaves a path outside the project unnamed unless the caller knows its package", () => {
    const outside = source("../src/image-utils.ts");
    expect(sourceOwner(outside)).toEqual({ kind: "outside", name: "../src/image-utils.ts" });
    expect(sourceOwner(outside, () => "gatsby-plugin-image")).toEqual({
      kind: "package",
      name: "gatsby-plugin-image",
    });
  });
});

describe("sourceShares and summarizeSources", () => {
  it("weigh each owner by the length of its sources, the largest first", () => {
    const shares = sourceShares(FRAMEWORK);
    expect(shares.map(({ owner, share }) => [owner.name, share])).toEqual([
      ["react-dom", 0.86],
      ["react", 0.07],
      ["scheduler", 0.04],
      ["prop-types", 0.02],
      ["@babel/runtime", 0.01],
    ]);
    expect(summarizeSources(FRAMEWORK)).toBe(
      "react-dom 86 %, react 7 %, scheduler 4 %, prop-types 2 %, 1 more",
    );
  });

  it("count sources alike when the map has no sourcesContent", () => {
    const { sources } = FRAMEWORK;
    expect(summarizeSources({ sources }, undefined, 2)).toBe("react-dom 29 %, react 29 %, 3 more");
  });

  it("put the site's files together, named largest first, and the outside ones apart", () => {
    expect(summarizeSources(HOME)).toBe(
      "a package's own sources (`../src/image-utils.ts`, `../src/components/hooks.ts`) 50 %, " +
        "the site's `src/components/Header.tsx`, `src/pages/index.tsx`, " +
        "`src/components/Hero.tsx`, … 45 %, camelcase 5 %",
    );
    const packageOf = (file: string) => (file.includes("../src/") ? "gatsby-plugin-image" : "");
    expect(summarizeSources(HOME, packageOf, 1)).toBe("gatsby-plugin-image 50 %, 2 more");
  });
});

describe("chunkRole and describeChunk", () => {
  it("read Gatsby's chunk names without the content hash", () => {
    expect(chunkRole("/entrance-691dbac805fd5e73a2dc.js")).toMatch(/^the card entrance/);
    expect(chunkRole("/web-vitals-8624f0ee6510c6e828d0.js")).toMatch(/^web-vitals/);
    expect(chunkRole("/framework-8ea683fcd6da872d1af5.js")).toMatch(/^Gatsby's framework chunk/);
    expect(chunkRole("/app-c4ed85f562da82b1b6bf.js")).toMatch(/^Gatsby's app entry/);
    expect(chunkRole("/webpack-runtime-0f4e8c15a21bcb155160.js")).toMatch(/^webpack's runtime/);
    expect(chunkRole("/de0a0a8fab50b5c804b17de55f1a62ae0ba83e15-acdf24537fdd944e0dbe.js")).toMatch(
      /^Gatsby's shared chunk/,
    );
    expect(chunkRole("/135-ddec3fcd0ab467705b01.js")).toBe(
      "webpack chunk 135, unnamed (an `import()` or a split)",
    );
  });

  it("finds the page component among the chunk's sources, and its route", () => {
    expect(
      chunkRole("/component---src-pages-index-tsx-265b95ce8874bfe2a831.js", HOME.sources),
    ).toBe("the page component of `/` (`src/pages/index.tsx`)");
    expect(
      chunkRole("/component---src-pages-404-tsx-1578.js", [source("./src/pages/404.tsx")]),
    ).toBe("the page component of `/404/` (`src/pages/404.tsx`)");
    const legal = [source("./content/legal/terms.mdx"), source("./src/templates/LegalPage.tsx")];
    expect(
      chunkRole(
        "/component---src-templates-legal-page-tsx-content-file-path-content-legal-terms-mdx-a919a063fba2205c808b.js",
        legal,
      ),
    ).toBe("the page component `src/templates/LegalPage.tsx` with `content/legal/terms.mdx`");
    expect(chunkRole("/component---src-pages-index-tsx-265b95ce8874bfe2a831.js")).toBe(
      "a page component (`src-pages-index-tsx`)",
    );
    expect(chunkSlug("src/templates/LegalPage.tsx")).toBe("src-templates-legal-page-tsx");
  });

  it("puts the role before the sources, and says when there is no map", () => {
    expect(describeChunk("/framework-8ea683fcd6da872d1af5.js", FRAMEWORK)).toBe(
      "Gatsby's framework chunk (React), on every page; sources: " +
        "react-dom 86 %, react 7 %, scheduler 4 %, prop-types 2 %, 1 more",
    );
    expect(describeChunk("/454-395774c458b6ae833796.js", undefined)).toBe(
      "webpack chunk 454, unnamed (an `import()` or a split); no source map",
    );
  });
});
