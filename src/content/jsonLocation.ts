import { printParseErrorCode, visit } from "jsonc-parser";
import type { JSONPath, ParseErrorCode } from "jsonc-parser";

/**
 * JSON with line numbers. JSON.parse says neither where a syntax error is (its wording and whether it
 * gives a position differ between Node versions) nor where a value sits in the file, and both are
 * what an editor needs to find a mistake. jsonc-parser (VS Code's) reads the file as strict JSON and
 * reports where each value starts and where it stops making sense; this keeps the line of every
 * value, keyed by JSON pointer ("/items/6/comingSoon"), and words the first error for an editor.
 */

type Position = { line: number; column: number };

type ParsedJson =
  | { ok: true; value: unknown; lines: Map<string, number> }
  | { ok: false; position: Position; problem: string };

class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

const fail = (offset: number, problem: string): never => {
  throw new JsonSyntaxError(offset, problem);
};

/** What JSON.parse accepts, and no more: no comments, no trailing commas, not an empty file. */
const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** jsonc-parser's errors inside a text value; it reports them at the opening quote. */
const TEXT_ERRORS = new Set<ReturnType<typeof printParseErrorCode>>([
  "UnexpectedEndOfString",
  "InvalidEscapeCharacter",
  "InvalidUnicode",
  "InvalidCharacter",
]);

const describeChar = (char: string | undefined) =>
  char === undefined ? "the end of the file" : JSON.stringify(char);

/** A path in a JSON document as a JSON pointer (RFC 6901): ["a/b", 0] → "/a~1b/0". */
export const toPointer = (path: JSONPath) =>
  path.map((key) => `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

/** Fails at the first mistake in the text value starting at `start`, as an editor would fix it. */
function failInText(text: string, start: number): never {
  // The longest start that is valid text: what follows it is the mistake.
  // eslint-disable-next-line no-control-regex -- JSON forbids these characters in text
  const valid = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*/y;
  valid.lastIndex = start;
  const at = start + (valid.exec(text)?.[0].length ?? 0);
  const char = text[at];
  if (char === undefined || char === "\n") {
    return fail(start, 'a text value is not closed: add the missing closing quote (").');
  }
  if (char === "\\") {
    return fail(
      at,
      `"\\${text[at + 1] ?? ""}" is not allowed in text: write a backslash as "\\\\" and a quote as "\\"".`,
    );
  }
  return fail(at, "a text value contains a tab or control character.");
}

/** Fails at `offset`, where a value should start. */
function failAtValue(text: string, offset: number): never {
  const word = /^[^\s,:{}[\]"]+/.exec(text.slice(offset))?.[0];
  return fail(
    offset,
    word
      ? `${JSON.stringify(word)} is not a value: put text in double quotes, and write true, false or a number without quotes.`
      : `expected a value, found ${describeChar(text[offset])}.`,
  );
}

type Container = { kind: "object" | "array"; keys: Set<string>; key: string };

export function parseJson(text: string): ParsedJson {
  const lines = new Map<string, number>();
  // Where the parser is: what it expects next, in which object or array, and after which comma.
  let expected: "value" | "key" | "colon" | "comma" = "value";
  const open: Container[] = [];
  let comma: number | undefined;
  let valueEnd = 0;

  let line = 1;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (; counted < offset; counted++) if (text[counted] === "\n") line++;
    return line;
  };
  const startValue = (offset: number, path: () => JSONPath) => {
    lines.set(toPointer(path()), lineAt(offset));
    comma = undefined;
  };
  const endValue = (end: number) => {
    expected = "comma";
    valueEnd = end;
  };
  const close = (offset: number, bracket: string) => {
    // jsonc-parser also ends an object or array that the file ends inside of; that is an error.
    if (text[offset] !== bracket) return;
    open.pop();
    endValue(offset + 1);
  };

  const onError = (code: ParseErrorCode, offset: number): never => {
    const container = open.at(-1);
    switch (expected) {
      case "value": {
        // jsonc-parser reads `true-1` as one unknown word; it is true, then a stray "-".
        const keyword = /^(true|false|null)(?![\w.])/.exec(text.slice(offset))?.[0];
        if (keyword) {
          endValue(offset + keyword.length);
          return onError(code, offset + keyword.length);
        }
        if (TEXT_ERRORS.has(printParseErrorCode(code))) return failInText(text, offset);
        if (comma !== undefined && text[offset] === "]") {
          return fail(comma, 'a comma before "]": remove the comma after the last item.');
        }
        return failAtValue(text, offset);
      }
      case "key":
        if (TEXT_ERRORS.has(printParseErrorCode(code))) return failInText(text, offset);
        if (comma !== undefined && text[offset] === "}") {
          return fail(comma, 'a comma before "}": remove the comma after the last field.');
        }
        return fail(
          offset,
          `expected a field name in double quotes, found ${describeChar(text[offset])}.`,
        );
      case "colon":
        return fail(offset, `expected ":" after "${container?.key}".`);
      case "comma":
        // Whatever stands where a comma should be, the comma is what is missing.
        if (container?.kind === "object") {
          return fail(
            valueEnd,
            `expected "," or "}" after the value of "${container.key}": is a comma missing?`,
          );
        }
        if (container?.kind === "array") {
          return fail(valueEnd, `expected "," or "]" after an item: is a comma missing?`);
        }
        return fail(offset, `unexpected ${describeChar(text[offset])} after the end of the data.`);
    }
  };

  try {
    // A byte-order mark is invisible in editors; JSON.parse rejects it, and so does Gatsby.
    if (text.startsWith("\uFEFF")) {
      fail(0, "the file starts with an invisible byte-order mark: save it as UTF-8 without BOM.");
    }
    visit(
      text,
      {
        onObjectBegin: (offset, _length, _line, _column, path) => {
          startValue(offset, path);
          open.push({ kind: "object", keys: new Set(), key: "" });
          expected = "key";
        },
        onObjectProperty: (key, offset) => {
          const object = open.at(-1);
          if (object?.keys.has(key)) fail(offset, `the field "${key}" appears twice.`);
          object?.keys.add(key);
          if (object) object.key = key;
          comma = undefined;
          expected = "colon";
        },
        onObjectEnd: (offset) => close(offset, "}"),
        onArrayBegin: (offset, _length, _line, _column, path) => {
          startValue(offset, path);
          open.push({ kind: "array", keys: new Set(), key: "" });
          expected = "value";
        },
        onArrayEnd: (offset) => close(offset, "]"),
        onLiteralValue: (value, offset, length, _line, _column, path) => {
          // jsonc-parser reads `01` or `1x` as two values; to an editor it is one mistyped value.
          if (typeof value !== "string" && /[\w.]/.test(text[offset + length] ?? "")) {
            failAtValue(text, offset);
          }
          startValue(offset, path);
          endValue(offset + length);
        },
        onSeparator: (separator, offset) => {
          if (separator === ",") comma = offset;
          expected = separator === ":" || open.at(-1)?.kind === "array" ? "value" : "key";
        },
        onError,
      },
      STRICT,
    );
    // The text is now known to be strict JSON without repeated fields: JSON.parse gives its value.
    return { ok: true, value: JSON.parse(text), lines };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const before = text.slice(0, error.offset).split("\n");
    const position = { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    return { ok: false, position, problem: error.problem };
  }
}
