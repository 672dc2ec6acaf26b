/**
 * Whether an attempt of the benchmark was clean enough to quote. Lighthouse simulates a slow
 * phone by multiplying what it observed by 4, so a moment when the shared machine is busy comes
 * out four times over, and two numbers of every attempt show it:
 *
 * - the floor's TBT: the floor runs no script, so its blocking time is the browser's own parse
 *   and layout, which on a quiet machine stays under 50 ms a task (TBT 0). Its median over the
 *   floor's Lighthouse runs on `/` must be at most FLOOR_TBT_LIMIT_MS. Only `/`: the other pages
 *   are lighter and would pull the median down, and `/` is the page the README quotes.
 * - Lighthouse's benchmark index (the machine's CPU score, measured before each run): every
 *   Lighthouse run's index, all pages and all variants, must lie within INDEX_SPREAD_LIMIT_PCT
 *   of the attempt's median index. A run far from the median ran on a machine of another speed.
 *
 * Pure functions; bench/lighthouse.ts repeats a noisy attempt.
 */
import type { Measure } from "./lhr";
import { median, range } from "./stats";
import type { VariantId } from "./variants";

export const FLOOR_TBT_LIMIT_MS = 20;
export const INDEX_SPREAD_LIMIT_PCT = 25;
/** The page whose floor judges the attempt. */
export const QUALITY_PAGE = "/";

export type Quality = {
  clean: boolean;
  /** Whether there was something to judge by: floor runs on `/` and benchmark indexes. */
  judged: boolean;
  /** The floor's TBT on `/`, ms, by run. */
  floorTbt: number[];
  floorTbtMedian: number;
  /** Every Lighthouse run's benchmark index, page by page, variant by variant. */
  benchmarkIndex: number[];
  indexMedian: number;
  indexMin: number;
  indexMax: number;
  /** The largest distance of an index from the median, in % of the median. */
  spreadPct: number;
  /** Why the attempt is not clean; empty when it is. */
  reasons: string[];
};

/**
 * One attempt's quality, as latest.json records it, with what a fresh page of memory cost the
 * machine just before it (bench/machine.ts; absent from reports older than that probe).
 */
export type AttemptQuality = Quality & { attempt: number; pageFaultMicros?: number };

const thousands = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * A number that is compared with a limit, rounded to a whole number unless that would hide which
 * side of the limit it is on: 20.4 ms is over 20 ms, so "20.4", not "20"; 25.04 % is "25.04".
 */
export function beside(value: number, limit: number): string {
  if (Math.round(value) <= limit === value <= limit) return thousands(value);
  for (let digits = 1; digits < 6; digits += 1) {
    const text = value.toFixed(digits);
    if (Number(text) <= limit === value <= limit) return text;
  }
  return String(value);
}

/**
 * An attempt's Lighthouse runs: by page, by variant, one Measure a run. Declared here, where it is
 * judged, and used by the results (report.ts) that hold it, so that neither imports the other.
 */
export type LighthouseRuns = Record<string, Partial<Record<VariantId, Measure[]>>>;

