import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, spawnServer } from '#server/test/spawn-server.js';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/** The built product (dist/) on a fresh SQLite file with demo data, as `npm start` runs it. */
export type Product = RunningServer & { databaseFile: string; cleanup(): Promise<void> };

export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const databaseFile = join(dir, 'app.db');
  const server = await spawnServer(
    {
      DATABASE_URL: `file:${databaseFile}`,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      // The shedding sees a crowd only past 1,000 requests in one busy stretch, or 10 s busy without a break
      // (docs/decisions/0049, 2026-11-29). These tests share two cores with Chromium, which can keep the
      // server from a CPU for a second: a student's few requests queued behind that read as a crowd and one
      // was refused. The shedding is tested on the product's defaults in server/plugins/load-shedding.test.ts
      // and server/crowd/.
      LOAD_SHED_CROWD: '1000',
      LOAD_SHED_BUSY_FOR_MS: '10000',
      ...env,
    },
    'dist/server/main.js',
  );
  return {
    ...server,
    databaseFile,
    async cleanup() {
      // A product that refused requests as overloaded during a browser test says so in the test's output.
      const refusals = server
        .output()
        .split('\n')
        .filter((line) => line.includes('overloaded'));
      if (refusals.length > 0) console.warn(`the product shed load during this file:\n${refusals.join('\n')}`);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
