import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './smtp-sink.js';
import { spawnServer } from './spawn-server.js';

// Two test files at once each pick a free port and hand it to a product that binds it seconds later: one
// may take the other's. The product that lost must not be reported started at the other's address
// (a registration test once sent its code through another file's product, and its mail never came).

/**
 * Each test starts the product, the first one twice (its first start loses the port): a few seconds each
 * alone, over 20 s in all once while the whole suite ran on a slow machine.
 */
const STARTING = 90_000;

const dir = mkdtempSync(join(tmpdir(), 'spawn-'));
let other: Server;
afterAll(async () => {
  await new Promise((resolve) => other?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it(
  'starts on a port of its own when the one picked was taken by another product meanwhile',
  async () => {
    // "Another product": it answers /api/health on the port this one is given first.
    other = createServer((_request, response) => response.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const taken = (other.address() as AddressInfo).port;
    const picks = [taken];

    const server = await spawnServer(
      {
        DATABASE_URL: `file:${join(dir, 'app.db')}`,
        JWT_SECRET: 'spawn-server-secret-spawn-server-secret',
        ADMIN_PASSWORD: 'spawn-server-password',
        SEED_DEMO: 'false',
      },
      undefined,
      [],
      { pickPort: async () => picks.shift() ?? freePort() },
    );
    try {
      expect(new URL(server.url).port).not.toBe(String(taken));
      const settings = await fetch(`${server.url}/api/settings/public`);
      expect(settings.status).toBe(200);
      expect(server.output()).toContain(`Site:      ${server.url}`);
    } finally {
      await server.stop();
    }
  },
  STARTING,
);

it(
  "writes the product's output to a file when given one, as a deployment's log, and reads it from there",
  async () => {
    const logFile = join(dir, 'server.log');
    const server = await spawnServer(
      {
        DATABASE_URL: `file:${join(dir, 'logged.db')}`,
        JWT_SECRET: 'spawn-server-secret-spawn-server-secret',
        ADMIN_PASSWORD: 'spawn-server-password',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      undefined,
      [],
      { logFile },
    );
    try {
      expect((await fetch(`${server.url}/api/jobs?search=logged`)).status).toBe(200);
      // The request's line is written as its answer ends, which may be just after the client has it.
      await expect.poll(() => readFileSync(logFile, 'utf8')).toContain('/api/jobs?search=logged');
      const written = readFileSync(logFile, 'utf8');
      expect(written).toContain(`Site:      ${server.url}`);
      expect(server.output()).toBe(written);
    } finally {
      await server.stop();
    }
  },
  STARTING,
);
