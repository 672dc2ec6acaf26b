/**
 * `npm run bench [-- --against <git ref>]`: the site's build measured beside its floor (the same
 * pages with every script removed), the peer builds of `/` in ../shared/peers and, with
 * --against, the build of another commit, alternately in each of RUNS runs:
 *
 * - Lighthouse 12 (mobile preset, simulated throttling) on every page;
 * - for `/`, a Chromium trace of the main thread on an emulated phone, and the time from first
 *   paint until tapping the menu button opens the menu.
 *
 * All the runs of all the variants make an attempt, which bench/quality.ts judges: clean when the
 * floor's median TBT on `/` is at most 20 ms and every run's benchmark index lies within ±25 % of
 * the attempt's median. A noisy attempt is measured again, whole, up to BENCH_ATTEMPTS times, on
 * the same servers and browsers; the report gives the first clean attempt or else the last, and
 * says which on its first line.
 *
 * Writes bench/results/latest.md (the report) and latest.json (every number of the reported
 * attempt's runs, what each of the current build's scripts is for, and every attempt's quality).
 * Environment: BENCH_RUNS (5), BENCH_ATTEMPTS (3), BENCH_PAGES (/,/terms/,/privacy/,/faq/…),
 * BENCH_CURRENT_DIR (public/), BENCH_PEERS (../shared/peers).
 */
import { launch } from "chrome-launcher";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import { chromium } from "playwright-core";
import { parseArgs } from "util";

import { CHROMIUM_ARGS, chromiumPath } from "../scripts/shared/chromium";
import { BLOCK_PAGES } from "../scripts/shared/sitePages";
import { PUBLIC_DIR, startStaticServer } from "../scripts/shared/staticServer";
import type { StaticServer } from "../scripts/shared/staticServer";
import { baselineBuild } from "./baseline";
import { lighthouse } from "./lhr";
import { probePageFaults } from "./machine";
import {
  CPU_SLOWDOWN,
  firstPaintToMenu,
  scriptOnceScrolled,
  slowestMenuInteraction,
  traceLoad,
} from "./phone";
import { runQuality } from "./quality";
import { CHUNK_PAGE, renderReport } from "./report";
import type { Results } from "./report";
import { describeBuildChunks } from "./sourcemaps";
import { rotate } from "./stats";
import { PEERS, hasPage, withoutScripts } from "./variants";
import type { Variant } from "./variants";

const REPO = path.resolve(__dirname, "..");
const RESULTS = path.join(__dirname, "results");
const TRACE_PAGE = "/";
const USAGE = `Usage: npm run bench [-- --against <git ref>]
       npm run bench -- --report

  --against <ref>  also build <ref> (cached by commit) and measure it beside the current build
  --report         measure nothing: write latest.md again from latest.json (after the report's
                   layout changed, say)

Environment: BENCH_RUNS (default 5), BENCH_ATTEMPTS (default 3: an attempt, all runs of all
variants, is repeated while it is noisy, up to this many attempts in all), BENCH_PAGES (default
/,/terms/,/privacy/ and every page made from blocks), BENCH_CURRENT_DIR (default public/), BENCH_PEERS (default ../shared/peers).
`;

/** A folder as the report names it: from the repository, unless it lies elsewhere. */
function relative(folder: string): string {
  const name = path.relative(REPO, folder) || ".";
  return name.startsWith("../..") ? folder : name;
}

