import fs from "fs";

/**
 * A content file's data, or undefined where there is no such file: a language that has no
 * translation of a page yet, say. What the file holds is checked by its reader (the checks, the
 * schemas), so it is `unknown` here.
 */
export const readJsonIfPresent = (file: string): unknown =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as unknown) : undefined;
