/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";

import { htmlFiles, isAdmin, isSlice } from "./htmlFiles";

describe("htmlFiles", () => {
  it("finds every .html file at any depth, and no folder named like one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "html-files-"));
    try {
      for (const file of ["index.html", "de/terms/index.html", "_gatsby/slices/a.html", "a.js"]) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), "");
      }
      mkdirSync(path.join(dir, "page-data", "404.html"), { recursive: true });
      const found = htmlFiles(dir).map((file) => path.relative(dir, file));
      expect(found.sort()).toEqual(
        ["_gatsby/slices/a.html", "de/terms/index.html", "index.html"].map((file) =>
          path.join(...file.split("/")),
        ),
      );
      expect(htmlFiles(dir).filter((file) => isSlice(file, dir))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("tells the editor's page and the slices by their folder inside public/ only", () => {
    const publicDir = path.join("/work", "_gatsby", "admin", "public");
    expect(isAdmin(path.join(publicDir, "admin", "index.html"), publicDir)).toBe(true);
    expect(isAdmin(path.join(publicDir, "index.html"), publicDir)).toBe(false);
    expect(isSlice(path.join(publicDir, "_gatsby", "slices", "a.html"), publicDir)).toBe(true);
    expect(isSlice(path.join(publicDir, "de", "index.html"), publicDir)).toBe(false);
  });
});
