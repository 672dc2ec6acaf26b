import { format } from "util";

/**
 * Tables of tests, titled as Jest's `describe.each` and `it.each` titled them (the browser suites
 * ran on Jest until 2026-11, and docs/testing.md maps each old title to its test):
 *
 *   for (const [title, path] of rowsOf(PAGES, "%s loads")) test(title, async () => …);
 *
 * A row that is an array is spread after the title and fills the title's `%s`, `%d` and `%i` in
 * order; any other row comes whole, and fills `$key` (and `$key.path`) when it is an object. The
 * loop stays in the test file, so that each test's location is its own line there.
 */

type Args<Row> = Row extends readonly unknown[] ? [...Row] : [Row];

const argsOf = <Row>(row: Row) => (Array.isArray(row) ? [...row] : [row]) as Args<Row>;

/** The title of one row, as Jest's jest-each writes it. */
export function titleOf(title: string, row: unknown, index: number): string {
  const withIndex = title.replace("%#", String(index)).replace("$#", String(index));
  if (Array.isArray(row) || row === null || typeof row !== "object") {
    const placeholders = withIndex.match(/%[sdifjoOp]/g) ?? [];
    const values = argsOf(row).slice(0, placeholders.length);
    return values.reduce<string>((formatted, value) => format(formatted, value), withIndex);
  }
  const record = row as Record<string, unknown>;
  const keys = Object.keys(record).map((key) => key.replace(/[$^.*+?()[\]{}|\\]/g, "\\$&"));
  if (keys.length === 0) return withIndex;
  return withIndex.replace(new RegExp(`\\$(${keys.join("|")})[.\\w]*`, "g"), (match) => {
    let value: unknown = record;
    for (const key of match.slice(1).split(".")) {
      if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) break;
      value = (value as Record<string, unknown>)[key];
    }
    return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  });
}

/** Each row as [its title, ...its arguments]. */
export function rowsOf<Row>(rows: readonly Row[], title: string): Array<[string, ...Args<Row>]> {
  return rows.map((row, index) => [titleOf(title, row, index), ...argsOf(row)]);
}
