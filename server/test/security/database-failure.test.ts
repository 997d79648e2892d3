import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { prepareDatabase } from '#server/boot.js';
import { createDatabase, type DatabaseHandle } from '#server/db/database.js';
import type { Database } from '#server/db/schema.js';
import { withStatementCache } from '#server/db/statement-cache.js';
import { GENERIC_SERVER_ERROR } from '#server/plugins/error-handler.js';
import { adminToken } from '../admin.js';
import { bearer, registerStudent } from '../students.js';
import { createTestApp, testConfig } from '../test-app.js';
import { testDialects } from '../test-database.js';

// Item 8 of the security issue: the database really fails underneath a running app (its tables dropped by
// another connection; its connection closed, or PostgreSQL terminating every session and refusing new
// ones), not a mocked function throwing. Every kind of call then answers the generic 500 with a request id
// the log also carries, and nothing of the driver, the SQL or the stack; /api/health answers 503.

/** What a 500 must never show: driver and SQL text, table names, stack frames. */
const INTERNAL =
  /sqlite|postgres|kysely|relation|no such table|does not exist|terminat|connection|accepting|select |insert |update |internships|users|settings|ECONN|\bat .*:\d+/i;

interface Running {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  log: () => string;
  close(): Promise<void>;
}

interface Session {
  admin: string;
  student: string;
}

/**
 * The four kinds of call the issue names. The public read is an internship nothing has asked for (no cache):
 * a search may be answered by the search index in memory (docs/decisions/0026), a detail is read from the
 * database.
 */
async function callEveryKind(app: FastifyInstance, { admin, student }: Session) {
  const unseen = `never-asked-${Math.random().toString(36).slice(2)}`;
  return {
    'public read': await app.inject({ method: 'GET', url: `/api/jobs/${unseen}` }),
    'student read': await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(student) }),
    'student write': await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(student),
      payload: { currentCity: 'Hubballi' },
    }),
    'admin write': await app.inject({
      method: 'POST',
      url: '/api/admin/globals',
      headers: bearer(admin),
      payload: { country_name: 'India', company_name: 'Acme', link: 'https://example.com', continents: 'Asia' },
    }),
  };
}

function expectGenericFailures(answers: Record<string, LightMyRequestResponse>, log: string) {
  const ids = new Set<string>();
  for (const [kind, answer] of Object.entries(answers)) {
    expect(answer.statusCode, `${kind}: ${answer.body}`).toBe(500);
    expect(answer.headers['content-type'], kind).toContain('application/json');
    const body = answer.json();
    expect(body, kind).toEqual({ message: GENERIC_SERVER_ERROR, code: 'SERVER_ERROR', requestId: expect.any(String) });
    expect(answer.body, kind).not.toMatch(INTERNAL);
    // The id leads the operator to the logged cause.
    expect(log, `${kind}: the log names request ${body.requestId}`).toContain(`"reqId":"${body.requestId}"`);
    ids.add(body.requestId);
  }
  expect(ids.size, 'one id per request').toBe(Object.keys(answers).length);
}

async function expectHealthDown(app: FastifyInstance) {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: 'error', database: 'unreachable' });
}

async function signIn(app: FastifyInstance, db: DatabaseHandle['db']): Promise<Session> {
  const { token } = await registerStudent(app, db, 'db-failure@example.com');
  return { admin: await adminToken(app), student: token };
}

function logSink() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk) => {
    text += chunk;
  });
  return { stream, read: () => text };
}

/** The app on a database handle the test made, as createTestApp builds it, logging errors to a string. */
async function appOn(database: DatabaseHandle, cleanup: () => Promise<void>): Promise<Running> {
  const config = testConfig({ LOG_LEVEL: 'error' });
  await prepareDatabase(database.db, config);
  const sink = logSink();
  const app = await buildApp({ config, database, logger: true, logStream: sink.stream });
  await app.ready();
  return {
    app,
    db: database.db,
    log: sink.read,
    async close() {
      await app.close();
      await database.destroy();
      await cleanup();
    },
  };
}

