/** The benchmark's results (bench/results/latest.json) and their Markdown report (latest.md). */
import { chunkRole } from "./chunks";
import type { Measure, ScriptRequest } from "./lhr";
import { formatFaultCost } from "./machine";
import { QUALITY_RULE, qualityLine, runQuality } from "./quality";
import type { AttemptQuality, LighthouseRuns } from "./quality";
import { formatRange, formatRatio, median, pairedRatios, range } from "./stats";
import { GROUP_LABELS, LONG_TASK_MS, SCRIPT_TASK_MS, scriptLabels } from "./trace";
import type { Group, MainThreadSummary, TaskSummary } from "./trace";
import type { VariantId } from "./variants";
import { VARIANT_ORDER } from "./variants";

/** Every number of a run, by run: index i of every list is run i, so runs pair up. */
export type Results = {
  date: string;
  chromium: string;
  runs: number;
  /** Emulated CPU slowdown of the traces. */
  cpuSlowdown: number;
  against?: { ref: string; sha: string; cached: boolean };
  variants: Array<{ id: VariantId; source: string }>;
  /** Lines for the report: what was left out and why. */
  notes: string[];
  lighthouse: LighthouseRuns;
  /** The traced page (`/`). */
  tracePage: string;
  traces: Partial<Record<VariantId, MainThreadSummary[]>>;
  /** First contentful paint → menu open, ms; null when the menu did not open. */
  menu: Partial<Record<VariantId, Array<number | null>>>;
  /**
   * The slowest interaction (Event Timing) over the first taps on the menu from `load` + 1 s,
   * over a mobile link, ms; null when there was no menu button to tap (bench/phone.ts).
   */
  interaction?: Partial<Record<VariantId, Array<number | null>>>;
  /**
   * The longest task (50 ms or more; 0 for none) from the first of those taps on, ms; null when
   * there was no menu button to tap.
   */
  longTaskAfterTap?: Partial<Record<VariantId, Array<number | null>>>;
  /** The script fetched once `/` is scrolled to its end, gzip level 6, bytes (bench/phone.ts). */
  scriptReached?: Partial<Record<VariantId, number[]>>;
  /**
   * Every attempt's quality (bench/quality.ts), in order. The figures above are the last
   * attempt's: the first clean one, or the last allowed.
   */
  attempts: AttemptQuality[];
  /** BENCH_ATTEMPTS: how many attempts the benchmark could make. */
  attemptLimit: number;
  /** What each JavaScript file of the current build is for (bench/chunks.ts), by path. */
  chunks?: Record<string, string>;
};

/** Why the report gives the cost of memory, said once under the rule. */
const FAULT_NOTE =
  '"Fresh memory" is what the first touch of 4 KiB of memory costs this machine, the fault ' +
  "and the zeroing (bench/machine.ts). Where it takes many microseconds, as under a hypervisor " +
  "that pages in software, the browser's own parse and layout make long tasks even in the " +
  "floor: its TBT, and the judgement above, then measure the machine's memory as well as its " +
  "load (docs/performance.md).";

/** The page whose scripts the chunk table lists, as the current build loads it. */
export const CHUNK_PAGE = "/";

const ms = (value: number) => String(Math.round(value));
const kb = (value: number) => (value / 1000).toFixed(1);

