/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { gzipSync } from "zlib";

import { CHUNK_LOAD_TIMEOUT_MS, NEAR_MARGIN } from "../constants";
import { ENTRANCE_ITEM_ATTRIBUTE, ENTRANCE_SECTION_ATTRIBUTE } from "../entrance/watchEntrances";
import { isHashedFile } from "./hostFiles";
import { compileEntranceChunk, compilePageScript, compilePageScripts } from "./compilePageScripts";

const gzipped = (text: string) => gzipSync(text, { level: 6 }).length;

describe("compilePageScripts", () => {
  const { pageScript, chunks } = compilePageScripts();
  const [entrance] = chunks;

  it("makes one self-contained inline script that imports the entrance's chunk by its URL", () => {
    expect(pageScript.startsWith('"use strict";(()=>{')).toBe(true);
    expect(pageScript.endsWith("})();")).toBe(true);
    expect(pageScript).not.toMatch(/\brequire\s*\(|\bexport\b/);
    for (const constant of [ENTRANCE_SECTION_ATTRIBUTE, ENTRANCE_ITEM_ATTRIBUTE, NEAR_MARGIN]) {
      expect(pageScript).toContain(constant);
    }
    // Imported by its URL, with the specification's timeout (esbuild writes 120000 as 12e4).
    const [, url, timeout] = /\("(\/entrance-\w+\.js)",(\w+)\)/.exec(pageScript) ?? [];
    expect(url).toBe(entrance?.url);
    expect(Number(timeout)).toBe(CHUNK_LOAD_TIMEOUT_MS);
    // React and react-spring stay out of it.
    expect(pageScript).not.toMatch(/react|spring/i);
  });

  it("names the entrance's chunk by its content, as the hosts' year-long caching needs", () => {
    expect(chunks).toHaveLength(1);
    expect(entrance?.url).toMatch(/^\/entrance-[0-9a-f]{20}\.js$/);
    expect(isHashedFile(entrance?.url.slice(1) ?? "")).toBe(true);
    expect(entrance?.code).toContain(`//# sourceMappingURL=${entrance?.url.slice(1)}.map`);
    // The map names react-spring's package, so the bench and the build's tests can find it.
    expect(entrance?.map).toContain("node_modules/@react-spring/core/");
    expect(entrance?.map).not.toContain("node_modules/react/");
  });

  it("is the same text every time, so every page's script has one hash", () => {
    expect(compilePageScripts()).toEqual({ pageScript, chunks });
  });

  // The budget of issue 56: the script a visitor has fetched once the cards are reached.
  it("keeps the page script and the entrance within 20 KB gzipped, the header's part a few hundred bytes", () => {
    const total = gzipped(pageScript) + gzipped(entrance?.code ?? "");
    expect(total).toBeLessThanOrEqual(20 * 1024);
    expect(gzipped(pageScript)).toBeLessThanOrEqual(2 * 1024);
  });

  it("adds web-vitals' chunk and its endpoint only for a site built to report", () => {
    const reporting = compilePageScripts("https://vitals.example/collect");
    expect(reporting.chunks.map((chunk) => chunk.url)).toEqual([
      entrance?.url,
      expect.stringMatching(/^\/web-vitals-[0-9a-f]{20}\.js$/),
    ]);
    expect(reporting.pageScript).toContain("https://vitals.example/collect");
    expect(pageScript).not.toContain("web-vitals");
  });

  it("leaves React out of the entrance's chunk: what stands in for it throws if called", () => {
    expect(compileEntranceChunk().code).toContain("React is not on this page");
  });

  it("refuses a script whose text the HTML parser would read as more than a script", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-script-"));
    try {
      const entry = path.join(dir, "entry.ts");
      // esbuild escapes "</script" itself; "<!--" it keeps, and inline it changes the parse.
      writeFileSync(entry, 'console.log("<!" + "--");\n');
      expect(() => compilePageScript({ entrance: "/e.js" }, entry)).toThrow(
        /contains "<\/script" or "<!--"/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
