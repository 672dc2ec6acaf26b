/** @jest-environment node */
import fs from "fs";
import path from "path";

import { parseJson } from "./jsonLocation";

const errorOf = (text: string) => {
  const parsed = parseJson(text);
  if (parsed.ok) throw new Error("expected a syntax error");
  return `${parsed.position.line}:${parsed.position.column} ${parsed.problem}`;
};

describe("parseJson", () => {
  it.each(["site.json", "models.json", "use-cases.json"])("reads %s as JSON.parse does", (name) => {
    const text = fs.readFileSync(path.join(__dirname, "../../content/en", name), "utf8");
    const parsed = parseJson(text);
    expect(parsed.ok && parsed.value).toEqual(JSON.parse(text));
  });

  it("keeps the line of every value by JSON pointer", () => {
    const parsed = parseJson(
      '{\n  "items": [\n    { "name": "A" },\n    {\n      "name": "B"\n    }\n  ]\n}',
    );
    expect(parsed.ok && Object.fromEntries(parsed.lines)).toEqual({
      "": 1,
      "/items": 2,
      "/items/0": 3,
      "/items/0/name": 3,
      "/items/1": 4,
      "/items/1/name": 5,
    });
  });

  it.each([
    ['{\n  "a": 1,\n}', '2:9 a comma before "}": remove the comma after the last field.'],
    [
      '{\n  "a": "x"\n  "b": 2\n}',
      '2:11 expected "," or "}" after the value of "a": is a comma missing?',
    ],
    ["[1 2]", '1:3 expected "," or "]" after an item: is a comma missing?'],
    ['{ "a": 1, "a": 2 }', '1:11 the field "a" appears twice.'],
    ["{ a: 1 }", '1:3 expected a field name in double quotes, found "a".'],
    ['{ "a" 1 }', '1:7 expected ":" after "a".'],
    [
      '{ "a": "x\\q" }',
      '1:10 "\\q" is not allowed in text: write a backslash as "\\\\" and a quote as "\\"".',
    ],
    ['{ "a": 1 } }', '1:12 unexpected "}" after the end of the data.'],
    ["", "1:1 expected a value, found the end of the file."],
    [
      "\uFEFF{}",
      "1:1 the file starts with an invisible byte-order mark: save it as UTF-8 without BOM.",
    ],
  ])("locates the error in %j", (text, expected) => {
    expect(errorOf(text)).toBe(expected);
  });

  // The same wording wherever jsonc-parser, which parses the file, would say something else.
  it.each([
    ['{ "a": "x', '1:8 a text value is not closed: add the missing closing quote (").'],
    ['{ "a": "x\ty" }', "1:10 a text value contains a tab or control character."],
    [
      '{ "a": "x\\u00zz" }',
      '1:10 "\\u" is not allowed in text: write a backslash as "\\\\" and a quote as "\\"".',
    ],
    [
      "[01]",
      '1:2 "01" is not a value: put text in double quotes, and write true, false or a number without quotes.',
    ],
    [
      "[1.]",
      '1:2 "1." is not a value: put text in double quotes, and write true, false or a number without quotes.',
    ],
    ['{ "a": true-1 }', '1:12 expected "," or "}" after the value of "a": is a comma missing?'],
    [
      "[1, // two\n2]",
      '1:5 "//" is not a value: put text in double quotes, and write true, false or a number without quotes.',
    ],
    ['{ "a": }', '1:8 expected a value, found "}".'],
    ["[", "1:2 expected a value, found the end of the file."],
    ['{ "a": [1 }', '1:10 expected "," or "]" after an item: is a comma missing?'],
    ['{ "a": 1', '1:9 expected "," or "}" after the value of "a": is a comma missing?'],
    ["1 2", '1:3 unexpected "2" after the end of the data.'],
    ["[1,,2]", '1:4 expected a value, found ",".'],
  ])("words the error in %j as before", (text, expected) => {
    expect(errorOf(text)).toBe(expected);
  });

  it("gives JSON.parse's value, and counts lines by line feed", () => {
    const text = '{"__proto__": {"x": 1},\r\n"b~/": [\r\n2]}';
    const parsed = parseJson(text);
    expect(parsed.ok && parsed.value).toStrictEqual(JSON.parse(text));
    expect(parsed.ok && Object.fromEntries(parsed.lines)).toEqual({
      "": 1,
      "/__proto__": 1,
      "/__proto__/x": 1,
      "/b~0~1": 2,
      "/b~0~1/0": 3,
    });
  });
});
