// One stretch of load: autocannon walking the mix, optionally at a fixed rate, with every response's
// status and latency kept (autocannon's own histogram mixes quick 503s with slow 200s).
import autocannon from 'autocannon';
import type { MixRequest } from './mix.js';

export interface PhaseResult {
  seconds: number;
  /** Responses a second (any status). */
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts: no answer at all. */
  errors: number;
  timeouts: number;
  latencies: Map<number, number[]>;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]);
};

/** Answers a second and the p50/p99 over every answer, whatever its status. */
export function latencySummary(seconds: number, latencies: Map<number, number[]>) {
  const all = [...latencies.values()].flat();
  return { seconds, rps: Math.round(all.length / seconds), p50: percentile(all, 50), p99: percentile(all, 99) };
}

export function runPhase(
  base: string,
  next: () => MixRequest,
  { seconds, connections, rate }: { seconds: number; connections: number; rate?: number },
): Promise<PhaseResult> {
  const latencies = new Map<number, number[]>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        ...(rate ? { overallRate: Math.max(1, Math.round(rate)) } : {}),
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          ...latencySummary(seconds, latencies),
          statuses: Object.fromEntries(
            Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
          ),
          errors: result.errors,
          timeouts: result.timeouts,
          latencies,
        });
      },
    );
    instance.on('response', (_client, status: number, _bytes: number, ms: number) => {
      const list = latencies.get(status);
      if (list) list.push(ms);
      else latencies.set(status, [ms]);
    });
  });
}

/** Statuses other than the mix's own successes (200 reads and updates, 201 applications). */
export function unexpected(result: PhaseResult): number {
  const bad = Object.entries(result.statuses)
    .filter(([code]) => code !== '200' && code !== '201')
    .reduce((sum, [, count]) => sum + count, 0);
  return bad + result.errors;
}