function options() {
  const { values } = parseArgs({
    options: {
      against: { type: "string" },
      report: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const count = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number ≥ 1, not "${process.env[name]}".`);
    }
    return value;
  };
  return {
    against: values.against,
    reportOnly: values.report ?? false,
    runs: count("BENCH_RUNS", 5),
    attempts: count("BENCH_ATTEMPTS", 3),
    pages: process.env.BENCH_PAGES?.split(",") ?? [
      "/",
      "/terms/",
      "/privacy/",
      // Every page made from blocks, in English (content/en/pages/).
      ...BLOCK_PAGES.map(({ slug }) => `/${slug}/`),
    ],
    current: path.resolve(process.env.BENCH_CURRENT_DIR ?? PUBLIC_DIR),
    peers: path.resolve(REPO, process.env.BENCH_PEERS ?? "../shared/peers"),
  };
}

async function variantsOf(settings: ReturnType<typeof options>, results: Results) {
  const { current, against, peers } = settings;
  if (!existsSync(path.join(current, "index.html"))) {
    throw new Error(
      `No build in ${relative(current)}/: run \`npm run build\` first ` +
        "(the benchmark measures the build as it is and does not build it).",
    );
  }
  const variants: Variant[] = [{ id: "current", root: current, source: `${relative(current)}/` }];
  if (against) {
    const baseline = await baselineBuild(against);
    results.against = { ref: against, sha: baseline.sha, cached: baseline.cached };
    variants.push({
      id: "baseline",
      root: baseline.publicDir,
      source:
        `\`${against}\` = ${baseline.sha.slice(0, 12)}, built in a worktree` +
        (baseline.cached ? " (cached build)" : ""),
    });
  }
  if (!existsSync(peers)) {
    results.notes.push(`Peers (${PEERS.join(", ")}): skipped, no folder ${relative(peers)}/.`);
  }
  for (const peer of existsSync(peers) ? PEERS : []) {
    const root = path.join(peers, peer);
    if (existsSync(path.join(root, "index.html"))) {
      variants.push({ id: peer, root, source: `peer build of \`/\` in ${relative(root)}/` });
    } else {
      results.notes.push(`${peer}: skipped, no peer build in ${relative(root)}/.`);
    }
  }
  variants.push({
    id: "floor",
    root: current,
    source: "the current build with every script and script preload removed from its HTML",
    transformHtml: withoutScripts,
  });
  return variants;
}

/** latest.md from the results in latest.json, as the current report renders them. */
function renderAgain() {
  const file = path.join(RESULTS, "latest.json");
  if (!existsSync(file))
    throw new Error(`No ${path.relative(REPO, file)}: run the benchmark first.`);
  const report = renderReport(JSON.parse(readFileSync(file, "utf8")) as Results);
  writeFileSync(path.join(RESULTS, "latest.md"), report);
  process.stdout.write(`${report}\nWritten to bench/results/latest.md from latest.json.\n`);
}

async function main() {
  const settings = options();
  if (settings.reportOnly) return renderAgain();
  const results: Results = {
    date: new Date().toISOString().slice(0, 10),
    chromium: "",
    runs: settings.runs,
    cpuSlowdown: CPU_SLOWDOWN,
    variants: [],
    notes: [],
    lighthouse: {},
    tracePage: TRACE_PAGE,
    traces: {},
    menu: {},
    attempts: [],
    attemptLimit: settings.attempts,
  };
  const variants = await variantsOf(settings, results);
  results.variants = variants.map(({ id, source }) => ({ id, source }));
  for (const page of settings.pages) {
    const missing = variants.filter((variant) => !hasPage(variant, page));
    for (const { id } of missing.filter(({ id }) => id === "current" || id === "baseline")) {
      results.notes.push(`${id}: has no \`${page}\`, not measured there.`);
    }
  }

  const servers = new Map<Variant, StaticServer>();
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const variant of variants) {
      const { root, transformHtml } = variant;
      servers.set(variant, await startStaticServer({ root, compress: true, transformHtml }));
    }
    const origin = (variant: Variant) => servers.get(variant)?.origin ?? "";
    results.chromium = browser.version();
    const traced = variants.filter((variant) => hasPage(variant, TRACE_PAGE));

    for (let attempt = 1; attempt <= settings.attempts; attempt += 1) {
      // Afresh: the report gives one attempt's runs, never a mix of two.
      Object.assign(results, { lighthouse: {}, traces: {}, menu: {}, interaction: {} });
      // What fresh memory costs the machine now, for the report beside the attempt's quality.
      const pageFaultMicros = probePageFaults()?.micros;
      const prefix = settings.attempts > 1 ? `Attempt ${attempt}/${settings.attempts}, run` : "Run";
      for (let run = 0; run < settings.runs; run += 1) {
        const step = (what: string) =>
          process.stderr.write(`${prefix} ${run + 1}/${settings.runs}: ${what}\n`);
        for (const page of settings.pages) {
          const byVariant = (results.lighthouse[page] ??= {});
          const measured = variants.filter((variant) => hasPage(variant, page));
          for (const variant of rotate(measured, run)) {
            step(`Lighthouse, ${page} (${variant.id})`);
            const measure = await lighthouse(origin(variant) + page, chrome.port);
            (byVariant[variant.id] ??= [])[run] = measure;
            // The two numbers bench/quality.ts judges by, as they come.
            process.stderr.write(
              `  TBT ${Math.round(measure.tbt)} ms, benchmark index ` +
                `${Math.round(measure.benchmarkIndex)}\n`,
            );
          }
        }
        for (const variant of rotate(traced, run)) {
          step(`trace and menu, ${TRACE_PAGE} (${variant.id})`);
          const url = origin(variant) + TRACE_PAGE;
          (results.traces[variant.id] ??= [])[run] = await traceLoad(browser, url);
          (results.menu[variant.id] ??= [])[run] = (await firstPaintToMenu(browser, url)) ?? null;
          const taps = await slowestMenuInteraction(browser, url);
          ((results.interaction ??= {})[variant.id] ??= [])[run] = taps?.slowest ?? null;
          ((results.longTaskAfterTap ??= {})[variant.id] ??= [])[run] =
            taps?.longestTaskAfterTap ?? null;
          ((results.scriptReached ??= {})[variant.id] ??= [])[run] = await scriptOnceScrolled(
            browser,
            url,
          );
        }
      }
      const quality = { attempt, ...runQuality(results), pageFaultMicros };
      results.attempts.push(quality);
      if (quality.clean) {
        process.stderr.write(`Attempt ${attempt}/${settings.attempts} is clean.\n`);
        break;
      }
      const next = !quality.judged
        ? "not repeated: measuring again cannot tell"
        : attempt < settings.attempts
          ? "measuring it again"
          : "no attempts left (BENCH_ATTEMPTS), reporting it marked noisy";
      process.stderr.write(
        `Attempt ${attempt}/${settings.attempts} is noisy: ${quality.reasons.join("; ")}; ${next}.\n`,
      );
      if (!quality.judged) break;
    }
  } finally {
    await Promise.all([...servers.values()].map((server) => server.close()));
    await browser.close();
    chrome.kill();
  }

  // What each script of the current build is for, from its source map. Read after measuring,
  // and read once: nothing in it changes between attempts.
  const loaded = (results.lighthouse[CHUNK_PAGE]?.current ?? []).flatMap((run) =>
    run.scripts.map((script) => script.url),
  );
  try {
    results.chunks = describeBuildChunks(settings.current, loaded);
  } catch (error) {
    results.notes.push(
      `Scripts of \`${CHUNK_PAGE}\`: could not read the source maps in ` +
        `${relative(settings.current)}/ (${error instanceof Error ? error.message : String(error)}).`,
    );
  }

  const report = renderReport(results);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, "latest.md"), report);
  writeFileSync(path.join(RESULTS, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`${report}\nWritten to bench/results/latest.md and latest.json.\n`);
}

main().catch((error: unknown) => {
  console.error(`npm run bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