/** Judges one attempt from its Lighthouse results. */
export function runQuality({ lighthouse }: { lighthouse: LighthouseRuns }): Quality {
  const floorTbt = (lighthouse[QUALITY_PAGE]?.floor ?? []).map((run) => run.tbt);
  const floorTbtMedian = median(floorTbt);
  const benchmarkIndex = Object.values(lighthouse).flatMap((byVariant) =>
    Object.values(byVariant).flatMap((runs) => runs.map((run) => run.benchmarkIndex)),
  );
  const { min, median: indexMedian, max, n } = range(benchmarkIndex);
  // Compared as products, not as a quotient: an index exactly 25 % off is within, exactly.
  const outside = benchmarkIndex.filter(
    (index) =>
      Number.isFinite(index) &&
      Math.abs(index - indexMedian) * 100 > INDEX_SPREAD_LIMIT_PCT * indexMedian,
  );
  const spreadPct = n
    ? (Math.max(indexMedian - min, max - indexMedian) / indexMedian) * 100
    : Number.NaN;

  const reasons: string[] = [];
  if (!Number.isFinite(floorTbtMedian)) {
    reasons.push(`no Lighthouse run of the floor on \`${QUALITY_PAGE}\` to judge by`);
  } else if (floorTbtMedian > FLOOR_TBT_LIMIT_MS) {
    reasons.push(
      `the floor's median TBT on \`${QUALITY_PAGE}\` is ` +
        `${beside(floorTbtMedian, FLOOR_TBT_LIMIT_MS)} ms, over ${FLOOR_TBT_LIMIT_MS} ms ` +
        `(runs: ${floorTbt.map((tbt) => Math.round(tbt)).join(", ")} ms)`,
    );
  }
  if (n === 0) {
    reasons.push("no benchmark index in the Lighthouse results");
  } else if (outside.length) {
    reasons.push(
      `benchmark index ${[...new Set(outside.map(thousands))].join(", ")} beyond ` +
        `±${INDEX_SPREAD_LIMIT_PCT} % of the median ${thousands(indexMedian)} ` +
        `(spread ±${beside(spreadPct, INDEX_SPREAD_LIMIT_PCT)} %)`,
    );
  }
  return {
    clean: reasons.length === 0,
    judged: Number.isFinite(floorTbtMedian) && n > 0,
    floorTbt,
    floorTbtMedian,
    benchmarkIndex,
    indexMedian,
    indexMin: min,
    indexMax: max,
    spreadPct,
    reasons,
  };
}

/**
 * The report's first line: clean or noisy, with the two numbers that decide it and their limits.
 * `attempt` of `limit` (BENCH_ATTEMPTS) says how many times the benchmark tried.
 */
export function qualityLine(quality: Quality, attempt: number, limit: number): string {
  const floor = Number.isFinite(quality.floorTbtMedian)
    ? `floor TBT median ${beside(quality.floorTbtMedian, FLOOR_TBT_LIMIT_MS)} ms ` +
      `(${quality.floorTbtMedian <= FLOOR_TBT_LIMIT_MS ? "≤" : ">"} ${FLOOR_TBT_LIMIT_MS} ms)`
    : `floor TBT on \`${QUALITY_PAGE}\` not measured`;
  const spreadOk = quality.spreadPct <= INDEX_SPREAD_LIMIT_PCT;
  const [min, max] = [thousands(quality.indexMin), thousands(quality.indexMax)];
  const indexRange = min === max ? min : `${min}–${max}`;
  const index = Number.isFinite(quality.indexMedian)
    ? `benchmark index ${indexRange}, ` +
      `spread ±${beside(quality.spreadPct, INDEX_SPREAD_LIMIT_PCT)} % ` +
      `(${spreadOk ? "≤" : ">"} ±${INDEX_SPREAD_LIMIT_PCT} %)`
    : "no benchmark index";
  if (quality.clean) {
    const tries = limit > 1 ? ` (attempt ${attempt} of up to ${limit})` : "";
    return `Clean run${tries}: ${floor}, ${index}.`;
  }
  const why = !quality.judged
    ? `attempt ${attempt} of ${limit}, not repeated: nothing to judge by`
    : attempt >= limit
      ? `attempt ${attempt} of ${limit}, limit reached`
      : `attempt ${attempt} of ${limit}`;
  return `NOISY run (${why}): ${floor}, ${index}; do not quote these figures.`;
}

/** The definition of a clean run, for the report. */
export const QUALITY_RULE =
  `A run is clean when the floor's median Lighthouse TBT on \`${QUALITY_PAGE}\` is at most ` +
  `${FLOOR_TBT_LIMIT_MS} ms (it runs no script: on a quiet machine it blocks for 0 ms, and ` +
  `the simulation makes a busy moment 4× longer) and every Lighthouse run's benchmark index, all pages and ` +
  `all variants, lies within ±${INDEX_SPREAD_LIMIT_PCT} % of the attempt's median index ` +
  "(no run on a machine of another speed). A noisy attempt is measured again, whole; the " +
  "report gives the first clean attempt, or else the last one.";
