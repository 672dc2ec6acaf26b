/**
 * @jest-environment node
 */
import { attribute, elements, parseDocument, serializeTree, textOf } from "./htmlTree";
import { loaderSources, startAfterFirstScreen } from "./startAfterFirstScreen";
import { LOADER_CONFIG_ID, LOADER_ID } from "../loader/startWhenWanted";

const PAGE = [
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><main>Hi</main></div>`,
  `<script id="gatsby-script-loader">window.pagePath="/";</script>`,
  `<script src="/webpack-runtime-0f4e.js" async></script>`,
  `<script src="/framework-8ea6.js" async></script>`,
  `<script src="/app-c4ed.js" async=""></script>`,
  `</body></html>`,
].join("");
const FILES = ["/webpack-runtime-0f4e.js", "/framework-8ea6.js", "/app-c4ed.js"];
const LOADER = "(()=>{start()})();";

const rewrite = (html: string, modules?: { chunkLoadingGlobal: string; ids: number[] }) => {
  const tree = parseDocument(html);
  startAfterFirstScreen(tree, "index.html", LOADER, modules);
  return serializeTree(tree);
};

describe("startAfterFirstScreen", () => {
  it("replaces Gatsby's start-up tags with the loader and its files, in order, as data", () => {
    const html = rewrite(PAGE);
    const scripts = elements(parseDocument(html)).filter(({ tagName }) => tagName === "script");
    expect(scripts.map((script) => attribute(script, "src"))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(html).toContain(
      [
        `<script id="gatsby-script-loader">window.pagePath="/";</script>`,
        `<script type="application/json" id="${LOADER_CONFIG_ID}">${JSON.stringify({ files: FILES })}</script>`,
        `<script id="${LOADER_ID}">${LOADER}</script></body>`,
      ].join(""),
    );
  });

  it("gives every page the same loader text: only the data differs", () => {
    const other = PAGE.replace("/app-c4ed.js", "/app-9999.js");
    const loaderOf = (html: string) =>
      elements(parseDocument(html))
        .filter((element) => attribute(element, "id") === LOADER_ID)
        .map(textOf);
    expect(loaderOf(rewrite(other))).toEqual([LOADER]);
    expect(loaderOf(rewrite(PAGE))).toEqual([LOADER]);
    expect(loaderSources(parseDocument(rewrite(other)))).toContain("/app-9999.js");
  });

  it("cannot let a file name end the data's <script> early", () => {
    const html = rewrite(PAGE.replace("/app-c4ed.js", "/app-</script>.js"));
    expect(loaderSources(parseDocument(html))).toContain("/app-</script>.js");
  });

  it("refuses a page without start-up tags or a loader, naming the file", () => {
    expect(() =>
      startAfterFirstScreen(parseDocument("<html><body></body></html>"), "404.html", LOADER),
    ).toThrow(/404\.html: no <script src async> start-up tags/);
  });

  it("writes the loader of a page an earlier build rewrote again, for this build's modules", () => {
    const before = { chunkLoadingGlobal: "webpackChunksite", ids: [12, 34] };
    const now = { chunkLoadingGlobal: "webpackChunksite", ids: [56] };
    const twice = rewrite(rewrite(PAGE, before), now);
    expect(twice).toBe(rewrite(PAGE, now));
    expect(twice.split(`id="${LOADER_ID}"`)).toHaveLength(2);
    expect(rewrite(twice, now)).toBe(twice);
  });

  it("starts the new files when Gatsby stitched new start-up tags beside an earlier loader", () => {
    // An incremental build re-renders only the scripts slice and stitches it into each page.
    const newTags = `<script src="/webpack-runtime-aaaa.js" async></script><script src="/app-bbbb.js" async></script>`;
    const stitched = rewrite(PAGE).replace("</body>", `${newTags}</body>`);
    const html = rewrite(stitched);
    expect(loaderSources(parseDocument(html))).toEqual([
      "/webpack-runtime-aaaa.js",
      "/app-bbbb.js",
    ]);
    expect(html.split(`id="${LOADER_ID}"`)).toHaveLength(2);
    expect(html).not.toContain("webpack-runtime-0f4e");
  });
});

describe("loaderSources", () => {
  it("reads the files a rewritten page starts, and none from a page without the loader", () => {
    const modules = { chunkLoadingGlobal: "webpackChunksite", ids: [12, 34] };
    expect(loaderSources(parseDocument(rewrite(PAGE, modules)))).toEqual(FILES);
    expect(loaderSources(parseDocument(PAGE))).toEqual([]);
  });
});
