// The gzip size of the JavaScript each public page loads for a first-time visitor on a phone, in each
// language (a phone set to Kannada or Hindi starts in it, fetching its catalogs): every script
// requested until the network has been quiet, lazy chunks preloaded on mount included.
// Quicker than Lighthouse and exact (sizes of the build's .gz files). Needs a build (npm run build).
// Usage: npx tsx bench/page-js.ts [--budget-kb 120] [--budgeted-only] [--list]   (exits 1 when a page is
// over the budget; --budgeted-only leaves out the pages shown for comparison, as CI does; --list names each
// script and its size)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser.js';
import { BENCH_SECRET, startBenchServer } from './lib/bench-server.js';
import { gzipBytesOf } from './lib/script-weight.js';

const budgetArg = process.argv.indexOf('--budget-kb');
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : null;

const server = await startBenchServer(`file:${join(mkdtempSync(join(tmpdir(), 'page-js-')), 'app.db')}`, {
  env: { SEED_DEMO: 'true', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', JWT_SECRET: BENCH_SECRET },
});
const browser = await launchBrowser();
// The budget (issue 7) names the pages Lighthouse measures; /about and /login are shown for comparison.
const BUDGETED = new Set(['/', '/internships', '/internships/{id}']);
const LANGUAGES = ['en', 'kn', 'hi'] as const;
const rows: { path: string; language: string; kb: number; files: number }[] = [];
try {
  const { jobs } = (await (await fetch(`${server.url}/api/jobs?limit=1`)).json()) as { jobs: { _id: string }[] };
  const comparison = process.argv.includes('--budgeted-only') ? [] : ['/about', '/login'];
  for (const language of LANGUAGES)
    for (const path of ['/', '/internships', `/internships/${jobs[0]._id}`, ...comparison]) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        locale: `${language}-IN`,
      });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      rows.push({
        path: path.replace(/\/internships\/.+/, '/internships/{id}'),
        language,
        kb: gzipBytesOf(scripts) / 1024,
        files: scripts.length,
      });
      if (process.argv.includes('--list')) console.log(language, path, scripts.map(describeScript).join(' '));
      await context.close();
    }
} finally {
  await browser.close();
  await server.stop();
}
console.log('| page | language | scripts | JS gzip KB |\n|---|---|---|---|');
for (const { path, language, kb, files } of rows) {
  console.log(`| ${path}${BUDGETED.has(path) ? '' : ' (not budgeted)'} | ${language} | ${files} | ${kb.toFixed(1)} |`);
}
const over = budgetKb === null ? [] : rows.filter((row) => BUDGETED.has(row.path) && row.kb > budgetKb);
if (over.length > 0) {
  console.error(`Over the ${budgetKb} KB budget: ${over.map((row) => `${row.path} (${row.language})`).join(', ')}`);
  process.exit(1);
}

function describeScript(url: string): string {
  return `${new URL(url).pathname.split('/').pop()}:${(gzipBytesOf([url]) / 1024).toFixed(1)}`;
}
