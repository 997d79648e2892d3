// The README's test command (npm test): Vitest's three projects (vitest.config.ts) in two steps.
//
// 1. The timed files, one at a time, beside the web's component tests at the lowest CPU priority. A timed
//    file measures the product under load and needs the machine to itself, but it seldom keeps both cores
//    busy; the component tests (in-process: no database, no port, no child process) take only the CPU it
//    leaves. Starved for seconds at times, they wait longer (TESTS_AT_LOW_PRIORITY, web/test/setup-dom.ts).
// 2. The rest of the server's tests, with the machine to themselves.
//
// Given arguments (a file, a filter, --project), it is plain `vitest run` with them. docs/decisions/0049.
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';

const vitest = join(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs');

/**
 * `vitest run` with `args`: its exit code, and its output if kept (`keep`: printed later, so that two runs
 * at once do not cut into each other); otherwise the output goes to this process's at once.
 */
function run(args, { keep = false, lowPriority = false } = {}) {
  const env = lowPriority ? { ...process.env, TESTS_AT_LOW_PRIORITY: '1' } : process.env;
  const child = spawn(process.execPath, [vitest, 'run', ...args], {
    env,
    stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  // The workers Vitest forks later inherit the priority.
  if (lowPriority) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  const kept = [];
  if (keep) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => kept.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(kept) })),
  );
}

const given = process.argv.slice(2);
if (given.length > 0) process.exit((await run(given)).code);

// A hang guard only: a starved component test is slow, not wrong.
const webArgs = ['--project', 'web', '--test-timeout', '120000'];
const [timed, web] = await Promise.all([run(['--project', 'timed']), run(webArgs, { keep: true, lowPriority: true })]);
process.stdout.write(web.output);
const rest = await run(['--project', 'rest']);
const failed = Object.entries({ timed, web, rest }).filter(([, { code }]) => code !== 0);
if (failed.length > 0) console.error(`\nnpm test: the ${failed.map(([name]) => name).join(' and ')} tests failed`);
process.exit(failed.length > 0 ? 1 : 0);
