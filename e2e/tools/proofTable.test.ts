import { expandMoves, homes, table } from "./proofTable";

const BEFORE = [
  "e2e/a.test.ts › group › kept",
  "e2e/a.test.ts › at 320 px › swept",
  "e2e/a.test.ts › at 375 px › swept",
  "e2e/b.test.ts › lost",
];

describe("the proof table", () => {
  it("gives a kept test the same home, and a moved one its move's", () => {
    const moves = expandMoves(
      [
        {
          old: "^e2e/a\\.test\\.ts › at (\\d+) px › swept$",
          new: "e2e/c.test.ts › all widths",
          why: "one page",
        },
      ],
      BEFORE,
    );
    const now = new Set([
      "e2e/a.test.ts › group › kept",
      "e2e/c.test.ts › all widths",
      "e2e/b.test.ts › lost",
    ]);
    const { found, problems } = homes(BEFORE, moves, now);
    expect(problems).toEqual([]);
    expect(found.map(({ now: home }) => home)).toEqual([
      undefined,
      "e2e/c.test.ts › all widths",
      "e2e/c.test.ts › all widths",
      undefined,
    ]);
    expect(table(found)).toContain("| at 320 px › swept | e2e/c.test.ts › all widths | one page |");
  });

  it("names an old test that has no home, and a move to a test that does not exist", () => {
    const moves = expandMoves(
      [{ old: "e2e/b.test.ts › lost", new: "e2e/b.test.ts › gone", why: "" }],
      BEFORE,
    );
    const { problems } = homes(BEFORE, moves, new Set(["e2e/a.test.ts › group › kept"]));
    expect(problems).toEqual([
      "e2e/a.test.ts › at 320 px › swept\n  has no home: no test has its id, and no move says where it went",
      "e2e/a.test.ts › at 375 px › swept\n  has no home: no test has its id, and no move says where it went",
      "e2e/b.test.ts › lost\n  moved to a test that does not exist: e2e/b.test.ts › gone",
    ]);
  });

  it("refuses a pattern that matches nothing, and a move of a test that never was", () => {
    expect(() => expandMoves([{ old: "^nothing$", new: "x", why: "" }], BEFORE)).toThrow(
      "matches no old test",
    );
    const moves = expandMoves(
      [{ old: "e2e/z.test.ts › new", new: "e2e/a.test.ts › group › kept", why: "" }],
      BEFORE,
    );
    expect(homes(BEFORE, moves, new Set(BEFORE)).problems).toEqual([
      "A move names a test that never was: e2e/z.test.ts › new",
    ]);
  });
});
