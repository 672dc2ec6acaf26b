import { formatRange, formatRatio, median, pairedRatios, range, rotate } from "./stats";

describe("median and range", () => {
  it("take the middle of odd and even counts, and leave out what is not a number", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
    expect(range([3, Number.NaN, 1, 2])).toEqual({ min: 1, median: 2, max: 3, n: 3 });
  });
});

describe("pairedRatios", () => {
  it("divides run by run and skips pairs without a denominator", () => {
    expect(pairedRatios([10, 20, 30, 40], [5, 0, 10])).toEqual([2, 3]);
  });
});

describe("rotate", () => {
  it("turns the order by one place a run, and wraps", () => {
    const variants = ["current", "baseline", "floor"];
    expect([0, 1, 2, 3, -1].map((run) => rotate(variants, run).join(" "))).toEqual([
      "current baseline floor",
      "baseline floor current",
      "floor current baseline",
      "current baseline floor",
      "floor current baseline",
    ]);
    expect(rotate([], 2)).toEqual([]);
  });
});

describe("formatting", () => {
  it("writes min–median–max, one value when they agree, a dash for nothing", () => {
    expect(formatRange([120, 98, 140], "ms")).toBe("98–**120**–140 ms");
    expect(formatRange([100, 100.2])).toBe("100");
    const kb = (value: number) => (value / 1000).toFixed(1);
    expect(formatRange([1500, 1540], "KB", kb)).toBe("1.5 KB");
    expect(formatRange([1500, 1580], "KB", kb)).toBe("1.5–**1.5**–1.6 KB");
    expect(formatRange([Number.NaN])).toBe("—");
  });

  it("writes ratios as the median with the range", () => {
    expect(formatRatio([0.8, 0.9, 1.1])).toBe("0.90× (0.80–1.10)");
    expect(formatRatio([1.2])).toBe("1.20×");
    expect(formatRatio([])).toBe("—");
  });
});
