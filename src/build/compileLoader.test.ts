/**
 * @jest-environment node
 */
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

  it("is minified: smaller than the hand-minified loader it replaced (1.8 KB)", () => {
    expect(Buffer.byteLength(loader)).toBeLessThan(2200);
  });

  it("is the same text every time, so every page's loader has one hash", () => {
    expect(compileLoader()).toBe(loader);
  });
});
