import { PROBE_BYTES, cheapest, formatFaultCost, probePageFaults } from "./machine";

describe("probePageFaults", () => {
  it("touches memory the process never had: it counts faults, and a time for each page", () => {
    // The bench's own size: above glibc's largest mmap threshold (32 MiB), so each probe's memory
    // is mapped afresh. An 8 MiB probe came from the heap once a freed one had raised the
    // threshold, reusing pages already touched: 0 faults, on a loaded CI machine.
    const bytes = PROBE_BYTES;
    const pages = bytes / 4096;
    const probe = probePageFaults(2, bytes);
    if (!probe) throw new Error("two probes gave no result");
    // Fresh memory faults; memory the process already had would not (a reused pool: 0 faults).
    expect(probe.faults).toBeGreaterThan(0);
    // At most one fault a page, and a few for the probe's own bookkeeping.
    expect(probe.faults).toBeLessThan(pages * 1.1);
    expect(probe.micros).toBeGreaterThan(0);
    expect(Number.isFinite(probe.micros)).toBe(true);
  });

  it("keeps the cheapest probe, the first of equals, and nothing of none", () => {
    const slow = { micros: 13.6, faults: 16_400 };
    const fast = { micros: 0.4, faults: 16_390 };
    const same = { micros: 0.4, faults: 16_395 };
    expect(cheapest([slow, fast, same])).toBe(fast);
    expect(cheapest([slow])).toBe(slow);
    expect(cheapest([])).toBeUndefined();
  });
});

describe("formatFaultCost", () => {
  it("gives one decimal under 10 µs and whole microseconds above", () => {
    expect(formatFaultCost(0.42)).toBe("0.4 µs");
    expect(formatFaultCost(13.64)).toBe("14 µs");
    expect(formatFaultCost(1234.5)).toBe("1,235 µs");
    expect(formatFaultCost(undefined)).toBe("not measured");
    expect(formatFaultCost(Number.NaN)).toBe("not measured");
  });
});
