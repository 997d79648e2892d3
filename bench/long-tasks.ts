// The main thread's long tasks while a phone loads and takes over each public page (docs/decisions/0051):
// Chromium's trace of the load with its CPU four times slower (Lighthouse's phone), each task over 50 ms
// from the entry's first step on, with what it spent its time on, and their blocking time (the part of each
// over 50 ms, as Lighthouse sums it). Lighthouse simulates from an unthrottled run; this measures the
// throttled one, so it names the tasks Lighthouse's score leaves unnamed. Needs a build (npm run build).
// Usage: npx tsx bench/long-tasks.ts [--runs N] [--page /internships]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser.js';
import { BENCH_SECRET, startBenchServer } from './lib/bench-server.js';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(arg('--runs') ?? 3);
const onlyPage = arg('--page');

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { url?: string } };
};
/** What a long task spent its time on: the trace's names for script, style, layout and paint. */
const PARTS = [
  'v8.evaluateModule',
  'TimerFire',
  'RunMicrotasks',
  'EvaluateScript',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
];

function longTasks(events: TraceEvent[]) {
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = events.filter((e) => e.pid === thread?.pid && e.tid === thread?.tid && e.ph === 'X');
  // From the entry's first evaluation on: the tasks before it are the browser's own (parsing, the first layout).
  const firstScript = main.find((e) => e.name === 'v8.evaluateModule')?.ts ?? 0;
  return main
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts + (e.dur ?? 0) >= firstScript)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      // The first event of each kind inside the task, with the script it ran where the trace names one.
      const parts = new Map<string, { ms: number; url?: string }>();
      for (const e of main)
        if (PARTS.includes(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && !parts.has(e.name))
          parts.set(e.name, { ms: (e.dur ?? 0) / 1000, url: e.args?.data?.url?.split('/').pop() });
      return { at: (task.ts - firstScript) / 1000, ms: (task.dur ?? 0) / 1000, parts };
    });
}

const server = await startBenchServer(`file:${join(mkdtempSync(join(tmpdir(), 'long-tasks-')), 'app.db')}`, {
  env: { SEED_DEMO: 'true', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', JWT_SECRET: BENCH_SECRET },
});
const browser = await launchBrowser();
try {
  const { jobs } = (await (await fetch(`${server.url}/api/jobs?limit=1`)).json()) as { jobs: { _id: string }[] };
  const pages = ['/', '/internships', '/internships/{id}'].filter((path) => !onlyPage || path === onlyPage);
  for (const path of pages) {
    const url = `${server.url}${path.replace('{id}', jobs[0]._id)}`;
    const totals: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
      });
      await page.goto(url);
      // A fixed wait, not a polling one: a test's polling script would be a task of its own in the trace.
      await page.waitForTimeout(8000);
      const trace = await browser.stopTracing();
      if ((await page.evaluate(() => document.documentElement.dataset.app)) !== 'started')
        throw new Error(`${path}: the app had not taken the page over after 8 s`);
      await context.close();
      const tasks = longTasks((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
      const blocking = tasks.reduce((sum, task) => sum + task.ms - 50, 0);
      totals.push(blocking);
      console.log(`${path} run ${run + 1}: blocking ${blocking.toFixed(0)} ms`);
      for (const task of tasks) {
        const parts = [...task.parts]
          .map(([name, { ms, url }]) => `${name.replace('v8.', '')}${url ? ` ${url}` : ''} ${ms.toFixed(0)}`)
          .join(', ');
        console.log(`   ${task.at.toFixed(0)} ms after the entry started: ${task.ms.toFixed(0)} ms (${parts})`);
      }
    }
    const sorted = [...totals].sort((a, b) => a - b);
    console.log(`${path}: blocking over 50 ms, median of ${runs}: ${sorted[Math.floor(runs / 2)].toFixed(0)} ms\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