function markdownTable(head: string[], rows: string[][]): string {
  return [head, head.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

/** Columns of the variants that have data, in the report's order. */
function columns<T>(byVariant: Partial<Record<VariantId, T>>): VariantId[] {
  return VARIANT_ORDER.filter((id) => byVariant[id] !== undefined);
}

function lighthouseTable(byVariant: Partial<Record<VariantId, Measure[]>>): string {
  const ids = columns(byVariant);
  const floorLcp = byVariant.floor?.map((run) => run.lcp);
  const row = (label: string, cell: (runs: Measure[], id: VariantId) => string) => [
    label,
    ...ids.map((id) => cell(byVariant[id] ?? [], id)),
  ];
  const of = (runs: Measure[], key: keyof Measure) => runs.map((run) => Number(run[key]));
  return markdownTable(
    ["", ...ids],
    [
      row("Performance", (runs) => formatRange(of(runs, "performance"))),
      row("TBT", (runs) => formatRange(of(runs, "tbt"), "ms")),
      row("LCP", (runs) => formatRange(of(runs, "lcp"), "ms")),
      row("LCP ÷ floor", (runs) =>
        floorLcp ? formatRatio(pairedRatios(of(runs, "lcp"), floorLcp)) : "—",
      ),
      row("Longest task", (runs) => {
        const estimated = runs.some((run) => run.longestTaskSource === "main-thread-tasks");
        return formatRange(of(runs, "longestTask"), "ms") + (estimated ? " ¹" : "");
      }),
      row("JS (gzip)", (runs) => formatRange(of(runs, "jsBytes"), "KB", kb)),
      row("FCP", (runs) => formatRange(of(runs, "fcp"), "ms")),
      row("CLS", (runs) => formatRange(of(runs, "cls"), "", (value) => value.toFixed(3))),
      row("Total (gzip)", (runs) => formatRange(of(runs, "totalBytes"), "KB", kb)),
      row("A11y / BP / SEO", (runs) =>
        (["accessibility", "bestPractices", "seo"] as const)
          .map((key) => ms(median(of(runs, key))))
          .join(" / "),
      ),
    ],
  );
}

function againstTable(results: Results): string {
  const rows = Object.entries(results.lighthouse).flatMap(([page, byVariant]) => {
    const { current, baseline } = byVariant;
    if (!current || !baseline) return [];
    const ratio = (key: "tbt" | "lcp" | "longestTask" | "jsBytes") =>
      formatRatio(
        pairedRatios(
          current.map((run) => run[key]),
          baseline.map((run) => run[key]),
        ),
      );
    return [[page, ratio("tbt"), ratio("lcp"), ratio("longestTask"), ratio("jsBytes")]];
  });
  return markdownTable(["Page", "TBT", "LCP", "Longest task", "JS (gzip)"], rows);
}

/** The longest script task's duration; 0 for a run without one. */
const longestScriptTask = (summary: MainThreadSummary) => summary.longestScript?.duration ?? 0;

type TraceRow = [
  label: string,
  value: (summary: MainThreadSummary) => number,
  unit?: string,
  format?: (value: number) => string,
];

/** Bytes over the wire of the scripts the traced load requested. */
const scriptBytes = (summary: MainThreadSummary) =>
  summary.scriptFiles?.reduce((sum, file) => sum + file.transferSize, 0) ?? Number.NaN;

const TRACE_ROWS: TraceRow[] = [
  ["Scripting (evaluate + compile)", (s) => s.scripting, "ms"],
  ["Style & layout", (s) => s.groups.styleLayout, "ms"],
  ["Garbage collection", (s) => s.groups.garbageCollection, "ms"],
  ["Main thread busy (all tasks)", (s) => s.busy, "ms"],
  [`Long tasks > ${LONG_TASK_MS} ms, all`, (s) => s.longTasks],
  [`Long tasks > ${LONG_TASK_MS} ms, after FCP`, (s) => s.longTasksAfterFcp],
  ["Longest task, after FCP", (s) => s.longestTaskAfterFcp, "ms"],
  ["Longest task, all (navigation included)", (s) => s.longestTask, "ms"],
  [`Longest script task (≥ ${SCRIPT_TASK_MS} ms of script), all`, longestScriptTask, "ms"],
  ["Longest script task, after FCP", (s) => s.longestScriptAfterFcp ?? Number.NaN, "ms"],
  [`Blocking time after FCP (Σ over ${LONG_TASK_MS} ms)`, (s) => s.blockingAfterFcp, "ms"],
  ["FCP", (s) => s.fcp ?? Number.NaN, "ms"],
  ["LCP", (s) => s.lcp ?? Number.NaN, "ms"],
  ["JS requested, scroll included (gzip)", scriptBytes, "KB", kb],
];

const menuTimes = (runs: Array<number | null> | undefined) =>
  (runs ?? []).map((time) => time ?? Number.NaN);

function formatMenu(runs: Array<number | null> | undefined = []): string {
  const misses = runs.filter((time) => time === null).length;
  if (misses === runs.length) return "never opened";
  const times = formatRange(menuTimes(runs), "ms");
  return misses ? `${times}; ${misses} of ${runs.length} never opened` : times;
}

function formatInteraction(runs: Array<number | null> | undefined = []): string {
  const misses = runs.filter((time) => time === null).length;
  if (runs.length === 0 || misses === runs.length) return "no menu button";
  const times = formatRange(menuTimes(runs), "ms");
  return misses ? `${times}; ${misses} of ${runs.length} without a menu button` : times;
}

function traceTable(results: Results): string {
  const ids = columns(results.traces);
  const rows = TRACE_ROWS.map(([label, value, unit, format]) => [
    label,
    ...ids.map((id) => formatRange((results.traces[id] ?? []).map(value), unit, format)),
  ]);
  rows.push([
    "First paint → menu open (tapping)",
    ...ids.map((id) => formatMenu(results.menu[id])),
  ]);
  if (results.interaction) {
    const { interaction } = results;
    rows.push([
      "Slowest interaction, menu taps from load + 1 s (Event Timing, mobile link)",
      ...ids.map((id) => formatInteraction(interaction[id])),
    ]);
  }
  if (results.longTaskAfterTap) {
    const { longTaskAfterTap } = results;
    rows.push([
      "Longest task from the first of those taps (Long Tasks: 50 ms or more; 0 for none)",
      ...ids.map((id) => formatInteraction(longTaskAfterTap[id])),
    ]);
  }
  if (results.scriptReached) {
    const { scriptReached } = results;
    rows.push([
      "Script fetched once the cards are reached (files, gzip level 6)",
      ...ids.map((id) => formatRange(scriptReached[id] ?? [], "KB", kb)),
    ]);
  }
  return markdownTable(["", ...ids], rows);
}

function scriptTable(results: Results): string {
  const ids = columns(results.traces);
  const scriptsOf = (id: VariantId, label: string) =>
    (results.traces[id] ?? []).map((summary) => summary.scripts[label] ?? 0);
  const labels = [
    ...new Set(
      ids.flatMap((id) => (results.traces[id] ?? []).flatMap((s) => Object.keys(s.scripts))),
    ),
  ];
  const weight = (label: string) => Math.max(...ids.map((id) => median(scriptsOf(id, label))));
  const rows = labels
    .filter((label) => weight(label) >= 0.5)
    .sort((a, b) => weight(b) - weight(a))
    .map((label) => [
      `\`${label}\``,
      ...ids.map((id) =>
        scriptsOf(id, label).some((time) => time > 0)
          ? formatRange(scriptsOf(id, label), "ms")
          : "—",
      ),
    ]);
  return markdownTable(["Script", ...ids], rows);
}

function describeTask(task: TaskSummary): string {
  const groups = (Object.entries(task.groups) as Array<[Group, number]>)
    .filter(([, time]) => time >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([group, time]) => {
      const text = `${GROUP_LABELS[group].toLowerCase()} ${ms(time)}`;
      if (group !== "scriptEvaluation") return text;
      const scripts = Object.entries(task.scripts)
        .filter(([, scriptTime]) => scriptTime >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([label, scriptTime]) => `\`${label}\` ${ms(scriptTime)}`);
      return scripts.length ? `${text} (${scripts.join(", ")})` : text;
    });
  return `${ms(task.duration)} ms at ${ms(task.start)} ms: ${groups.join(", ")}`;
}

/**
 * For each variant, the run whose task (by `duration`) is the median one (the lower middle),
 * with that task described, or "none" where that run has no such task.
 */
function longestTasks(
  results: Results,
  duration: (summary: MainThreadSummary) => number,
  task: (summary: MainThreadSummary) => TaskSummary | undefined,
): string {
  return columns(results.traces)
    .flatMap((id) => {
      const runs = [...(results.traces[id] ?? [])].sort((a, b) => duration(a) - duration(b));
      const run = runs[Math.floor((runs.length - 1) / 2)];
      if (!run) return [];
      const described = task(run);
      return [`- ${id}: ${described ? describeTask(described) : "none"}`];
    })
    .join("\n");
}

function traceRatios(results: Results): string {
  const { current, baseline } = results.traces;
  if (!current || !baseline) return "";
  const ratio = (value: (summary: MainThreadSummary) => number) =>
    formatRatio(pairedRatios(current.map(value), baseline.map(value)));
  const menu = formatRatio(
    pairedRatios(menuTimes(results.menu.current), menuTimes(results.menu.baseline)),
  );
  const interaction = results.interaction
    ? `, slowest menu interaction ${formatRatio(
        pairedRatios(
          menuTimes(results.interaction.current),
          menuTimes(results.interaction.baseline),
        ),
      )}`
    : "";
  return (
    `current ÷ baseline: scripting ${ratio((s) => s.scripting)}, ` +
    `longest task after FCP ${ratio((s) => s.longestTaskAfterFcp)}, ` +
    `longest script task ${ratio(longestScriptTask)}, ` +
    `blocking time after FCP ${ratio((s) => s.blockingAfterFcp)}, ` +
    `first paint → menu open ${menu}${interaction}.\n\n`
  );
}

function missedAudits(results: Results): string {
  const lines = Object.entries(results.lighthouse).flatMap(([page, byVariant]) =>
    columns(byVariant).flatMap((id) => {
      const lowest = new Map<string, number>();
      for (const run of byVariant[id] ?? []) {
        for (const [audit, score] of Object.entries(run.missed)) {
          lowest.set(audit, Math.min(score, lowest.get(audit) ?? 1));
        }
      }
      const audits = [...lowest].map(([audit, score]) => `${audit} (${score})`);
      return audits.length ? [`- ${page} (${id}): ${audits.join(", ")}`] : [];
    }),
  );
  return lines.join("\n") || "None.";
}

const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");

/**
 * The loads whose scripts the chunk table lists: Lighthouse's loads of CHUNK_PAGE, or, when they
 * requested no script at all (this site starts its scripts at the first scroll), the traced
 * loads, which scroll once.
 */
function chunkRuns(results: Results): {
  runs: Array<{ scripts: ScriptRequest[] }>;
  source: "lighthouse" | "trace";
} {
  const lighthouse = results.lighthouse[CHUNK_PAGE]?.current ?? [];
  const traced = (results.traces.current ?? []).map((trace) => ({
    scripts: trace.scriptFiles ?? [],
  }));
  const requested = (runs: Array<{ scripts: ScriptRequest[] }>) =>
    runs.some((run) => run.scripts.length > 0);
  return !requested(lighthouse) && requested(traced)
    ? { runs: traced, source: "trace" }
    : { runs: lighthouse, source: "lighthouse" };
}

/**
 * The scripts the current build's CHUNK_PAGE requested (chunkRuns), the heaviest first: transfer
 * and decoded sizes (median over the runs that requested the file), what each is for, and the
 * total per run. Files of the build that no run requested are listed apart.
 */
function chunkTable(results: Results): string {
  const { runs } = chunkRuns(results);
  if (!runs.length) return "";
  const urls = [...new Set(runs.flatMap((run) => run.scripts.map((script) => script.url)))];
  const label = scriptLabels(urls, CHUNK_PAGE);
  const sizes = (url: string, key: "transferSize" | "resourceSize") =>
    runs.flatMap((run) => {
      const requests = run.scripts.filter((script) => script.url === url);
      return requests.length ? [requests.reduce((sum, script) => sum + script[key], 0)] : [];
    });
  // A `|` would end the table's cell.
  const purpose = (url: string) =>
    (results.chunks?.[withoutQuery(url)] ?? chunkRole(url)).replace(/\|/g, "\\|");
  const rows = urls
    .map((url) => ({ url, transfer: sizes(url, "transferSize") }))
    .sort((a, b) => median(b.transfer) - median(a.transfer))
    .map(({ url, transfer }) => [
      `\`${label(url)}\`` +
        (transfer.length < runs.length ? ` (${transfer.length} of ${runs.length} runs)` : ""),
      formatRange(transfer, "KB", kb),
      formatRange(sizes(url, "resourceSize"), "KB", kb),
      purpose(url),
    ]);
  const total = (key: "transferSize" | "resourceSize") =>
    formatRange(
      runs.map((run) => run.scripts.reduce((sum, script) => sum + script[key], 0)),
      "KB",
      kb,
    );
  const files = `${urls.length} file${urls.length === 1 ? "" : "s"}`;
  rows.push([`**Total** (${files})`, total("transferSize"), total("resourceSize"), ""]);
  const requested = new Set(urls.map(withoutQuery));
  const others = Object.entries(results.chunks ?? {})
    .filter(([file]) => !requested.has(file))
    .map(([file, what]) => `- \`${file}\`: ${what}`);
  return [
    markdownTable(["Script", "Transfer (gzip)", "Decoded", "What it is for"], rows),
    ...(others.length
      ? [
          `Also in the build, not requested by \`${CHUNK_PAGE}\` during these loads:\n\n${others.join("\n")}`,
        ]
      : []),
  ].join("\n\n");
}

/** The rule, and what each attempt came to when there was more than one. */
function attemptsText(results: Results): string {
  const lines = results.attempts.map(
    ({ attempt, clean, reasons, pageFaultMicros }) =>
      `- attempt ${attempt}: ${clean ? "clean" : `noisy: ${reasons.join("; ")}`}` +
      (pageFaultMicros === undefined
        ? ""
        : `; fresh memory ${formatFaultCost(pageFaultMicros)} per 4 KiB`),
  );
  const rule =
    `${QUALITY_RULE} This run allowed ${results.attemptLimit} attempt(s) (BENCH_ATTEMPTS). ` +
    FAULT_NOTE;
  return lines.length > 1 || !results.attempts[0]?.clean ? `${rule}\n\n${lines.join("\n")}` : rule;
}

/** The report: Markdown, readable as plain text too. */
export function renderReport(results: Results): string {
  const benchmarkIndex = Object.values(results.lighthouse).flatMap((byVariant) =>
    Object.values(byVariant).flatMap((runs) => runs.map((run) => run.benchmarkIndex)),
  );
  const { n } = range(benchmarkIndex);
  const sources = results.variants.map(({ id, source }) => `- **${id}**: ${source}`).join("\n");
  const notes = results.notes.map((note) => `- ${note}`).join("\n");
  const estimated = Object.values(results.lighthouse).some((byVariant) =>
    Object.values(byVariant).some((runs) =>
      runs.some((run) => run.longestTaskSource === "main-thread-tasks"),
    ),
  );
  const last = results.attempts.at(-1);
  const quality = last ?? { ...runQuality(results), attempt: 1 };
  return [
    // Line 1: whether the figures below may be quoted.
    qualityLine(quality, quality.attempt, Math.max(results.attemptLimit, quality.attempt)),
    "# Benchmark",
    `${results.date} · Chromium ${results.chromium} · ${results.runs} run(s) · ` +
      `Lighthouse benchmark index ${formatRange(benchmarkIndex)} (${n} Lighthouse runs; ` +
      `this machine's CPU score, higher is faster) · ` +
      (last?.pageFaultMicros === undefined
        ? "fresh memory not measured"
        : `fresh memory ${formatFaultCost(last.pageFaultMicros)} per 4 KiB (before the attempt)`),
    attemptsText(results),
    `${sources}${notes ? `\n${notes}` : ""}`,
    "Every build is served gzipped from its own server on localhost, each file compressed once " +
      "when the server starts, as a CDN stores it. In each run every variant " +
      "is measured once, alternately, in an order that turns by one place every run, so the " +
      "machine's slow moments fall on all of them alike. Cells are min–**median**–max over the " +
      "runs; ratios are the median of the per-run ratios (runs pair up), with their range.",
    "## Lighthouse",
    "Lighthouse 12, mobile preset, simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU). " +
      "TBT, LCP and the longest task are simulated; LCP ÷ floor compares with the floor of the " +
      "same run.",
    ...Object.entries(results.lighthouse).map(
      ([page, byVariant]) => `### \`${page}\`\n\n${lighthouseTable(byVariant)}`,
    ),
    ...(estimated
      ? [
          "¹ No simulated task reached 50 ms in some run, so `long-tasks` listed none: there the " +
            "longest observed task (`main-thread-tasks`) times the 4× CPU slowdown stands in.",
        ]
      : []),
    ...(results.against
      ? [`### current ÷ baseline (\`${results.against.ref}\`)`, againstTable(results)]
      : []),
    ...(results.lighthouse[CHUNK_PAGE]?.current
      ? [
          `### Scripts \`${CHUNK_PAGE}\` loads (current)`,
          (chunkRuns(results).source === "lighthouse"
            ? "Every JavaScript file Lighthouse saw the page request during its load (the " +
              "`network-requests` audit, resource type Script)"
            : "Lighthouse's loads requested no script file: the page's one file, the card " +
              "entrance, comes only when a card section comes near the viewport. " +
              "Listed instead: every JavaScript file the traced loads below requested, each of " +
              "which scrolls once after `load` (Resource Timing)") +
            ", the heaviest first: bytes over the wire (gzip, headers included) and decoded, " +
            "over the runs. What each is for comes from Gatsby's name for the chunk and from " +
            "the chunk's source map in the build: whose sources it holds, by share of their " +
            "length.",
          chunkTable(results),
        ]
      : []),
    `## Main thread of \`${results.tracePage}\` (Chromium traces)`,
    `A phone: 375 × 812 at 2×, touch, CPU slowed ${results.cpuSlowdown}× through CDP, no ` +
      "network throttling. The renderer's main thread from navigation start to 3 s after a " +
      "40 px scroll 0.5 s after `load` (a visitor's first scroll; every variant is scrolled " +
      "alike); " +
      "each millisecond counts once, in the group of the innermost event that names one " +
      "(a layout forced by a script is layout). Tasks are the outermost `RunTask` events; " +
      '"after FCP" counts those that start at or after first contentful paint. The menu: in ' +
      "another load, the menu button is tapped every 50 ms from the moment it is laid out (about " +
      "first paint) until the menu is open; the time counts from first contentful paint. The " +
      "slowest interaction: in a third load, over the mobile link as well (150 ms RTT, 1.6 Mbps), " +
      "the menu button is tapped 4 times, 600 ms apart, from 1 s after `load` without a scroll; " +
      "the row gives the longest Event Timing duration of those interactions (tap to next paint), " +
      "and the next the longest task from the first tap on. The script fetched once the cards " +
      "are reached: in a fourth load, unthrottled, `/` scrolled to its end, every script " +
      "response's body gzipped at level 6 and summed (inline scripts, in the HTML, are not in it).",
    traceTable(results),
    traceRatios(results).trim(),
    "### Scripting by script",
    "Self time of script evaluation and compile, by the script the event names (or the " +
      "innermost enclosing event that names one): a callback's time goes to the script that " +
      "defines it, so a React site's rendering counts as its framework's file. " +
      "`inline` is the page's own inline scripts; `(no script URL)` is mostly microtasks and " +
      "event dispatch that no event ties to a script.",
    scriptTable(results),
    "### The longest task after FCP (the run with the median one)",
    longestTasks(
      results,
      (s) => s.longestTaskAfterFcp,
      (s) => s.longest,
    ),
    "### The longest script task (the run with the median one)",
    `The longest task in which the page's scripts ran for ${SCRIPT_TASK_MS} ms or more, from ` +
      "navigation start: the tasks the site's code can shorten. The others are the browser " +
      "parsing and laying out the document, which the script-free floor has too.",
    longestTasks(results, longestScriptTask, (s) => s.longestScript),
    "## Audits below full score (any run, lowest score)",
    missedAudits(results),
  ]
    .filter(Boolean)
    .join("\n\n")
    .concat("\n");
}
