/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on every page of the build,
 * and on the same page with every script removed from its HTML — the floor, what the content
 * costs with no JavaScript at all. Medians of RUNS runs. Writes bench/results/latest.md.
 */
import { execFile } from "child_process";
import { launch } from "chrome-launcher";
import { mkdirSync, writeFileSync } from "fs";
import path from "path";
import { promisify } from "util";

import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/browser";
import { startStaticServer } from "../e2e/support/static-server";
import type { StaticServer } from "../e2e/support/static-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = process.env.BENCH_PAGES?.split(",") ?? ["/", "/terms/", "/privacy/"];
const RESULTS = path.resolve(__dirname, "results/latest.md");
// Lighthouse runs as its own command: code it sends into the page must not pass through tsx,
// whose transform adds helpers the page does not have.
const LIGHTHOUSE = path.resolve(__dirname, "../node_modules/.bin/lighthouse");
const run = promisify(execFile);

type Report = {
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

type Measure = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  jsBytes: number;
  totalBytes: number;
};

/** Audits that cost points on some run, by page: what the README must explain. */
const missed = new Map<string, Set<string>>();

/** The floor: the page exactly as built, minus every <script> and script preload. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measure(url: string, port: number, variant: string): Promise<Measure> {
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
  const lhr = JSON.parse(stdout) as Report;
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id] as { score?: number | null; title?: string } | undefined;
      if (ref.weight > 0 && typeof audit?.score === "number" && audit.score < 1) {
        const key = `${new URL(url).pathname} (${variant})`;
        missed.set(key, (missed.get(key) ?? new Set()).add(`${ref.id} (${audit.score})`));
      }
    }
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details as
    { items: Array<{ resourceType: string; transferSize: number }> } | undefined;
  const bytesOf = (type: string) =>
    summary?.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
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
    jsBytes: bytesOf("script"),
    totalBytes: bytesOf("total"),
  };
}

function medianOf(runs: Measure[]): Measure {
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof Measure>;
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Measure;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;

function table(rows: Array<{ page: string; site: Measure; floor: Measure }>): string {
  const header =
    "| Page | Variant | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | SI | JS | Total | LCP ×floor | Bytes ×floor |\n" +
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";
  const line = (page: string, variant: string, m: Measure, ratios: string) =>
    `| ${page} | ${variant} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ` +
    `${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(3)} | ${ms(m.speedIndex)} | ` +
    `${kb(m.jsBytes)} | ${kb(m.totalBytes)} | ${ratios}`;
  return [
    header,
    ...rows.flatMap(({ page, site, floor }) => [
      line(
        page,
        "site",
        site,
        `${(site.lcp / floor.lcp).toFixed(2)} | ${(site.totalBytes / floor.totalBytes).toFixed(2)} |`,
      ),
      line(page, "floor (no JS)", floor, "1.00 | 1.00 |"),
    ]),
  ].join("\n");
}

async function main() {
  const servers: StaticServer[] = [];
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const site = await startStaticServer({ compress: true });
    const floor = await startStaticServer({ compress: true, transformHtml: withoutScripts });
    servers.push(site, floor);

    const rows: Array<{ page: string; site: Measure; floor: Measure }> = [];
    for (const page of PAGES) {
      const siteRuns: Measure[] = [];
      const floorRuns: Measure[] = [];
      // Interleaved, so a slow moment of the machine hits both variants alike.
      for (let run = 0; run < RUNS; run += 1) {
        siteRuns.push(await measure(site.origin + page, chrome.port, "site"));
        floorRuns.push(await measure(floor.origin + page, chrome.port, "floor"));
        process.stderr.write(`${page} run ${run + 1}/${RUNS}\n`);
      }
      rows.push({ page, site: medianOf(siteRuns), floor: medianOf(floorRuns) });
    }

    const report =
      `# Lighthouse benchmark\n\n` +
      `${new Date().toISOString().slice(0, 10)} · Lighthouse mobile preset, simulated throttling · ` +
      `median of ${RUNS} runs · served from public/ with gzip on localhost · ` +
      `Chromium ${await chromeVersion(chrome.port)}\n\n` +
      `${table(rows)}\n\n` +
      `Floor: the same page with every script removed from its HTML. ` +
      `Ratios are site ÷ floor (targets: LCP ≤ 1.2×).\n\n` +
      `## Audits below full score (any run)\n\n` +
      ([...missed].map(([page, ids]) => `- ${page}: ${[...ids].join(", ")}`).join("\n") ||
        "None.") +
      "\n";
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, report);
    process.stdout.write(`${report}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    chrome.kill();
  }
}

async function chromeVersion(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser } = (await response.json()) as { Browser: string };
  return Browser.replace(/^[^/]*\//, "");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
