/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";

import { attribute, elements, parseDocument } from "./htmlTree";
import { rewritePage, rewritePages } from "./rewritePages";
import type { RewriteOptions } from "./rewritePages";
import { PAGE_SCRIPT_ID, SPECULATION_RULES } from "./pageScripts";
import { GATSBY_WRAPPER_STYLES } from "./styleAttributes";

const PAGE = [
  `<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><style>a{}</style>`,
  `<noscript><style>.menu{}</style></noscript></head><body>`,
  `<div style="${GATSBY_WRAPPER_STYLES["gatsby-focus-wrapper"]}" tabindex="-1" id="gatsby-focus-wrapper">`,
  `<p>日\u0000本</p></div><script>window.pagePath="/";</script>`,
  `<script src="/webpack-runtime-0f4e.js" async></script><script src="/app-c4ed.js" async></script>`,
  `</body></html>`,
].join("");
const SLICE = `<script>window.___chunkMapping="{}";</script><script src="/app-c4ed.js" async=""></script>`;

const options: RewriteOptions = {
  pageScript: "start()",
  metaPolicy: (file, { scripts, styles }) =>
    file.endsWith("404.html")
      ? `script-src ${scripts.length}; style-src ${styles.length}`
      : undefined,
};

describe("rewritePage", () => {
  it("takes a page through every step on one tree, and reports its inline code", () => {
    const page = rewritePage("index.html", PAGE, options);
    expect(page.html).not.toContain("\u0000");
    expect(page.html).toContain("<p>日本</p>");
    expect(page.html).toContain('<div tabindex="-1" id="gatsby-focus-wrapper">');
    const scripts = elements(parseDocument(page.html)).filter(
      ({ tagName }) => tagName === "script",
    );
    expect(scripts.map((script) => attribute(script, "src")).filter(Boolean)).toEqual([]);
    expect(page.scripts).toEqual([SPECULATION_RULES, "start()"]);
    expect(page.styles).toEqual(["a{}", ".menu{}"]);
    expect(page.styleAttributes).toEqual([]);
    expect(page.html).not.toContain("Content-Security-Policy");
  });

  it("gives the page that asks for one its policy in a <meta>, from its own inline code", () => {
    const { html } = rewritePage("404.html", PAGE, options);
    const meta = elements(parseDocument(html)).find(
      (element) => attribute(element, "http-equiv") === "Content-Security-Policy",
    );
    expect(meta && attribute(meta, "content")).toBe("script-src 2; style-src 2");
  });

  it("reports the style attributes the policy would refuse", () => {
    const page = rewritePage("index.html", PAGE.replace("<p>", '<p style="color:red">'), options);
    expect(page.styleAttributes).toEqual(['<p style="color:red">']);
  });

  it("leaves a slice a fragment: no page script, no document around it", () => {
    const slice = rewritePage("_gatsby/slices/a.html", SLICE, options, { slice: true });
    expect(slice.html).toBe(SLICE);
    expect(slice.scripts).toEqual(['window.___chunkMapping="{}";']);
  });
});

describe("rewritePages", () => {
  it("writes each page once, rewritten", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rewrite-pages-"));
    try {
      const file = path.join(dir, "index.html");
      writeFileSync(file, PAGE);
      const [page] = rewritePages([file], options, () => false);
      expect(readFileSync(file, "utf8")).toBe(page?.html);
      expect(page?.html).toContain(`<script id="${PAGE_SCRIPT_ID}">start()</script></body>`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
