import type { Measure, ScriptRequest } from "./lhr";
import { runQuality } from "./quality";
import { renderReport } from "./report";
import type { Results } from "./report";
import type { MainThreadSummary } from "./trace";

const measure = (
  lcp: number,
  tbt: number,
  jsBytes: number,
  scripts: ScriptRequest[] = [],
): Measure => ({
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
  scripts,
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
  longestScriptAfterFcp: scripting - 10,
  longestScript: {
    start: 1200,
    duration: scripting,
    groups: { scriptEvaluation: scripting },
    scripts: { "app-*.js": scripting },
  },
});

const script = (url: string, transferSize: number, resourceSize: number) => ({
  url,
  transferSize,
  resourceSize,
});
const FRAMEWORK = "/framework-8ea683fcd6da872d1af5.js";
const APP = "/app-c4ed85f562da82b1b6bf.js";
const HOME = "/component---src-pages-index-tsx-265b95ce8874bfe2a831.js";
/** What the current build's `/` requested: the home page's chunk only in the first run. */
const LOADED = [
  [script(FRAMEWORK, 45_100, 140_000), script(APP, 30_000, 90_000), script(HOME, 8_600, 25_000)],
  [script(FRAMEWORK, 45_100, 140_000), script(APP, 30_400, 90_000)],
];

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
      current: [measure(1500, 100, 90_000, LOADED[0]), measure(1600, 200, 90_000, LOADED[1])],
      baseline: [measure(2000, 200, 100_000), measure(2000, 400, 100_000)],
      floor: [measure(1000, 0, 0), measure(1000, 0, 0)],
    },
  },
  tracePage: "/",
  traces: {
    current: [summary(200), summary(300)],
    baseline: [summary(400), summary(400)],
    // A run without a task that runs script, as the script-free floor's.
    floor: [{ ...summary(0), longestScript: undefined, longestScriptAfterFcp: 0 }],
  },
  menu: { current: [100, 300], baseline: [null, null] },
  interaction: { current: [40, 60], baseline: [80, 120], floor: [null] },
  attempts: [],
  attemptLimit: 3,
  chunks: {
    [FRAMEWORK]: "Gatsby's framework chunk (React); sources: react-dom 90 %",
    [APP]: "Gatsby's app entry; sources: gatsby 68 %",
    [HOME]: "the page component of `/` (`src/pages/index.tsx`)",
    "/135-ddec3fcd0ab467705b01.js": "webpack chunk 135; sources: @react-spring/core 55 %",
  },
};
/** An attempt whose floor blocked for 61 ms. */
const NOISY = runQuality({ lighthouse: { "/": { floor: [measure(1000, 61, 0)] } } });
RESULTS.attempts = [
  { ...NOISY, attempt: 1 },
  { ...runQuality(RESULTS), attempt: 2 },
];

