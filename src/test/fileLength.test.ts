import { execFileSync } from "child_process";
import { existsSync, readFileSync } from "fs";
import path from "path";

/**
 * No file of src/ is longer than a reader can hold: 300 lines, tests and the generated types
 * (*.generated.ts, written by `npm run generate:types`) aside. A file that grows past it has
 * become two things; split it by concern, as src/content/checks/ and the header's stylesheets are.
 */
const ROOT = path.resolve(__dirname, "../..");
const MAX_LINES = 300;
const exempt = (file: string) => /\.test\.|\.generated\.|^src\/test\//.test(file);

describe("the source files", () => {
  it(`are at most ${MAX_LINES} lines each, tests aside`, () => {
    // What git tracks or would: generated files (src/gatsby-types.d.ts) are ignored, so not listed.
    const listed = ["ls-files", "--cached", "--others", "--exclude-standard", "src"];
    const files = execFileSync("git", listed, { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !exempt(file) && existsSync(path.join(ROOT, file)));
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map((file) => ({
        file,
        lines: readFileSync(path.join(ROOT, file), "utf8").split("\n").length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
