// Lighthouse (mobile settings: the default emulated phone and simulated slow 4G) on the three public
// pages, with Debian's Chromium, and the gzip size of the JavaScript each page loads.
// Needs a build (npm run build). Usage: npx tsx bench/lighthouse.ts [--runs N] [--language kn|hi]
// (a phone set to that language: the pages start in it and fetch its catalogs and font)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEFAULT_LOG_LEVEL } from '#server/config.js';
import { spawnServer } from '#server/test/spawn-server.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser.js';
import { benchLogFile } from './lib/bench-server.js';
import { gzipBytesOf } from './lib/script-weight.js';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const languageArg = process.argv.indexOf('--language');
const language = languageArg > 0 ? process.argv[languageArg + 1] : 'en';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = await spawnServer(
  {
    DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'app.db')}`,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    ADMIN_PASSWORD: 'bench-admin-password',
    SEED_DEMO: 'true',
    LOG_LEVEL: DEFAULT_LOG_LEVEL,
    NODE_ENV: 'production',
    // Required in production; no page visited here sends mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
  },
  'dist/server/main.js',
  [],
  { logFile: benchLogFile() },
);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS, `--lang=${language}`, `--accept-lang=${language}-IN,${language}`],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lines = [
  '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS gzip KB |',
  '|---|---|---|---|---|---|---|---|---|',
];
try {
  const { jobs } = (await (await fetch(`${server.url}/api/jobs?limit=1`)).json()) as { jobs: { _id: string }[] };
  for (const path of ['/', '/internships', `/internships/${jobs[0]._id}`]) {
    const results: { scores: number[]; lcp: number; tbt: number; cls: number; js: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      const requests = (
        lhr.audits['network-requests'].details as unknown as { items: { url: string; resourceType: string }[] }
      ).items;
      results.push({
        scores: CATEGORIES.map((c) => Math.round((lhr.categories[c].score ?? 0) * 100)),
        lcp: Number(lhr.audits['largest-contentful-paint'].numericValue),
        tbt: Number(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue),
        js: gzipBytesOf(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url)),
      });
      // A metric Lighthouse could not measure comes back without a value: say why rather than print NaN.
      const missing = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].filter(
        (id) => lhr.audits[id].numericValue === undefined,
      );
      if (missing.length > 0 || lhr.runtimeError) {
        const why = lhr.runtimeError?.message ?? missing.map((id) => lhr.audits[id].errorMessage).join('; ');
        console.log(`${path}, run ${run + 1}: ${missing.join(', ') || 'the run'} not measured: ${why}`);
      }
      if (run === 0 && process.argv.includes('--details')) {
        for (const c of CATEGORIES) {
          const failing = lhr.categories[c].auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
          for (const a of failing) console.log(`${path} ${c}: ${a.id} ${a.score} ${a.displayValue ?? ''}`);
        }
      }
    }
    const pick = (f: (r: (typeof results)[number]) => number) => median(results.map(f));
    lines.push(
      `| ${path.startsWith('/internships/') ? '/internships/{id}' : path} | ${CATEGORIES.map((_, i) => pick((r) => r.scores[i])).join(' | ')} | ${pick((r) => r.lcp).toFixed(0)} | ${pick((r) => r.tbt).toFixed(0)} | ${pick((r) => r.cls).toFixed(3)} | ${(pick((r) => r.js) / 1024).toFixed(1)} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile (emulated phone, simulated slow 4G), Debian Chromium\n`,
);
console.log(lines.join('\n'));