describe("renderReport", () => {
  const report = renderReport(RESULTS);

  it("says on its first line whether the run was clean, and why, with every attempt", () => {
    expect(report.split("\n")[0]).toBe(
      "Clean run (attempt 2 of up to 3): floor TBT median 0 ms (≤ 20 ms), benchmark index " +
        "1,900, spread ±0 % (≤ ±25 %).",
    );
    expect(report.split("\n")[2]).toBe("# Benchmark");
    expect(report).toContain("A run is clean when the floor's median Lighthouse TBT on `/`");
    expect(report).toContain(
      "- attempt 1: noisy: the floor's median TBT on `/` is 61 ms, over 20 ms (runs: 61 ms)\n" +
        "- attempt 2: clean",
    );

    const noisy = { ...NOISY, attempt: 3 };
    const lines = renderReport({ ...RESULTS, attempts: [noisy] }).split("\n");
    expect(lines[0]).toMatch(
      /^NOISY run \(attempt 3 of 3, limit reached\): floor TBT median 61 ms/,
    );
    expect(lines[0]).toMatch(/do not quote these figures\.$/);
  });

  it("gives what fresh memory cost the machine before each attempt, and says why", () => {
    const attempts = [
      { ...NOISY, attempt: 1, pageFaultMicros: 13.64 },
      { ...runQuality(RESULTS), attempt: 2, pageFaultMicros: 0.42 },
    ];
    const lines = renderReport({ ...RESULTS, attempts }).split("\n");
    // The header names the reported attempt's figure: the last one.
    expect(lines[4]).toMatch(/ · fresh memory 0\.4 µs per 4 KiB \(before the attempt\)$/);
    expect(lines).toContain(
      "- attempt 1: noisy: the floor's median TBT on `/` is 61 ms, over 20 ms (runs: 61 ms); " +
        "fresh memory 14 µs per 4 KiB",
    );
    expect(lines).toContain("- attempt 2: clean; fresh memory 0.4 µs per 4 KiB");
    expect(lines.join("\n")).toContain(
      "its TBT, and the judgement above, then measure the machine's memory",
    );
    // Results recorded before the probe existed: said, not made up.
    expect(report.split("\n")[4]).toMatch(/\) · fresh memory not measured$/);
  });

  it("judges the figures themselves when no attempt is recorded", () => {
    expect(renderReport({ ...RESULTS, attempts: [], attemptLimit: 1 })).toMatch(
      /^Clean run: floor TBT median 0 ms/,
    );
  });

  it("lists the scripts / loaded, heaviest first, with what each is for and the total", () => {
    expect(report).toContain(
      "| `framework-*.js` | 45.1 KB | 140.0 KB | Gatsby's framework chunk (React); " +
        "sources: react-dom 90 % |\n" +
        "| `app-*.js` | 30.0–**30.2**–30.4 KB | 90.0 KB | Gatsby's app entry; sources: gatsby 68 % |\n" +
        "| `component---src-pages-index-tsx-*.js` (1 of 2 runs) | 8.6 KB | 25.0 KB | " +
        "the page component of `/` (`src/pages/index.tsx`) |\n" +
        "| **Total** (3 files) | 75.5–**79.6**–83.7 KB | 230.0–**242.5**–255.0 KB |  |",
    );
    // A chunk of the build that no run requested is not in the table, but listed apart.
    expect(report).not.toContain("| `135-*.js`");
    expect(report).toContain(
      "not requested by `/` during these loads:\n\n" +
        "- `/135-ddec3fcd0ab467705b01.js`: webpack chunk 135; sources: @react-spring/core 55 %",
    );
  });

  it("lists the traced loads' scripts, and their total, when Lighthouse's loads requested none", () => {
    const startedAtScroll = renderReport({
      ...RESULTS,
      lighthouse: {
        "/": {
          ...RESULTS.lighthouse["/"],
          current: [measure(1000, 0, 0), measure(1000, 0, 0)],
        },
      },
      traces: {
        ...RESULTS.traces,
        current: LOADED.map((scriptFiles) => ({ ...summary(200), scriptFiles })),
      },
    });
    expect(startedAtScroll).toContain("Lighthouse's loads requested no script");
    expect(startedAtScroll).toContain(
      "| `app-*.js` | 30.0–**30.2**–30.4 KB | 90.0 KB | Gatsby's app entry; sources: gatsby 68 % |",
    );
    expect(startedAtScroll).toContain(
      "| JS requested, scroll included (gzip) | 75.5–**79.6**–83.7 KB | — |",
    );
    // With Lighthouse's own list, that one is used.
    expect(report).not.toContain("Lighthouse's loads requested no script");
  });

  it("has a Lighthouse table per page with a column per variant", () => {
    expect(report).toContain("| | current | baseline | floor |".replace("| |", "|  |"));
    expect(report).toContain("| LCP | 1500–**1550**–1600 ms | 2000 ms | 1000 ms |");
    expect(report).toContain("| LCP ÷ floor | 1.55× (1.50–1.60) | 2.00× | 1.00× |");
    expect(report).toContain("| JS (gzip) | 90.0 KB | 100.0 KB | 0.0 KB |");
  });

  it("gives each variant's layout shift, to three decimals", () => {
    const shifted = JSON.parse(JSON.stringify(RESULTS)) as Results;
    const runs = shifted.lighthouse["/"]?.current ?? [];
    runs.forEach((run, index) => (run.cls = index * 0.02));
    expect(renderReport(shifted)).toContain("| CLS | 0.000–**0.010**–0.020 | 0.000 | 0.000 |");
  });

  it("has the paired ratios current ÷ baseline", () => {
    expect(report).toContain("| / | 0.50× | 0.78× (0.75–0.80) | 0.58× (0.56–0.60) | 0.90× |");
    expect(report).toContain("scripting 0.63× (0.50–0.75)");
  });

  it("has the trace table, the scripts, the longest tasks and the notes", () => {
    expect(report).toContain(
      "| First paint → menu open (tapping) | 100–**200**–300 ms | never opened |",
    );
    expect(report).toContain(
      "| Slowest interaction, menu taps from load + 1 s (Event Timing, mobile link) | 40–**50**–60 ms | 80–**100**–120 ms | no menu button |",
    );
    expect(report).toContain("slowest menu interaction 0.50×");
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
    expect(report).toContain(
      "| Longest script task, after FCP | 190–**240**–290 ms | 390 ms | 0 ms |",
    );
    // Results recorded before that row existed show a dash for it.
    const older = JSON.parse(JSON.stringify(RESULTS)) as Results;
    Object.values(older.traces).forEach((runs) =>
      runs?.forEach((run) => delete run.longestScriptAfterFcp),
    );
    expect(renderReport(older)).toContain("| Longest script task, after FCP | — | — | — |");
    expect(report).toContain("- astro: skipped");
    expect(report).toContain("benchmark index 1900 (6 Lighthouse runs");
  });

  it("keeps the audits below full score", () => {
    expect(report).toContain("- / (current): total-blocking-time (0.8)");
    expect(report).not.toContain("/ (floor):");
  });
});
