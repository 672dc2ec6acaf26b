import type { Measure } from "./lhr";
import { beside, qualityLine, runQuality } from "./quality";
import type { Results } from "./report";

const measure = (tbt: number, benchmarkIndex: number): Measure => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 1200,
  tbt,
  cls: 0,
  speedIndex: 700,
  longestTask: 80,
  longestTaskSource: "long-tasks",
  jsBytes: 0,
  totalBytes: 45_000,
  benchmarkIndex,
  scripts: [],
  missed: {},
});

/** One attempt: the floor's TBT on `/` by run, and the other runs' benchmark indexes. */
function attempt(floorTbt: number[], indexes: number[], floorIndex = 2000): Results["lighthouse"] {
  return {
    "/": {
      current: indexes.map((index) => measure(60, index)),
      floor: floorTbt.map((tbt) => measure(tbt, floorIndex)),
    },
    // Another page's floor counts for the index, not for the floor's TBT.
    "/terms/": { floor: [measure(500, floorIndex)] },
  };
}

describe("runQuality", () => {
  it("calls an attempt clean when the floor is quiet and the indexes agree", () => {
    const quality = runQuality({ lighthouse: attempt([0, 26, 0], [1950, 2100, 2000]) });
    expect(quality).toMatchObject({
      clean: true,
      judged: true,
      floorTbt: [0, 26, 0],
      floorTbtMedian: 0,
      indexMedian: 2000,
      indexMin: 1950,
      indexMax: 2100,
      spreadPct: 5,
      reasons: [],
    });
    expect(quality.benchmarkIndex).toHaveLength(7);
    expect(qualityLine(quality, 1, 3)).toBe(
      "Clean run (attempt 1 of up to 3): floor TBT median 0 ms (≤ 20 ms), " +
        "benchmark index 1,950–2,100, spread ±5 % (≤ ±25 %).",
    );
    expect(qualityLine(quality, 1, 1)).toMatch(/^Clean run: floor TBT/);
  });

  it("calls it noisy when the floor's median TBT on / is over 20 ms", () => {
    const quality = runQuality({ lighthouse: attempt([30, 61, 90], [2000, 2000]) });
    expect(quality.clean).toBe(false);
    expect(quality.floorTbtMedian).toBe(61);
    expect(quality.reasons).toEqual([
      "the floor's median TBT on `/` is 61 ms, over 20 ms (runs: 30, 61, 90 ms)",
    ]);
    expect(qualityLine(quality, 3, 3)).toBe(
      "NOISY run (attempt 3 of 3, limit reached): floor TBT median 61 ms (> 20 ms), " +
        "benchmark index 2,000, spread ±0 % (≤ ±25 %); do not quote these figures.",
    );
  });

  it("calls it noisy when a run's benchmark index is more than 25 % from the median", () => {
    const quality = runQuality({ lighthouse: attempt([0, 0, 0], [1079, 1979, 2179]) });
    expect(quality).toMatchObject({ clean: false, indexMin: 1079, indexMax: 2179 });
    expect(quality.spreadPct).toBeCloseTo(46.05, 2);
    expect(quality.reasons).toEqual([
      "benchmark index 1,079 beyond ±25 % of the median 2,000 (spread ±46 %)",
    ]);
    expect(qualityLine(quality, 2, 3)).toBe(
      "NOISY run (attempt 2 of 3): floor TBT median 0 ms (≤ 20 ms), " +
        "benchmark index 1,079–2,179, spread ±46 % (> ±25 %); do not quote these figures.",
    );
  });

  it("keeps exactly 20 ms and exactly ±25 % clean, and a hair over noisy", () => {
    const edge = runQuality({ lighthouse: attempt([20, 20, 0], [1500, 2500, 2000]) });
    expect(edge).toMatchObject({ clean: true, floorTbtMedian: 20, spreadPct: 25 });
    expect(qualityLine(edge, 1, 3)).toContain("20 ms (≤ 20 ms)");
    expect(qualityLine(edge, 1, 3)).toContain("spread ±25 % (≤ ±25 %)");

    const over = runQuality({ lighthouse: attempt([20.4, 20.4, 0], [1499, 2500, 2000]) });
    expect(over.clean).toBe(false);
    expect(over.reasons).toHaveLength(2);
    // Rounded, both would read as the limit itself: one decimal shows the side.
    expect(qualityLine(over, 3, 3)).toContain("floor TBT median 20.4 ms (> 20 ms)");
    expect(qualityLine(over, 3, 3)).toContain("spread ±25.1 % (> ±25 %)");
  });

  it("cannot judge an attempt without the floor on /, and says so", () => {
    const quality = runQuality({
      lighthouse: { "/terms/": { current: [measure(60, 2000)], floor: [measure(0, 2000)] } },
    });
    expect(quality).toMatchObject({ clean: false, judged: false });
    expect(quality.reasons).toEqual(["no Lighthouse run of the floor on `/` to judge by"]);
    expect(qualityLine(quality, 1, 3)).toBe(
      "NOISY run (attempt 1 of 3, not repeated: nothing to judge by): floor TBT on `/` not " +
        "measured, benchmark index 2,000, spread ±0 % (≤ ±25 %); do not quote these figures.",
    );
  });
});

describe("beside", () => {
  it("rounds unless rounding would put the value on the other side of the limit", () => {
    expect(beside(4.4, 25)).toBe("4");
    expect(beside(25.4, 25)).toBe("25.4");
    expect(beside(24.6, 25)).toBe("25");
    expect(beside(25.04, 25)).toBe("25.04");
    expect(beside(1979.5, 25)).toBe("1,980");
  });
});
