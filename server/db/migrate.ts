import { type DatabaseIntrospector, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
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
import * as m0017 from './migrations/0017-content-version-on-email.js';
import * as m0018 from './migrations/0018-card-columns-logged.js';
import * as m0019 from './migrations/0019-users-by-created-and-id.js';
import * as m0020 from './migrations/0020-applications-by-status.js';

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
  '0017-content-version-on-email': m0017,
  '0018-card-columns-logged': m0018,
  '0019-users-by-created-and-id': m0019,
  '0020-applications-by-status': m0020,
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
  const migrator = new Migrator({
    db: migrationTableSchema ? ownSchemaOnly(db, migrationTableSchema) : db,
    provider,
    migrationTableSchema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Kysely's migrator finds its own two tables by reading every table and column of the database (kysely
 * #1419). Another user of the database that drops a schema, a table or a column during that read fails it
 * ("schema … does not exist", "column … of relation … does not exist"): the tests give each file a schema
 * of one database and drop it at the end, and migrate beside each other. Here the migrator reads the names
 * of our own schema's tables alone, from the catalog (no function that looks at another schema's objects).
 */
function ownSchemaOnly(db: DB, schema: string): DB {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'v', 'p')`.execute(db);
      return rows.map(({ name, kind }) => ({ name, schema, isView: kind === 'v', columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  // Everything else is the database itself (its methods called on it, not on the proxy).
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
