import { readFileSync } from 'node:fs';

/**
 * The machine's CPU time counters (Linux /proc/stat, all cores). On a virtual machine, "steal" is time
 * the host gave to someone else: a minute with much of it is slower for reasons outside the product.
 */
function counters(): { steal: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { steal: fields[7] ?? 0, total: fields.reduce((sum, n) => sum + n, 0) };
}

/** Start measuring; the function returned gives the share of CPU time stolen since, in percent. */
export function measureSteal(): () => number {
  const start = counters();
  return () => {
    const end = counters();
    const total = end.total - start.total;
    return total > 0 ? Math.round((1000 * (end.steal - start.steal)) / total) / 10 : 0;
  };
}
