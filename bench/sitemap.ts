// The sitemap at 100,000 open listings (docs/decisions/0044): how long counting them and building one
// file of 50,000 take, and the longest the event loop waited meanwhile (the reads go a chunk at a time).
// A fresh SQLite file in a temp folder, in the default configuration.
// Usage: npx tsx bench/sitemap.ts [listings]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createDatabase } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { newId } from '#server/lib/ids.js';
import { buildSitemapPage, planSitemap, SITEMAP_PAGE_SIZE } from '#server/modules/pages/sitemap.js';

const LISTINGS = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'sitemap-bench-'));
const { db, destroy } = createDatabase(`file:${join(dir, 'bench.db')}`);
await migrateToLatest(db);

const now = Date.now();
for (let start = 0; start < LISTINGS; start += 1_000) {
  const rows = Array.from({ length: Math.min(1_000, LISTINGS - start) }, (_, i) => ({
    id: newId(),
    title: `Intern ${start + i}`,
    company: 'Acme',
    location: 'Bengaluru',
    domain: 'Technology',
    position: 'Intern',
    duration: '3 months',
    salary: 10_000,
    description: 'Work.',
    expiry_date: new Date(now + 30 * 86_400_000).toISOString(),
    created_at: new Date(now).toISOString(),
    updated_at: new Date(now).toISOString(),
  }));
  await db.insertInto('internships').values(rows).execute();
}

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let started = performance.now();
const plan = await planSitemap(db, SITEMAP_PAGE_SIZE);
const planMs = performance.now() - started;
started = performance.now();
const xml = await buildSitemapPage(db, { publicUrl: 'https://example.in', afterId: '', pageSize: SITEMAP_PAGE_SIZE });
const pageMs = performance.now() - started;
delay.disable();
started = performance.now();
const gzipped = gzipSync(xml);
const gzipMs = performance.now() - started;

console.log(`${plan.total} open listings, ${plan.starts.length} files`);
console.log(`plan (count and page starts): ${planMs.toFixed(0)} ms`);
console.log(`one file of ${SITEMAP_PAGE_SIZE}: ${pageMs.toFixed(0)} ms, ${(xml.length / 1e6).toFixed(1)} MB`);
console.log(
  `longest event-loop wait meanwhile: ${(delay.max / 1e6).toFixed(1)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms)`,
);
console.log(
  `gzip (on the thread pool in the server): ${gzipMs.toFixed(0)} ms, ${(gzipped.length / 1e6).toFixed(2)} MB`,
);
await destroy();
rmSync(dir, { recursive: true, force: true });
