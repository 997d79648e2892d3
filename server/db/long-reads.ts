import type { CompiledQuery } from 'kysely';
import type { AppDeps } from '#server/app-deps.js';

/**
 * The rows of each of `queries` (selects compiled by Kysely), read where they hold no request up: on a
 * SQLite file in a worker thread (reads-in-worker.ts); on PostgreSQL, whose server does the work, or an
 * SQLite database in memory (tests), here (docs/decisions/0064).
 */
export async function longReads<K extends string>(
  { db, workers, sqliteFile }: Pick<AppDeps, 'db' | 'workers' | 'sqliteFile'>,
  queries: Record<K, CompiledQuery>,
): Promise<Record<K, unknown[]>> {
  const keys = Object.keys(queries) as K[];
  const compiled = keys.map((key) => queries[key]);
  const rows = sqliteFile
    ? await workers.run('readInWorker', {
        file: sqliteFile,
        queries: compiled.map(({ sql, parameters }) => ({ sql, parameters })),
      })
    : await Promise.all(compiled.map(async (query) => (await db.executeQuery(query)).rows));
  return Object.fromEntries(keys.map((key, i) => [key, rows[i]])) as Record<K, unknown[]>;
}
