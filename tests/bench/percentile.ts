/** The p-th percentile (0–100) of `values` by the nearest-rank method; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** Milliseconds with a sensible number of decimals, e.g. `12.3 ms`. */
export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
}

/** Bytes as kB with one decimal, e.g. `183.4 kB`. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
