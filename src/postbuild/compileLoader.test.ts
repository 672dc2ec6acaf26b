/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";

import { compileLoader } from "./compileLoader";
import { NEAR_MARGIN, NEEDS_SCRIPTS_ATTRIBUTE } from "../constants";
import { LATEST_START_MS, START_EVENTS } from "../loader/startWhenWanted";

describe("compileLoader", () => {
  const loader = compileLoader();

  it("makes one self-contained script: its constants bundled, nothing imported at run time", () => {
    expect(loader.startsWith('"use strict";(()=>{')).toBe(true);
    expect(loader.endsWith("})();")).toBe(true);
    expect(loader).not.toMatch(/\b(import|require)\s*\(|\bexport\b/);
    for (const constant of [NEEDS_SCRIPTS_ATTRIBUTE, NEAR_MARGIN, ...START_EVENTS]) {
      expect(loader).toContain(constant);
    }
    expect(loader).toContain(`${LATEST_START_MS / 1000}e3`);
  });

  // The hand-minified loader it replaced was 2,190 bytes on each page, its file list included;
  // this one is about 2.2 KB and each page's list (about 250 bytes) comes as data beside it.
  it("is minified: at most 2,300 bytes", () => {
    expect(Buffer.byteLength(loader)).toBeLessThanOrEqual(2300);
  });

  it("is the same text every time, so every page's loader has one hash", () => {
    expect(compileLoader()).toBe(loader);
  });

  it("refuses a loader whose text the HTML parser would read as more than a script", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "loader-"));
    try {
      const entry = path.join(dir, "entry.ts");
      // esbuild escapes "</script" itself; "<!--" it keeps, and inline it changes the parse.
      writeFileSync(entry, 'console.log("<!" + "--");\n');
      expect(() => compileLoader(entry)).toThrow(/contains "<\/script" or "<!--"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
