import { execFile } from "child_process";
import { readdirSync } from "fs";
import path from "path";
import { promisify } from "util";

import { localePages, NOT_FOUND_PATH } from "./support/site";
import { PUBLIC_DIR } from "./support/static-server";

const run = promisify(execFile);
const VNU_JAR = path.resolve(__dirname, "../node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; url: string; lastLine?: number; message: string };

/**
 * Every built HTML page, except the slice fragments under public/_gatsby/: Gatsby renders those
 * as bare snippets to stitch into pages, never served as documents, so they have no doctype or
 * <head> by design. (This site has no slices today; the filter is there for when it does.)
 */
function builtPages(dir = PUBLIC_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.includes(`${path.sep}_gatsby`) ? [] : builtPages(full);
    return entry.isFile() && entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The file each page of each locale is built to: "de/terms/index.html", "ar/404.html". */
const expectedFiles = localePages().map(({ page, locale }) =>
  page === NOT_FOUND_PATH
    ? locale.localize("/404.html").slice(1)
    : `${locale.localize(page).slice(1)}${page === "/" ? "" : "/"}index.html`,
);

describe("the W3C Nu HTML Checker", () => {
  it("finds no error in any built page, in every locale", async () => {
    const pages = builtPages();
    expect(new Set(expectedFiles).size).toBe(localePages().length);
    expect(pages.map((page) => path.relative(PUBLIC_DIR, page)).sort()).toEqual(
      expect.arrayContaining(expectedFiles),
    );
    // vnu exits non-zero when it reports errors; the JSON report is what counts.
    const { stderr } = await run(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...pages],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages.map(
      (m) => `${path.relative(PUBLIC_DIR, new URL(m.url).pathname)}:${m.lastLine}: ${m.message}`,
    );
    expect(errors).toEqual([]);
  }, 120_000);
});
