import { readFileSync } from 'node:fs';
import { DEFAULT_LOG_LEVEL } from '#server/config.js';
import { type RunningServer, spawnServer } from '#server/test/spawn-server.js';

/** Node's options as `npm start` runs the product (package.json), so that benches run it the same way. */
export function productNodeArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const flags = /\bnode ((?:--\S+ )*)dist\/server\/main\.js/.exec(scripts.start)?.[1];
  if (flags === undefined) throw new Error('package.json: the start script no longer runs node … dist/server/main.js');
  return flags.split(' ').filter(Boolean);
}

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-00';

/**
 * The built product on a bench database, in its default configuration: overload shedding and every
 * limit on, as users meet them, and the log at its default level (a line a request). Only the
 * per-address flood guard is raised, because every bench request comes from one address (the load
 * generator); no demo data.
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
      LOG_LEVEL: DEFAULT_LOG_LEVEL,
      RATE_LIMIT_PER_MINUTE: '100000000',
      NODE_ENV: 'development',
      BENCH_PROCESSES: String(processes),
      ...env,
    },
    processes > 1 ? 'bench/lib/cluster-main.ts' : 'dist/server/main.js',
    productNodeArgs(),
  );
}
