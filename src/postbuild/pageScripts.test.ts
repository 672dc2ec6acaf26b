/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";

import { attribute, elements, parseDocument, serializeTree, textOf } from "./htmlTree";
import {
  PAGE_SCRIPT_ID,
  SPECULATION_RULES,
  SPECULATION_RULES_ID,
  removeRuntimeFiles,
  withPageScripts,
} from "./pageScripts";

/** A page as Gatsby writes it: its runtime's globals, its slice of scripts, its start-up tags. */
const PAGE = [
  `<!DOCTYPE html><html><head>`,
  `<link rel="preload" href="/page-data/app-data.json" as="fetch" crossorigin="anonymous">`,
  `</head><body><div id="___gatsby"><main>Hi</main>`,
  `<div id="gatsby-announcer" aria-live="assertive" aria-atomic="true"></div></div>`,
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>`,
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>`,
  `<script>window.___webpackCompilationHash="c73a04554647fbc2d5a1";</script>`,
  `<script type="application/ld+json">{"@type":"Organization"}</script>`,
  `<script src="/webpack-runtime-3d2ec74cfed502983c02.js" async></script>`,
  `<script src="/framework-bb4a9ad39bd6b38b5842.js" async></script>`,
  `<script src="/app-e24dbfd94415130ca340.js" async=""></script>`,
  `</body></html>`,
].join("");

const rewrite = (html: string, script = "start()") => {
  const tree = parseDocument(html);
  withPageScripts(tree, "index.html", script);
  return serializeTree(tree);
};

const scriptsOf = (html: string) =>
  elements(parseDocument(html))
    .filter(({ tagName }) => tagName === "script")
    .map((script) => ({
      id: attribute(script, "id"),
      type: attribute(script, "type"),
      src: attribute(script, "src"),
      text: textOf(script),
    }));

describe("withPageScripts", () => {
  it("takes out every tag of Gatsby's runtime, and gives the page its script and rules", () => {
    const html = rewrite(PAGE);
    expect(scriptsOf(html)).toEqual([
      {
        id: undefined,
        type: "application/ld+json",
        src: undefined,
        text: '{"@type":"Organization"}',
      },
      {
        id: SPECULATION_RULES_ID,
        type: "speculationrules",
        src: undefined,
        text: SPECULATION_RULES,
      },
      { id: PAGE_SCRIPT_ID, type: undefined, src: undefined, text: "start()" },
    ]);
    expect(html).not.toMatch(/window\.|page-data|app-|framework-|webpack-runtime-/);
    // The router's live region goes with the router; the page's own markup stays.
    expect(html).toContain('<div id="___gatsby"><main>Hi</main></div>');
  });

  it("writes a page rewritten before again, with this build's script, once", () => {
    const html = rewrite(rewrite(PAGE), "again()");
    expect(scriptsOf(html).map(({ id, text }) => [id, text])).toEqual([
      [undefined, '{"@type":"Organization"}'],
      [SPECULATION_RULES_ID, SPECULATION_RULES],
      [PAGE_SCRIPT_ID, "again()"],
    ]);
  });

  it("refuses a page with neither Gatsby's runtime nor a page script: Gatsby changed its tags", () => {
    expect(() =>
      rewrite("<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>"),
    ).toThrow(/index\.html: none of Gatsby's script tags found/);
  });

  it("prerenders the site's own pages on intent, never the editor's, downloads or new tabs", () => {
    const { prerender } = JSON.parse(SPECULATION_RULES) as {
      prerender: Array<{ where: { and: unknown[] }; eagerness: string }>;
    };
    expect(prerender).toHaveLength(1);
    const [rule] = prerender;
    // "moderate": a pointer resting on the link, or pressing it.
    expect(rule?.eagerness).toBe("moderate");
    const conditions = JSON.stringify(rule?.where.and);
    expect(conditions).toContain('{"href_matches":"/*"}');
    expect(conditions).toContain('{"not":{"href_matches":"/admin/*"}}');
    expect(conditions).toMatch(/"not":\{"selector_matches":"\[download\], \[target=_blank\]"\}/);
  });
});

describe("removeRuntimeFiles", () => {
  it("removes Gatsby's bundles, maps, page data and script slices, and nothing else", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "runtime-files-"));
    const write = (file: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), "x");
    };
    try {
      const runtime = [
        "app-e24dbfd94415130ca340.js",
        "app-e24dbfd94415130ca340.js.map",
        "framework-bb4a9ad39bd6b38b5842.js",
        "framework-bb4a9ad39bd6b38b5842.js.LICENSE.txt",
        "webpack-runtime-3d2ec74cfed502983c02.js",
        "commons-63b51d3b31b2b91f35ed.js",
        "component---src-pages-index-tsx-e3d5125264def6e4779e.js",
        "454-849f66aa4c3a1d3c997e.js",
        "chunk-map.json",
        "page-data/index/page-data.json",
        "_gatsby/slices/_gatsby-scripts-1.html",
      ];
      const kept = [
        "entrance-0123456789abcdef0123.js",
        "entrance-0123456789abcdef0123.js.map",
        "styles.580459d46a96bf5432e0.css",
        "index.html",
        "admin/cms.js",
        "admin/454.js",
        "static/app-screenshot.avif",
      ];
      [...runtime, ...kept].forEach(write);
      expect(removeRuntimeFiles(dir)).toEqual(
        [
          ...runtime.filter((file) => !file.includes("/")),
          "_gatsby/slices/_gatsby-scripts-1.html",
          "page-data",
        ].sort(),
      );
      const left = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
        /\.\w+$/.test(file),
      );
      expect(left.sort()).toEqual([...kept].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
