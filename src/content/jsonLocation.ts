/**
 * JSON with line numbers. JSON.parse says neither where a syntax error is (its wording and whether it
 * gives a position differ between Node versions) nor where a value sits in the file, and both are
 * what an editor needs to find a mistake. This reads strict JSON (as JSON.parse does) and keeps the
 * line of every value, keyed by JSON pointer ("/items/6/comingSoon").
 */

export type Position = { line: number; column: number };

export type ParsedJson =
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

const describeChar = (char: string | undefined) =>
  char === undefined ? "the end of the file" : JSON.stringify(char);

const escapes: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

export function parseJson(text: string): ParsedJson {
  const lines = new Map<string, number>();
  let offset = 0;

  const fail = (problem: string, at = offset): never => {
    throw new JsonSyntaxError(at, problem);
  };
  const skipSpace = () => {
    while (/[ \t\r\n]/.test(text[offset] ?? "")) offset++;
  };
  const lineAt = (at: number) => text.slice(0, at).split("\n").length;

  const parseString = (): string => {
    const start = offset;
    offset++; // opening quote
    let result = "";
    for (;;) {
      const char = text[offset];
      if (char === undefined || char === "\n") {
        return fail('a text value is not closed: add the missing closing quote (").', start);
      }
      if (char === '"') {
        offset++;
        return result;
      }
      if (char === "\\") {
        const next = text[offset + 1] ?? "";
        if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(offset + 2, offset + 6))) {
          result += String.fromCharCode(parseInt(text.slice(offset + 2, offset + 6), 16));
          offset += 6;
        } else if (next in escapes) {
          result += escapes[next];
          offset += 2;
        } else {
          return fail(
            `"\\${next}" is not allowed in text: write a backslash as "\\\\" and a quote as "\\"".`,
          );
        }
        continue;
      }
      if (char < " ") return fail("a text value contains a tab or control character.");
      result += char;
      offset++;
    }
  };

  const parseValue = (pointer: string): unknown => {
    skipSpace();
    lines.set(pointer, lineAt(offset));
    const char = text[offset];
    if (char === "{") return parseObject(pointer);
    if (char === "[") return parseArray(pointer);
    if (char === '"') return parseString();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)(?![\w.])/.exec(
      text.slice(offset),
    );
    if (literal) {
      offset += literal[0].length;
      return JSON.parse(literal[0]);
    }
    const word = /^[^\s,:{}[\]"]+/.exec(text.slice(offset))?.[0];
    return fail(
      word
        ? `${JSON.stringify(word)} is not a value: put text in double quotes, and write true, false or a number without quotes.`
        : `expected a value, found ${describeChar(char)}.`,
    );
  };

  const parseObject = (pointer: string): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    offset++; // {
    skipSpace();
    if (text[offset] === "}") {
      offset++;
      return result;
    }
    // `continue` steps over a comma and remembers it, to point at it if nothing follows.
    for (let comma = offset; ; comma = offset++) {
      skipSpace();
      if (text[offset] === "}") {
        return fail('a comma before "}": remove the comma after the last field.', comma);
      }
      if (text[offset] !== '"') {
        return fail(`expected a field name in double quotes, found ${describeChar(text[offset])}.`);
      }
      const keyStart = offset;
      const key = parseString();
      if (Object.hasOwn(result, key)) fail(`the field "${key}" appears twice.`, keyStart);
      skipSpace();
      if (text[offset] !== ":") return fail(`expected ":" after "${key}".`);
      offset++;
      result[key] = parseValue(`${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      const end = offset;
      skipSpace();
      if (text[offset] === ",") continue;
      if (text[offset] === "}") {
        offset++;
        return result;
      }
      return fail(`expected "," or "}" after the value of "${key}": is a comma missing?`, end);
    }
  };

  const parseArray = (pointer: string): unknown[] => {
    const result: unknown[] = [];
    offset++; // [
    skipSpace();
    if (text[offset] === "]") {
      offset++;
      return result;
    }
    for (let comma = offset; ; comma = offset++) {
      skipSpace();
      if (text[offset] === "]") {
        return fail('a comma before "]": remove the comma after the last item.', comma);
      }
      result.push(parseValue(`${pointer}/${result.length}`));
      const end = offset;
      skipSpace();
      if (text[offset] === ",") continue;
      if (text[offset] === "]") {
        offset++;
        return result;
      }
      return fail(`expected "," or "]" after an item: is a comma missing?`, end);
    }
  };

  try {
    // A byte-order mark is invisible in editors; JSON.parse rejects it, and so does Gatsby.
    if (text.startsWith("\uFEFF"))
      fail("the file starts with an invisible byte-order mark: save it as UTF-8 without BOM.");
    const value = parseValue("");
    skipSpace();
    if (offset < text.length)
      fail(`unexpected ${describeChar(text[offset])} after the end of the data.`);
    return { ok: true, value, lines };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const before = text.slice(0, error.offset).split("\n");
    const position = { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    return { ok: false, position, problem: error.problem };
  }
}
