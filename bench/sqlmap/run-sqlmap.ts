// One sqlmap run against one marked parameter, in batch mode, and what its output says.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { Target } from './targets.js';

export type Verdict = 'not injectable' | 'INJECTABLE' | 'error';

export interface SqlmapResult {
  target: Target;
  verdict: Verdict;
  seconds: number;
  requests: number;
  /** The line that decided the verdict (or the output's tail on error). */
  evidence: string;
}

export interface SqlmapOptions {
  base: string;
  token: string;
  dbms: 'SQLite' | 'PostgreSQL';
  outputDir: string;
  level: number;
  risk: number;
  technique: string;
  timeoutSeconds: number;
}

export function sqlmapArgs(target: Target, o: SqlmapOptions): string[] {
  const args = [
    '-u',
    `${o.base}${target.path}`,
    '--method',
    target.method,
    `--headers=Authorization: Bearer ${o.token}`,
    '--batch',
    '--flush-session',
    `--level=${o.level}`,
    `--risk=${o.risk}`,
    `--technique=${o.technique}`,
    `--dbms=${o.dbms}`,
    // A folder per run: sqlmap keeps one session file per host, and parallel runs would share it.
    `--output-dir=${mkdtempSync(join(o.outputDir, 'run-'))}`,
    '--disable-coloring',
    '--timeout=30',
    '--retries=1',
    // Our answers are JSON: sqlmap's default HTML-oriented heuristics add nothing but requests.
    '--skip-waf',
    // A refused base request (wrong password 401, someone else's resume 403, 404) is the route's real
    // answer: sqlmap must keep comparing pages instead of giving up on the target.
    '--ignore-code=401,403,404',
    '-v',
    '1',
  ];
  if (target.body !== undefined) args.push(`--data=${target.body}`);
  return args;
}

/** sqlmap's own words: a found injection point, or every tested parameter cleared. */
export function verdictOf(output: string): { verdict: Verdict; evidence: string } {
  const lines = output.split('\n');
  const found = lines.find((l) => /identified the following injection point|is vulnerable\./.test(l));
  if (found)
    return {
      verdict: 'INJECTABLE',
      evidence: found
        .replace(/^\[[\d:]+\] \[\w+\] /, '')
        .replace(/ Do you want.*/, '')
        .trim(),
    };
  const clear = lines.find((l) => /do not appear to be injectable|does not seem to be injectable/.test(l));
  if (clear && !/CRITICAL\] (connection|unable to connect)/.test(output)) {
    return { verdict: 'not injectable', evidence: clear.replace(/^\[[\d:]+\] /, '').trim() };
  }
  return {
    verdict: 'error',
    evidence: lines
      .filter((l) => /CRITICAL|ERROR|WARNING/.test(l))
      .slice(-5)
      .join('\n'),
  };
}

export function runSqlmap(target: Target, options: SqlmapOptions): Promise<SqlmapResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', sqlmapArgs(target, options), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutSeconds * 1000);
    child.on('close', () => {
      clearTimeout(timer);
      const requests = Number(output.match(/total of (\d+) HTTP\(s\) requests/)?.[1] ?? 0);
      resolve({ target, ...verdictOf(output), seconds: (performance.now() - started) / 1000, requests });
    });
  });
}