/** A PostgreSQL database of the test's own, so its sessions can be ended without touching other tests. */
async function ownPostgresDatabase() {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `fail_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const own = new URL(base);
  own.pathname = `/${name}`;
  await adminQuery(base, `create database ${name}`);
  return {
    url: own.toString(),
    admin: async (setting: string) => {
      await adminQuery(base, `alter database ${name} ${setting}`);
    },
    /** Ends every session on the database, as a restart or an operator's pg_terminate_backend does. */
    endSessions: async () =>
      (
        await adminQuery(
          base,
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
        )
      ).rowCount ?? 0,
    drop: async () => {
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

function expectNoErrorsLogged(log: string) {
  expect(log.split('\n').filter((line) => line.includes('"level":50'))).toEqual([]);
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.each(testDialects())('a database failing underneath the running app, on %s', (dialect) => {
  let running: Running | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('its tables dropped by another connection: every kind of call answers the generic 500', async () => {
    const sink = logSink();
    const t = await createTestApp(dialect, { logger: true, logStream: sink.stream, env: { LOG_LEVEL: 'error' } });
    const { searchPath } = t.database;
    running = {
      app: t.app,
      db: t.database.db,
      log: sink.read,
      async close() {
        // The schema the helper drops at the end must exist again.
        if (searchPath) await adminQuery(t.database.url, `create schema if not exists ${searchPath}`);
        await t.close();
      },
    };
    const session = await signIn(t.app, t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);

    if (dialect === 'sqlite') {
      const other = new SQLite(t.database.url.slice('file:'.length));
      other.pragma('foreign_keys = OFF');
      // Dropping the search index's virtual table takes its shadow tables with it.
      const tables = () =>
        other
          .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
          .pluck()
          .all() as string[];
      for (let left = tables(); left.length > 0; left = tables()) other.exec(`drop table "${left[0]}"`);
      other.close();
    } else {
      await adminQuery(t.database.url, `drop schema ${searchPath} cascade`);
    }

    expectGenericFailures(await callEveryKind(t.app, session), sink.read());
  });

  it('its connection gone: every kind of call answers the generic 500, and health 503', async () => {
    let breakDatabase: () => Promise<void>;
    let repairDatabase: (() => Promise<void>) | null = null;
    if (dialect === 'sqlite') {
      // The better-sqlite3 connection under Kysely, held here so it can be closed behind Kysely's back.
      const dir = mkdtempSync(join(tmpdir(), 'db-failure-'));
      const connection = new SQLite(join(dir, 'test.db'));
      connection.pragma('journal_mode = WAL');
      connection.pragma('foreign_keys = ON');
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
      const ping = async () => void (await sql`select 1`.execute(db));
      running = await appOn({ db, dialect: 'sqlite', ping, destroy: () => db.destroy() }, async () =>
        rmSync(dir, { recursive: true, force: true }),
      );
      breakDatabase = async () => {
        connection.close();
      };
    } else {
      // PostgreSQL ends every session on the app's database and refuses new ones, as in an outage.
      const own = await ownPostgresDatabase();
      running = await appOn(createDatabase(own.url, { poolSize: 3 }), own.drop);
      breakDatabase = async () => {
        await own.admin('allow_connections false');
        await own.endSessions();
      };
      repairDatabase = () => own.admin('allow_connections true');
    }
    const { app } = running;
    const session = await signIn(app, running.db);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await breakDatabase();
    expectGenericFailures(await callEveryKind(app, session), running.log());
    await expectHealthDown(app);

    if (repairDatabase) {
      // The pool opens new sessions once the database is back: no restart needed.
      await repairDatabase();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session.student) });
      expect(profile.statusCode).toBe(200);
    }
  });

  // Found here: the pool's 'error' event for an idle session the server ended had no listener, so a
  // PostgreSQL restart or failover crashed every app process (an uncaught exception; vitest reports it).
  // PostgreSQL only: SQLite has no server to end sessions (defined only there, so nothing is skipped).
  if (dialect === 'postgres') {
    it('its idle sessions ended by the server: the app carries on', async () => {
      const own = await ownPostgresDatabase();
      running = await appOn(createDatabase(own.url, { poolSize: 3 }), own.drop);
      const { app } = running;
      const session = await signIn(app, running.db);
      await Promise.all(
        [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session.student) })),
      );

      expect(await own.endSessions()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the idle clients hear of it

      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session.student) });
      expect(profile.statusCode).toBe(200);
      expectNoErrorsLogged(running.log());
    });

    // Found by CI: a session ended while a request held it between two statements (in a transaction) was
    // an 'error' event on the checked-out client with no listener: an uncaught exception.
    it('its session ended in the middle of a transaction: that request fails, the app carries on', async () => {
      const own = await ownPostgresDatabase();
      const database = createDatabase(own.url, { poolSize: 3 });
      try {
        await sql`create table t (n int)`.execute(database.db);
        const transaction = database.db.transaction().execute(async (trx) => {
          await sql`insert into t values (1)`.execute(trx);
          expect(await own.endSessions()).toBeGreaterThan(0);
          await new Promise((resolve) => setTimeout(resolve, 200)); // the held client hears of it
          await sql`insert into t values (2)`.execute(trx);
        });
        await expect(transaction).rejects.toThrow();
        const rows = await sql<{ n: number }>`select n from t`.execute(database.db);
        expect(rows.rows).toEqual([]);
      } finally {
        await database.destroy();
        await own.drop();
      }
    });
  }
});
