/**
 * What a fresh page of memory costs this machine: the one figure that tells a machine whose
 * browser is slow from a machine that is busy.
 *
 * A browser allocates as it parses, styles and lays out a page, and a new renderer process
 * touches every page of memory and code it uses for the first time. Each first touch is a page
 * fault. Under a hypervisor that shadows the guest's page tables (PVM, on 2026-11-27) one cost
 * 13-17 µs per 4 KiB; with one fault per 2 MiB the same zeroing took 0.3 µs per 4 KiB (figures in
 * docs/performance.md). At the former even the script-free floor's parse and layout make long
 * tasks, Lighthouse's 4× simulation blocks on them, and bench/quality.ts calls the run noisy
 * however quiet the machine is. The report gives this figure beside that judgement, so a reader
 * can tell the two causes apart.
 */

/** Bytes one probe allocates and touches: 64 MiB, 16,384 pages of 4 KiB. */
export const PROBE_BYTES = 64 * 1024 * 1024;
const PAGE = 4096;

export type FaultProbe = {
  /**
   * Wall time per 4 KiB first touched, µs: the fault, the kernel zeroing the page and the write.
   * Per 4 KiB, not per fault, so that a kernel that maps huge pages is compared alike.
   */
  micros: number;
  /** Faults the probe counted: one a 4 KiB page, or fewer where the kernel maps huge pages. */
  faults: number;
};

/** One probe: allocate `bytes` the process has never used, write one byte a page, count faults. */
function probeOnce(bytes: number): FaultProbe {
  const before = process.resourceUsage().minorPageFault;
  const start = process.hrtime.bigint();
  // allocUnsafeSlow: outside Node's buffer pool, so large enough to come straight from mmap.
  const memory = Buffer.allocUnsafeSlow(bytes);
  for (let offset = 0; offset < bytes; offset += PAGE) memory[offset] = 1;
  const nanos = Number(process.hrtime.bigint() - start);
  const faults = process.resourceUsage().minorPageFault - before;
  return { micros: nanos / (bytes / PAGE) / 1000, faults };
}

/**
 * The cheapest probe: the machine's other work can only slow a probe down, never speed it up,
 * so the minimum is the machine's own cost.
 */
export function cheapest(probes: readonly FaultProbe[]): FaultProbe | undefined {
  return probes.reduce<FaultProbe | undefined>(
    (best, probe) => (best === undefined || probe.micros < best.micros ? probe : best),
    undefined,
  );
}

/** The cheapest of `probes` probes of `bytes` each. */
export function probePageFaults(probes = 3, bytes = PROBE_BYTES): FaultProbe | undefined {
  return cheapest(Array.from({ length: probes }, () => probeOnce(bytes)));
}

/** For the report: "13.6 µs" (one decimal under 10 µs: "0.4 µs"). */
export function formatFaultCost(micros: number | undefined): string {
  if (micros === undefined || !Number.isFinite(micros)) return "not measured";
  return `${micros < 10 ? micros.toFixed(1) : Math.round(micros).toLocaleString("en-US")} µs`;
}
