import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { type BootReport, prepareDatabase } from './boot.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { createWorkerPool } from './workers/worker-pool.js';

function findWebRoot(): string | null {
  // dist/server/main.js -> dist/web; server/main.ts run by tsx -> dist/web
  const candidates = [new URL('../web/', import.meta.url), new URL('../dist/web/', import.meta.url)];
  const found = candidates.map((url) => fileURLToPath(url)).find((dir) => existsSync(`${dir}index.html`));
  return found ?? null;
}

function printBanner(config: Config, report: BootReport, mailDescription: string, hasWeb: boolean): void {
  const database = config.databaseUrl.startsWith('file:') ? `SQLite ${config.databaseUrl.slice(5)}` : 'PostgreSQL';
  const lines = [
    '',
    `  Site:      ${config.publicUrl}${hasWeb ? '' : '  (web app not built: run npm run build)'}`,
    `  API docs:  ${config.publicUrl}/api/docs`,
    `  Database:  ${database}`,
    `  Mail:      ${mailDescription}`,
    `  Admin:     ${config.publicUrl}/admin/login  (username: ${config.admin.username})`,
  ];
  if (report.generatedAdminPassword) {
    lines.push(`  Admin password (generated, shown once): ${report.generatedAdminPassword}`);
    lines.push('  Set ADMIN_PASSWORD to choose your own on a fresh database.');
  }
  if (report.seeded.internships > 0) {
    lines.push(`  Demo data: ${report.seeded.internships} internships, ${report.seeded.globalJobs} global jobs loaded`);
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = createDatabase(config.databaseUrl, { checkpointInBackground: true });
  const report = await prepareDatabase(database.db, config);
  const webRoot = findWebRoot();
  // Threads start on first use and end after a minute idle: one kept ready held 8–20 MB all the time for
  // half a second saved on the first upload after a quiet minute (docs/decisions/0058).
  const workers = createWorkerPool();
  const app = await buildApp({
    config,
    database,
    webRoot,
    startMailSender: true,
    checkLinks: true,
    sendAlerts: true,
    workers,
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await workers.destroy();
    await database.destroy();
  });

  // A crowd that connects at once waits in the kernel's queue instead of being dropped (Node's default
  // backlog is 511; a dropped connection attempt is retried by the client only after a second or more).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  printBanner(config, report, app.mailTransport.description, webRoot !== null);
}

main().catch((error) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
