import type { Measure } from "./lhr";
import { renderReport } from "./report";
import type { Results } from "./report";
import type { MainThreadSummary } from "./trace";

const measure = (lcp: number, tbt: number, jsBytes: number): Measure => ({
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp,
  tbt,
  cls: 0,
  speedIndex: 700,
  longestTask: tbt + 50,
  longestTaskSource: "long-tasks",
  jsBytes,
  totalBytes: jsBytes + 45_000,
  benchmarkIndex: 1900,
  missed: tbt > 100 ? { "total-blocking-time": 0.8 } : {},
});

const summary = (scripting: number): MainThreadSummary => ({
  fcp: 500,
  lcp: 600,
  busy: scripting + 300,
  groups: {
    scriptEvaluation: scripting,
    scriptCompile: 0,
    garbageCollection: 0,
    styleLayout: 150,
    parseHtml: 50,
    rendering: 50,
    other: 50,
  },
  scripting,
  scripts: { "framework-*.js": scripting },
  longTasks: 2,
  longestTask: scripting,
  longTasksAfterFcp: 1,
  longestTaskAfterFcp: scripting,
  blockingAfterFcp: scripting - 50,
  longest: {
    start: 900,
    duration: scripting,
    groups: { scriptEvaluation: scripting },
    scripts: { "framework-*.js": scripting },
  },
  longestScript: {
    start: 1200,
    duration: scripting,
    groups: { scriptEvaluation: scripting },
    scripts: { "app-*.js": scripting },
  },
});

const RESULTS: Results = {
  date: "2026-11-23",
  chromium: "156.0.8078.79",
  runs: 2,
  cpuSlowdown: 4,
  against: { ref: "HEAD", sha: "c".repeat(40), cached: true },
  variants: [
    { id: "current", source: "public/" },
    { id: "baseline", source: "`HEAD`" },
    { id: "floor", source: "no scripts" },
  ],
  notes: ["astro: skipped, no peer build in ../shared/peers/astro/."],
  lighthouse: {
    "/": {
      current: [measure(1500, 100, 90_000), measure(1600, 200, 90_000)],
      baseline: [measure(2000, 200, 100_000), measure(2000, 400, 100_000)],
      floor: [measure(1000, 0, 0), measure(1000, 0, 0)],
    },
  },
  tracePage: "/",
  traces: {
    current: [summary(200), summary(300)],
    baseline: [summary(400), summary(400)],
    // A run without a task that runs script, as the script-free floor's.
    floor: [{ ...summary(0), longestScript: undefined }],
  },
  menu: { current: [100, 300], baseline: [null, null] },
};

describe("renderReport", () => {
  const report = renderReport(RESULTS);

  it("has a Lighthouse table per page with a column per variant", () => {
    expect(report).toContain("| | current | baseline | floor |".replace("| |", "|  |"));
    expect(report).toContain("| LCP | 1500–**1550**–1600 ms | 2000 ms | 1000 ms |");
    expect(report).toContain("| LCP ÷ floor | 1.55× (1.50–1.60) | 2.00× | 1.00× |");
    expect(report).toContain("| JS (gzip) | 90.0 KB | 100.0 KB | 0.0 KB |");
  });

  it("has the paired ratios current ÷ baseline", () => {
    expect(report).toContain("| / | 0.50× | 0.78× (0.75–0.80) | 0.58× (0.56–0.60) | 0.90× |");
    expect(report).toContain("scripting 0.63× (0.50–0.75)");
  });

  it("has the trace table, the scripts, the longest tasks and the notes", () => {
    expect(report).toContain(
      "| First paint → menu open (tapping) | 100–**200**–300 ms | never opened |",
    );
    expect(report).toContain("| `framework-*.js` | 200–**250**–300 ms | 400 ms |");
    expect(report).toContain(
      "- current: 200 ms at 900 ms: script evaluation 200 (`framework-*.js` 200)",
    );
    expect(report).toMatch(
      /### The longest script task[^#]*- current: 200 ms at 1200 ms: script evaluation 200 \(`app-\*\.js` 200\)/,
    );
    expect(report).toContain(
      "| Longest script task (≥ 5 ms of script), all | 200–**250**–300 ms |",
    );
    expect(report).toContain("- astro: skipped");
    expect(report).toContain("benchmark index 1900 (6 Lighthouse runs");
  });

  it("keeps the audits below full score", () => {
    expect(report).toContain("- / (current): total-blocking-time (0.8)");
    expect(report).not.toContain("/ (floor):");
  });
});
