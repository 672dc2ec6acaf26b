/**
 * One Lighthouse 12 run (mobile preset, simulated throttling) and the numbers the benchmark keeps
 * from its report.
 */
import { execFile } from "child_process";
import path from "path";
import { promisify } from "util";

// Lighthouse runs as its own command: code it sends into the page must not pass through tsx,
// whose transform adds helpers the page does not have.
const LIGHTHOUSE = path.resolve(__dirname, "../node_modules/.bin/lighthouse");
const run = promisify(execFile);

type Audit = { score?: number | null; numericValue?: number; details?: unknown };
type Items<T> = { items?: T[] } | undefined;

/** The part of a Lighthouse result (LHR) the benchmark reads. */
export type Report = {
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<string, Audit | undefined>;
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl?: string;
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};

/** A script request of the `network-requests` audit. */
export type ScriptRequest = {
  /** The path (with query) when it is on the page's origin, else the whole URL. */
  url: string;
  /** Bytes over the wire (gzip here, headers included). */
  transferSize: number;
  /** Bytes after decoding. */
  resourceSize: number;
};

export type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Simulated, as TBT: the longest item of the `long-tasks` audit. */
  longestTask: number;
  /**
   * `long-tasks` when it lists a task; else, when no simulated task reached 50 ms, the longest
   * observed task of `main-thread-tasks` times the simulated CPU slowdown.
   */
  longestTaskSource: "long-tasks" | "main-thread-tasks";
  /** Transfer sizes (gzip), bytes. */
  jsBytes: number;
  totalBytes: number;
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
  /** Every script file the page requested during the load, in the order of the requests. */
  scripts: ScriptRequest[];
  /** Audits with weight that lost points: `id` → score. */
  missed: Record<string, number>;
};

function longestTask(lhr: Report): Pick<Measure, "longestTask" | "longestTaskSource"> {
  const durations = (id: string) =>
    ((lhr.audits[id]?.details as Items<{ duration?: number }>)?.items ?? []).map(
      (item) => item.duration ?? 0,
    );
  const simulated = durations("long-tasks");
  if (simulated.length)
    return { longestTask: Math.max(...simulated), longestTaskSource: "long-tasks" };
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1;
  return {
    longestTask: Math.max(0, ...durations("main-thread-tasks")) * slowdown,
    longestTaskSource: "main-thread-tasks",
  };
}

type NetworkRequest = {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
};

/**
 * The scripts of the `network-requests` audit. URLs on the page's origin lose it: every build is
 * served from its own port, which changes from run to run.
 */
function scriptsOf(lhr: Report): ScriptRequest[] {
  const requests = (lhr.audits["network-requests"]?.details as Items<NetworkRequest>)?.items ?? [];
  const origin = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).origin : undefined;
  return requests
    .filter((request) => request.resourceType === "Script" && request.url)
    .map((request) => {
      const url = new URL(request.url ?? "", lhr.finalDisplayedUrl);
      return {
        url: url.origin === origin ? url.pathname + url.search : url.href,
        transferSize: request.transferSize ?? 0,
        resourceSize: request.resourceSize ?? 0,
      };
    });
}

/** The numbers of one Lighthouse report. */
export function measureOf(lhr: Report): Measure {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details as Items<{
    resourceType: string;
    transferSize: number;
  }>;
  const bytesOf = (type: string) =>
    summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const missed: Record<string, number> = {};
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category?.auditRefs ?? []) {
      const auditScore = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof auditScore === "number" && auditScore < 1) {
        missed[ref.id] = auditScore;
      }
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndex: numeric("speed-index"),
    ...longestTask(lhr),
    jsBytes: bytesOf("script"),
    totalBytes: bytesOf("total"),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    scripts: scriptsOf(lhr),
    missed,
  };
}

/** Lighthouse on `url` in the Chrome listening for DevTools on `port`. */
export async function lighthouse(url: string, port: number): Promise<Measure> {
  const { stdout } = await run(
    LIGHTHOUSE,
    [
      url,
      `--port=${port}`,
      "--output=json",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return measureOf(JSON.parse(stdout) as Report);
}
