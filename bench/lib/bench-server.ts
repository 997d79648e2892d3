import { type RunningServer, spawnServer } from '#server/test/spawn-server.js';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/**
 * The built product on a bench database, in its default configuration: overload shedding and every
 * limit on, as users meet them. Only the per-address flood guard is raised, because every bench
 * request comes from one address (the load generator); no demo data, warnings only in the log.
 */
export function startBenchServer(
  databaseUrl: string,
  { processes = 1, env = {} }: { processes?: number; env?: Record<string, string> } = {},
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
      ...env,
    },
    processes > 1 ? 'bench/lib/cluster-main.ts' : 'dist/server/main.js',
  );
}
