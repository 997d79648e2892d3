// The overload second by second: how the requests that fell due in each second were answered, so
// the onset, the shedding and its steady state can be told apart.
import { percentile } from './load-phase.js';
import type { PacedSample } from './paced-phase.js';

export function secondBySecond(samples: PacedSample[]): string[] {
  const seconds: PacedSample[][] = [];
  for (const sample of samples) {
    const second = Math.floor(sample.at / 1000);
    if (!seconds[second]) seconds[second] = [];
    seconds[second].push(sample);
  }
  const header = [
    '| second | answered | 503 | 503 p50 / p99 ms | served | served p50 / p99 ms |',
    '|---|---|---|---|---|---|',
  ];
  // Array.from visits the seconds in which nothing was answered too (forEach would skip them).
  const rows = Array.from(seconds, (list: PacedSample[] = [], second) => {
    const shed = list.filter((x) => x.status === 503).map((x) => x.ms);
    const served = list.filter((x) => x.status === 200 || x.status === 201).map((x) => x.ms);
    return `| ${second + 1} | ${list.length} | ${shed.length} | ${percentile(shed, 50)} / ${percentile(shed, 99)} | ${served.length} | ${percentile(served, 50)} / ${percentile(served, 99)} |`;
  });
  return [...header, ...rows];
}
