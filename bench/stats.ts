/** Small statistics for the benchmark: medians, ranges and paired ratios of repeated runs. */

export type Range = { min: number; median: number; max: number; n: number };

/** Median of the finite values (NaN when there are none). */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** min, median and max of the finite values; n counts them. */
export function range(values: readonly number[]): Range {
  const finite = values.filter(Number.isFinite);
  return {
    min: finite.length ? Math.min(...finite) : Number.NaN,
    median: median(finite),
    max: finite.length ? Math.max(...finite) : Number.NaN,
    n: finite.length,
  };
}

/**
 * Ratios of paired runs, run i of `a` over run i of `b`: the runs of a benchmark alternate, so
 * a slow moment of the machine falls on both sides of a pair. Pairs with a zero or missing
 * denominator are left out.
 */
export function pairedRatios(a: readonly number[], b: readonly number[]): number[] {
  return a.flatMap((value, index) => {
    const under = b[index];
    return under !== undefined && under !== 0 && Number.isFinite(value) && Number.isFinite(under)
      ? [value / under]
      : [];
  });
}

/** The list turned `by` places to the left, so every variant takes every place in turn. */
export function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const shift = ((by % items.length) + items.length) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

const whole = (value: number) => String(Math.round(value));

/**
 * A range as Markdown: `min–**median**–max unit`, or the single value when all runs agree or
 * there is one, or `—` when there is none.
 */
export function formatRange(
  values: readonly number[],
  unit = "",
  format: (value: number) => string = whole,
): string {
  const { min, median: middle, max, n } = range(values);
  if (n === 0) return "—";
  const text =
    format(min) === format(max)
      ? format(middle)
      : `${format(min)}–**${format(middle)}**–${format(max)}`;
  return unit ? `${text} ${unit}` : text;
}

/** The median of paired ratios with their range in brackets: `0.82 (0.75–0.97)`. */
export function formatRatio(values: readonly number[]): string {
  const { min, median: middle, max, n } = range(values);
  if (n === 0) return "—";
  const two = (value: number) => value.toFixed(2);
  return n === 1 || two(min) === two(max)
    ? `${two(middle)}×`
    : `${two(middle)}× (${two(min)}–${two(max)})`;
}
