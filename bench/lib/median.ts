import type { LoadResult } from './load.js';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Per label, the median of each figure over the rounds (errors are summed: one is too many). */
export function medianResults(rounds: LoadResult[][]): LoadResult[] {
  return rounds[0].map((first, index) => {
    const runs = rounds.map((round) => round[index]);
    return {
      label: first.label,
      requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    };
  });
}
