import { randomUUID } from 'node:crypto';

/** Ids are made in application code so both dialects behave the same (ARCHITECTURE.md). */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}

/** ISO-8601 UTC text; sorts the same as time on both dialects. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
