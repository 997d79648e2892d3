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

async function adminLogin(server: RunningServer): Promise<string> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

describe.each(testDialects())('the product as processes on %s', (dialect) => {
  const servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    await drop?.();
  });
  /** The environment of processes on a database of this test's own (dropped after it). */
  const processEnv = async ({ demo }: { demo: boolean }) => {
    const database = await freshDatabaseUrl(dialect);
    drop = database.drop;
    return { DATABASE_URL: database.url, JWT_SECRET, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: String(demo) };
  };

  it('keeps its data across a restart, and two processes serve the same data', async () => {
    const env = await processEnv({ demo: true });

    const first = await spawnServer(env);
    servers.push(first);
    expect(first.output()).toContain('Demo data: ');
    const token = await adminLogin(first);
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

  it("shows a change made through one process in the other's searches and answers within 1 s", async () => {
    const env = await processEnv({ demo: false });
    const first = await spawnServer(env);
    servers.push(first);
    const second = await spawnServer(env);
    servers.push(second);
    const token = await adminLogin(first);
    const admin = async (server: RunningServer, method: string, path: string, body: object) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { job: { _id: string } };
    };
    const titles = async (server: RunningServer) => {
      const response = await fetch(`${server.url}/api/jobs?search=quenwyth`);
      return ((await response.json()) as { jobs: { title: string }[] }).jobs.map((job) => job.title);
    };
    // Both processes have answered (and cached) the search before the change.
    for (const server of [first, second]) expect(await titles(server)).toEqual([]);

    /** Milliseconds from now until `seen` holds, asked every 20 ms (fails after 5 s). */
    const millisUntil = async (seen: () => Promise<boolean>) => {
      const started = performance.now();
      while (!(await seen())) {
        expect(performance.now() - started, 'not seen within 5 s').toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    };

    const form = {
      title: 'Quenwyth Scale Intern',
      company: 'Two Processes Pvt Ltd',
      location: 'Mysuru',
      email: 'hr@two.example.com',
      domain: 'Technology',
      position: 'Intern',
      salary: 8000,
      type: 'Full-time',
      duration: '3 months',
      description: 'Seen by every process.',
      requirements: ['Care'],
      isActive: true,
      featured: false,
      expiryDate: '2099-01-31',
    };
    const { job } = await admin(first, 'POST', '/api/admin/jobs', form);
    const created = await millisUntil(async () => (await titles(second)).includes(form.title));

    await admin(second, 'PUT', `/api/admin/jobs/${job._id}`, { ...form, title: 'Quenwyth Renamed Intern' });
    const renamed = await millisUntil(async () => (await titles(first)).includes('Quenwyth Renamed Intern'));
    const detail = async () =>
      (await (await fetch(`${first.url}/api/jobs/${job._id}`)).json()) as { title: string; isClosed: boolean };
    expect((await detail()).title).toBe('Quenwyth Renamed Intern');

    await admin(second, 'PUT', `/api/admin/jobs/${job._id}`, { isActive: false });
    const closed = await millisUntil(async () => (await detail()).isClosed);
    expect(await titles(first)).toEqual([]);

    for (const ms of [created, renamed, closed]) expect(ms).toBeLessThan(1000);
  });
});
