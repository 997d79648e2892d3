import type { Readable } from 'node:stream';
import type { DB } from '../../db/database.js';
import { streamXlsx } from '../../lib/xlsx-stream.js';
import { listUsersAfter } from './admin-users.repo.js';
import { toAdminUser } from './admin-users.service.js';

const BATCH = 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with an apostrophe. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const COLUMNS = [
  ['Name', 'name'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['City', 'currentCity'],
  ['Pin code', 'pinCode'],
  ['Study preference', 'studyPreference'],
  ['Future goals', 'futureGoals'],
  ['12th/PU institution', 'twelfth.institution'],
  ['12th/PU year', 'twelfth.passedYear'],
  ['12th/PU %', 'twelfth.percentage'],
  ['UG institution', 'ug.institution'],
  ['UG course', 'ug.course'],
  ['UG year', 'ug.year'],
  ['UG %', 'ug.percentage'],
  ['PG institution', 'pg.institution'],
  ['PG course', 'pg.course'],
  ['PG year', 'pg.year'],
  ['PG %', 'pg.percentage'],
  ['Academic status', 'currentAcademicStatus'],
  ['Skills', 'skills'],
  ['Keywords', 'keywords'],
  ['Resume', 'resume'],
  ['Applications', 'applicationCount'],
  ['Status', 'status'],
  ['Registered', 'createdAt'],
] as const;

function cells(user: ReturnType<typeof toAdminUser>): (string | number)[] {
  const values: Record<string, string | number> = {
    name: user.name,
    email: user.email,
    phone: user.phone,
    currentCity: user.currentCity,
    pinCode: user.pinCode,
    studyPreference: user.studyPreference,
    futureGoals: user.futureGoals,
    'twelfth.institution': user.twelfthPU.institution,
    'twelfth.passedYear': user.twelfthPU.passedYear,
    'twelfth.percentage': user.twelfthPU.percentage,
    'ug.institution': user.ugDegree.institution,
    'ug.course': user.ugDegree.course,
    'ug.year': user.ugDegree.year,
    'ug.percentage': user.ugDegree.percentage,
    'pg.institution': user.pgMasters.institution,
    'pg.course': user.pgMasters.course,
    'pg.year': user.pgMasters.year,
    'pg.percentage': user.pgMasters.percentage,
    currentAcademicStatus: user.currentAcademicStatus,
    skills: user.skills.join(', '),
    keywords: user.keywords.join(', '),
    resume: user.resume ? 'Yes' : 'No',
    applicationCount: user.applicationCount,
    status: user.isBlocked ? 'Blocked' : 'Active',
    createdAt: user.createdAt,
  };
  return COLUMNS.map(([, key]) => {
    const value = values[key];
    return typeof value === 'string' ? neutralise(value) : value;
  });
}

/** India-time calendar dates (inclusive) to a UTC half-open range. */
export function dateRange(startDate?: string, endDate?: string): { from?: string; to?: string } {
  const toUtc = (date: string, plusDays: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000 - IST_OFFSET_MS).toISOString();
  return { from: startDate ? toUtc(startDate, 0) : undefined, to: endDate ? toUtc(endDate, 1) : undefined };
}

/** `users_data[_from_START][_to_END]_YYYY-MM-DD.xlsx` (spec 001 §7). */
export function exportFilename(startDate?: string, endDate?: string, now = new Date()): string {
  const today = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  return `users_data${startDate ? `_from_${startDate}` : ''}${endDate ? `_to_${endDate}` : ''}_${today}.xlsx`;
}

/** Every student (optionally registered between two dates), read in keyset batches as the file is pulled. */
async function* userRows(db: DB, range: { from?: string; to?: string }): AsyncGenerator<(string | number)[]> {
  let cursor: { createdAt: string; id: string } | null = null;
  for (;;) {
    const rows = await listUsersAfter(db, cursor, { ...range, limit: BATCH });
    for (const row of rows) yield cells(toAdminUser(row));
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

/** The users export as a stream: 100,000 students in flat memory (docs/decisions/0017). */
export function streamUsersWorkbook(db: DB, range: { from?: string; to?: string }): Readable {
  return streamXlsx({
    sheetName: 'Users',
    columns: COLUMNS.map(([header]) => ({ header, width: Math.max(12, header.length + 4) })),
    rows: userRows(db, range),
  });
}
