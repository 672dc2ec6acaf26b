import { execFile } from "child_process";
import path from "path";
import { promisify } from "util";

import { htmlFiles, isSlice } from "../src/postbuild/htmlFiles";
import { localePages, NOT_FOUND_PATH } from "../scripts/shared/sitePages";
import { PUBLIC_DIR } from "../scripts/shared/staticServer";
import { expect, test } from "./support/test";

const run = promisify(execFile);
const VNU_JAR = path.resolve(__dirname, "../node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; url: string; lastLine?: number; message: string };

/**
 * Every built HTML page, except the slice fragments under public/_gatsby/, which are never served
 * as documents (isSlice).
 */
const builtPages = () => htmlFiles(PUBLIC_DIR).filter((file) => !isSlice(file, PUBLIC_DIR));

/** The file each page of each locale is built to: "de/terms/index.html", "ar/404.html". */
const expectedFiles = localePages().map(({ page, locale }) =>
  page === NOT_FOUND_PATH
    ? locale.localize("/404.html").slice(1)
    : `${locale.localize(page).slice(1)}${page === "/" ? "" : "/"}index.html`,
);

test.describe("the W3C Nu HTML Checker", () => {
  test("finds no error in any built page, in every locale", async () => {
    test.setTimeout(120_000);
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
  });
});
