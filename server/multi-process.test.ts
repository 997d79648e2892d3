import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { DialectName } from './db/dialect.js';
import { type RunningServer, spawnServer } from './test/spawn-server.js';
import { testDialects } from './test/test-database.js';

const JWT_SECRET = 'multi-process-secret-multi-process-secret';
const ADMIN = { username: 'admin', password: 'multi-process-password' };

/** A database URL of its own for this test: a SQLite file, or a PostgreSQL schema via search_path. */
async function freshDatabaseUrl(dialect: DialectName): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'multi-'));
    return { url: `file:${join(dir, 'app.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const schema = `mp_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { url, drop: () => admin(`drop schema ${schema} cascade`) };
}

describe.each(testDialects())('the product as processes on %s', (dialect) => {
  const servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    await drop?.();
  });

  it('keeps its data across a restart, and two processes serve the same data', async () => {
    const database = await freshDatabaseUrl(dialect);
    drop = database.drop;
    const env = { DATABASE_URL: database.url, JWT_SECRET, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' };

    const first = await spawnServer(env);
    servers.push(first);
    expect(first.output()).toContain('Demo data: ');
    const login = await fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await first.stop();
    servers.length = 0;

    // Restart: nothing is seeded again, the data is still there, and the same token works.
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    servers.push(a, b);
    expect(a.output() + b.output()).not.toContain('Demo data: ');
    for (const server of [a, b]) {
      const me = await fetch(`${server.url}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { admin: { username: string } }).admin.username).toBe('admin');
      const settings = await fetch(`${server.url}/api/settings/public`);
      expect(((await settings.json()) as { platformName: string }).platformName).toBe('InternConnect');
    }
  });
});
