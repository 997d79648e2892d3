import type { Config } from './config.js';
import type { DB } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed/seed-demo.js';
import { ensureFirstAdmin } from './modules/admins/admins.service.js';
import { ensureSettings } from './modules/settings/settings.service.js';

export interface BootReport {
  migrationsApplied: string[];
  generatedAdminPassword: string | null;
  seeded: { internships: number; globalJobs: number };
}

/** Everything a fresh or existing database needs before serving: migrations, settings, first admin, demo data. */
export async function prepareDatabase(db: DB, config: Config): Promise<BootReport> {
  const migrationsApplied = await migrateToLatest(db);
  await ensureSettings(db);
  const admin = await ensureFirstAdmin(db, config.admin);
  const seeded = config.seedDemo ? await seedDemoData(db) : { internships: 0, globalJobs: 0 };
  return { migrationsApplied, generatedAdminPassword: admin?.generatedPassword ?? null, seeded };
}
