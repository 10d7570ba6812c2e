/** Small statistics helpers (nearest-rank percentiles, milliseconds). */

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export type Latency = { n: number; p50: number; p99: number; max: number };

export function latency(values: number[]): Latency {
  return { n: values.length, p50: round(percentile(values, 50)), p99: round(percentile(values, 99)), max: round(Math.max(...values)) };
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
