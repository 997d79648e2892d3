import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DB } from './database.js';
import { dialectOf } from './dialect.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-internship-search.js';
import * as m0003 from './migrations/0003-content-version.js';
import * as m0004 from './migrations/0004-ended-sessions.js';
import * as m0005 from './migrations/0005-internship-changes.js';
import * as m0006 from './migrations/0006-user-language.js';
import * as m0007 from './migrations/0007-hearing-back.js';
import * as m0008 from './migrations/0008-audit-log.js';
import * as m0009 from './migrations/0009-listing-reports.js';
import * as m0010 from './migrations/0010-link-checks.js';
import * as m0011 from './migrations/0011-admin-invitations.js';
import * as m0012 from './migrations/0012-risk-flags.js';
import * as m0013 from './migrations/0013-listing-expiry.js';
import * as m0014 from './migrations/0014-search-more-columns.js';
import * as m0015 from './migrations/0015-saved-internships.js';
import * as m0016 from './migrations/0016-saved-searches.js';

// Migrations are imported statically so the built server needs no file-system lookup.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-internship-search': m0002,
  '0003-content-version': m0003,
  '0004-ended-sessions': m0004,
  '0005-internship-changes': m0005,
  '0006-user-language': m0006,
  '0007-hearing-back': m0007,
  '0008-audit-log': m0008,
  '0009-listing-reports': m0009,
  '0010-link-checks': m0010,
  '0011-admin-invitations': m0011,
  '0012-risk-flags': m0012,
  '0013-listing-expiry': m0013,
  '0014-search-more-columns': m0014,
  '0015-saved-internships': m0015,
  '0016-saved-searches': m0016,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Apply every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  // On PostgreSQL the migrator's own tables live in the current schema, named explicitly: left unnamed,
  // Kysely finds them in any schema of the database and skips creating them in ours (several schemas
  // share one database in the tests).
  const migrationTableSchema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error && attempt < OTHER_SCHEMA_ATTEMPTS && isOtherSchemaDropped(error, migrationTableSchema)) {
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      continue;
    }
    const failed = results.find((result) => result.status === 'Error');
    if (error) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
    }
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  }
}

const OTHER_SCHEMA_ATTEMPTS = 5;

/**
 * Before it migrates, Kysely's migrator reads the tables of every schema in the database to find its own
 * two; a schema that another user of the database drops during that read fails the read with "schema …
 * does not exist" (PostgreSQL's 3F000). Nothing has been migrated then, so the run is tried again. Our own
 * schema missing is a real failure and is not retried.
 */
function isOtherSchemaDropped(error: unknown, ownSchema: string | undefined): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '3F000' && typeof message === 'string' && !!ownSchema && !message.includes(`"${ownSchema}"`);
}
