import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * limit on, as users meet them, and the log at its default level (a line a request), written to a
 * file as a deployment's is (`benchLogFile`). Only the per-address flood guard is raised, because every
 * bench request comes from one address (the load generator); no demo data.
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
    // Indexing 1,000,000 internships before it answers takes about 30 s on this machine.
    { logFile: benchLogFile(), startWithinMs: 120_000 },
  );
}

/**
 * A file of its own for a bench server's log (docs/decisions/0054): the server pays for every line it
 * writes, and the load generator, which runs in the bench's process, does not read them.
 */
export function benchLogFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-log-'));
  // A minute of load writes tens of MB: gone with the bench.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'server.log');
}
