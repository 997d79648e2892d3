import { readFileSync } from 'node:fs';
import { createInflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSheet } from '#bench/lib/spreadsheet.js';
import { adminToken, uploadSheet } from '../test/crowd-kit.js';
import { freshProcessDatabase, type ProcessDatabase } from '../test/process-database.js';
import { type RunningServer, spawnServer } from '../test/spawn-server.js';
import { lyingSpreadsheetBomb } from '../test/zip-bomb.js';

// Security findings: an .xlsx of 3.1 MB whose zip headers declare 1,000 bytes per part unpacked to
// 3.2 GB; the server grew to 3.3 GB and shed everything for 42 s. The product as a process, measured
// from outside: the answer, the process's peak memory, and its health check meanwhile.
const ADMIN_PASSWORD = 'bomb-test-admin-password';
/** The process's peak resident memory so far (MB), as the kernel counts it. */
const peakMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

describe('a spreadsheet whose zip lies about its size', () => {
  let database: ProcessDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await freshProcessDatabase('sqlite');
    server = await spawnServer({
      DATABASE_URL: database.url,
      JWT_SECRET: 'bomb-secret-bomb-secret-bomb-secret-bomb-secret',
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('is the file of the finding: about 3 MB, its sheet unpacking to more than 1 GB (then we stop counting)', async () => {
    const bomb = lyingSpreadsheetBomb();
    expect(bomb.length / 1024 / 1024).toBeGreaterThan(2.9);
    expect(bomb.length / 1024 / 1024).toBeLessThan(3.5);
    const name = 'xl/worksheets/sheet1.xml';
    const start = bomb.indexOf(name) + name.length;
    let unpacked = 0;
    const inflate = createInflateRaw();
    await new Promise<void>((resolve, reject) => {
      inflate.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        if (unpacked > 1024 ** 3) {
          inflate.destroy();
          resolve();
        }
      });
      inflate.on('error', reject);
      inflate.on('end', resolve);
      inflate.end(bomb.subarray(start));
    });
    expect(unpacked).toBeGreaterThan(1024 ** 3);
  }, 30_000);

  it('is refused with a clear 400 within 2 s, the process grows by at most 100 MB, and health answers throughout', async () => {
    const token = await adminToken(server.url, ADMIN_PASSWORD);
    // A sheet of 10 rows first: the worker thread that reads sheets starts on the first upload (about 50 MB
    // here, where it loads its code from the TypeScript sources), whatever the file; what is measured is
    // what the bomb adds.
    expect((await uploadSheet(server.url, token, await importSheet(10))).status).toBe(200);
    const before = peakMb(server.pid);
    const health: number[] = [];
    let uploading = true;
    const checking = (async () => {
      while (uploading) {
        const started = performance.now();
        const answer = await fetch(`${server.url}/api/health`);
        await answer.arrayBuffer();
        health.push(answer.status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answer = await uploadSheet(server.url, token, lyingSpreadsheetBomb());
    uploading = false;
    await checking;
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/unpacks to far more than it holds|too large when unpacked/);
    expect(answer.ms).toBeLessThan(2000);
    expect(peakMb(server.pid) - before).toBeLessThanOrEqual(100);
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(1000);
  }, 60_000);
});
