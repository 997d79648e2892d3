// One stretch of load at a steady rate: requests sent at evenly spaced moments (open loop), not in
// per-second budgets. autocannon's rate gives each connection a budget a second and spends it at once
// at the top of each second, so half a second's capacity arrives in a stampede every second and the p99
// measures the stampede. Here request i is due at start + i / rate, whatever the answers before it do;
// its latency runs from that due moment (time waiting for a free connection counts: no coordinated
// omission), and a request not answered in 30 s counts as a timeout.
import http from 'node:http';
import type { PhaseResult } from './load-phase.js';
import { latencySummary } from './load-phase.js';
import type { MixRequest } from './mix.js';

const TIMEOUT_MS = 30_000;

/** One answer: its status, when it was due (ms from the phase's start) and how long it took from then. */
export interface PacedSample {
  status: number;
  at: number;
  ms: number;
}

/**
 * Opens `connections` keep-alive connections at once (each asks for the health check) and resolves with
 * how long it took until every one was answered. A thousand new connections at the same moment take a
 * node:http server on this machine about a second by themselves, whatever it answers (bench/soak.ts).
 */
export async function openConnections(base: string, agent: http.Agent, connections: number): Promise<number> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<void>((resolve) => {
          const request = http.request({ hostname, port, path: '/api/health', agent }, (response) => {
            response.on('end', () => resolve());
            response.resume();
          });
          request.on('error', () => resolve());
          request.end();
        }),
    ),
  );
  return performance.now() - started;
}

export function runPacedPhase(
  base: string,
  next: () => MixRequest,
  {
    seconds,
    connections,
    rate,
    agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections }),
  }: { seconds: number; connections: number; rate: number; agent?: http.Agent },
): Promise<PhaseResult & { samples: PacedSample[] }> {
  const { hostname, port } = new URL(base);
  let errors = 0;
  let timeouts = 0;
  let sent = 0;
  let settled = 0;
  const total = Math.round(seconds * rate);
  const started = performance.now();
  const samples: PacedSample[] = [];

  return new Promise((resolve) => {
    const finish = () => {
      clearInterval(ticker);
      agent.destroy();
      const latencies = new Map<number, number[]>();
      for (const { status, ms } of samples) {
        const list = latencies.get(status);
        if (list) list.push(ms);
        else latencies.set(status, [ms]);
      }
      const statuses = Object.fromEntries([...latencies].map(([status, list]) => [status, list.length]));
      resolve({
        ...latencySummary(seconds, latencies),
        statuses,
        errors: errors + timeouts,
        timeouts,
        latencies,
        samples,
      });
    };
    const settle = () => {
      settled += 1;
      if (settled === total) finish();
    };
    const send = (dueAt: number) => {
      const { method, path, headers, body } = next();
      let done = false;
      const record = (status: number | 'error' | 'timeout') => {
        if (done) return;
        done = true;
        if (status === 'error') errors += 1;
        else if (status === 'timeout') timeouts += 1;
        else samples.push({ status, at: dueAt - started, ms: performance.now() - dueAt });
        settle();
      };
      const request = http.request(
        { hostname, port, method, path, headers, agent, timeout: TIMEOUT_MS },
        (response) => {
          response.on('end', () => record(response.statusCode ?? 0));
          response.on('error', () => record('error'));
          response.resume();
        },
      );
      request.on('timeout', () => {
        record('timeout');
        request.destroy();
      });
      request.on('error', () => record('error'));
      request.end(body);
    };
    // Every millisecond, send what has come due (timers are coarse; the due moment is exact).
    const ticker = setInterval(() => {
      const now = performance.now();
      while (sent < total && started + (sent * 1000) / rate <= now) {
        send(started + (sent * 1000) / rate);
        sent += 1;
      }
    }, 1);
  });
}
