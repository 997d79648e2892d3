import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.js';
import { prepareDatabase } from '../boot.js';
import { type Config, loadConfig } from '../config.js';
import type { DialectName } from '../db/dialect.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_ADMIN = { username: 'admin', password: 'admin-password-1', email: 'admin@example.com' };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'file::memory:',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_EMAIL: TEST_ADMIN.email,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // A test shares its process's event loop with the app: its own heavy set-up (building a zip bomb)
    // would read as a crowd. Shedding is tested where a test turns it on, and in servers started as
    // processes (the browser and crowd tests), which keep the product's defaults.
    LOAD_SHED_MAX_QUEUE_WAIT_MS: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** A migrated database of `dialect` and an app built on it (no port opened; use app.inject). */
export async function createTestApp(
  dialect: DialectName,
  options: Partial<BuildAppOptions> & {
    env?: Record<string, string>;
    /** Register extra (test-only) routes before the app is ready. */
    configure?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = testConfig(options.env);
  await prepareDatabase(database.db, config);
  const { env: _env, configure, ...buildOptions } = options;
  const app = await buildApp({ config, database, logger: false, ...buildOptions });
  await configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}
