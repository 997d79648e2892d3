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
 * `vitest run` with `args`: its exit code and its output (kept unless `output` is 'inherit'). The output
 * goes to this process's at once, unless `output` is 'hold' (printed later by the caller, so that two runs
 * at once do not cut into each other).
 */
function run(args, { output = 'tee', lowPriority = false } = {}) {
  const env = lowPriority ? { ...process.env, TESTS_AT_LOW_PRIORITY: '1' } : process.env;
  const stdio = output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'];
  const child = spawn(process.execPath, [vitest, 'run', ...args], { env, stdio });
  // The workers Vitest forks later inherit the priority.
  if (lowPriority) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  const kept = [];
  if (output !== 'inherit') {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        kept.push(chunk);
        if (output === 'tee') out.write(chunk);
      });
    }
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(kept) })),
  );
}

/**
 * What a failed run said of its failures: Vitest's "Failed Tests" section to the end, or the last lines
 * if it has none (a crash). Printed again at the end, where a log cut to its tail still shows it.
 */
function failures(output) {
  const text = output.toString();
  const at = text.search(/Failed Tests|Failed Suites|Unhandled Errors?/);
  return at >= 0 ? text.slice(Math.max(0, text.lastIndexOf('\n', at))) : text.split('\n').slice(-80).join('\n');
}

const given = process.argv.slice(2);
if (given.length > 0) process.exit((await run(given, { output: 'inherit' })).code);

// A hang guard only: a starved component test is slow, not wrong.
const webArgs = ['--project', 'web', '--test-timeout', '120000'];
const [timed, web] = await Promise.all([
  run(['--project', 'timed']),
  run(webArgs, { output: 'hold', lowPriority: true }),
]);
process.stdout.write(web.output);
const rest = await run(['--project', 'rest']);
const failed = Object.entries({ timed, web, rest }).filter(([, { code }]) => code !== 0);
for (const [name, { output }] of failed)
  process.stderr.write(`\nnpm test: the ${name} tests failed:\n${failures(output)}\n`);
if (failed.length > 0) console.error(`\nnpm test: the ${failed.map(([name]) => name).join(' and ')} tests failed`);
process.exit(failed.length > 0 ? 1 : 0);
