/** @jest-environment node */
import fs from "fs";
import path from "path";

import { readFrontMatter } from "../content/frontMatter";
import { scramble } from "../test/fixtures";
import { LOCALE_CODES } from "../i18n/locales";
import { JSON_COLLECTIONS, LEGAL_FIELD_ORDER } from "./config";
import { jsonFormat, mdxFormat, orderLikeSchema } from "./formats";

const read = (file: string) => fs.readFileSync(path.join(__dirname, "../../content", file), "utf8");

const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  return b.filter((line, index) => line !== a[index]).length + Math.abs(a.length - b.length);
};

// Every language: a save writes every one of an entry's files (Decap's i18n), and those not
// edited must come out as they are.
const FILES = LOCALE_CODES.flatMap((locale) =>
  JSON_COLLECTIONS.map(({ name, schema }) => ({ file: `${locale}/${name}.json`, schema })),
);

describe.each(FILES)("content/$file", ({ file, schema }) => {
  const format = jsonFormat(schema);
  const text = read(file);

  it("is written back byte for byte, whatever order the keys come in", () => {
    expect(format.toFile(scramble(format.fromFile(text)) as object)).toBe(text);
  });

  it("changes one line for one edited value", () => {
    const data = format.fromFile(text) as Record<string, unknown> & { items?: object[] };
    if (data.items) data.items[0] = { ...data.items[0], description: "Edited." };
    else data.tagline = "Edited.";
    expect(changedLines(text, format.toFile(data))).toBe(1);
  });
});

describe.each(["terms.mdx", "privacy.mdx"])("content/legal/%s", (file) => {
  const text = read(`legal/${file}`);

  it("is written back byte for byte, long front-matter lines unfolded", () => {
    const data = scramble(mdxFormat.fromFile(text)) as object;
    expect(mdxFormat.toFile(data, LEGAL_FIELD_ORDER)).toBe(text);
  });

  it("changes only the lines edited", () => {
    const data = mdxFormat.fromFile(text) as Record<string, string>;
    const body = data.body ?? "";
    const paragraph = body.split("\n").find((line) => line.length > 40) ?? "";
    const edited = { ...data, lastUpdated: "May 2026", body: body.replace(paragraph, "New text.") };
    expect(changedLines(text, mdxFormat.toFile(edited, LEGAL_FIELD_ORDER))).toBe(2);
  });
});

describe("front matter", () => {
  it.each(["2025-04-01", "yes", "1_000", "a: b", "#1"])(
    "keeps %j text when read back as the build reads it",
    (value) => {
      const text = mdxFormat.toFile({ title: "T", lastUpdated: value, body: "\nBody.\n" }, []);
      const front = readFrontMatter(text);
      expect(front.ok && front.data.lastUpdated).toBe(value);
    },
  );
});

describe("orderLikeSchema", () => {
  it("puts keys the schema does not know after the known ones, in the order they came", () => {
    const schema = { properties: { a: {}, b: {} } };
    expect(Object.keys(orderLikeSchema({ z: 1, b: 2, a: 3 }, schema) as object)).toEqual([
      "a",
      "b",
      "z",
    ]);
  });
});
