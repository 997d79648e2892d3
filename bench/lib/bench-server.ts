import { type RunningServer, spawnServer } from '../../server/test/spawn-server.js';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/** Overload shedding off: a bench that asks as fast as it is answered measures capacity, not refusals. */
const NO_SHEDDING = {
  LOAD_SHED_MAX_UTILIZATION: '0',
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  LOAD_SHED_MAX_IN_FLIGHT: '0',
};

/**
 * The built product on a bench database: no demo data, warnings only in the log, the coarse
 * per-address flood guard lifted (every bench request comes from one address) and, unless `shedding`,
 * the overload shedding off.
 */
export function startBenchServer(
  databaseUrl: string,
  {
    processes = 1,
    env = {},
    shedding = false,
  }: { processes?: number; env?: Record<string, string>; shedding?: boolean } = {},
): Promise<RunningServer> {
  return spawnServer(
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: BENCH_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      NODE_ENV: 'development',
      BENCH_PROCESSES: String(processes),
      ...(shedding ? {} : NO_SHEDDING),
      ...env,
    },
    processes > 1 ? 'bench/lib/cluster-main.ts' : 'dist/server/main.js',
  );
}
