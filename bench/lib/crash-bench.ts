import type { DialectName } from '#server/db/dialect.js';

/** `--name 12` on the command line, or the fallback. */
export function numberFlag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

/** SQLite always; PostgreSQL too with `--postgres URL` (a schema of its own is made there and dropped). */
export function crashTargets(): { dialect: DialectName; baseUrl?: string }[] {
  const at = process.argv.indexOf('--postgres');
  const postgres = at > 0 ? process.argv[at + 1] : undefined;
  if (at > 0 && !postgres?.startsWith('postgres')) throw new Error('--postgres needs a URL (postgres://…)');
  return [{ dialect: 'sqlite' }, ...(postgres ? [{ dialect: 'postgres' as const, baseUrl: postgres }] : [])];
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
