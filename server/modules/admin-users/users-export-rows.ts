import { rowsXml } from '#server/lib/xlsx-stream.js';
import type { listUsersAfter } from './admin-users.repo.js';
import { toAdminUser } from './admin-users.service.js';

export type UserExportRow = Awaited<ReturnType<typeof listUsersAfter>>[number];

export const EXPORT_COLUMNS = [
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
  // Every text goes out as an inline string cell (xlsx-stream.ts), which a spreadsheet shows as text and
  // never runs as a formula: "=HYPERLINK(…)" and "+91 98…" read back exactly as stored, no prefix.
  return EXPORT_COLUMNS.map(([, key]) => values[key]);
}

/** Where the batch after `rows` starts: its last student's (created_at, id); null after an empty batch. */
export function cursorAfter(rows: UserExportRow[]): { createdAt: string; id: string } | null {
  const last = rows.at(-1);
  return last ? { createdAt: last.created_at, id: last.id } : null;
}

/** The sheet rows of a batch of students, numbered from `firstRowNumber`. Runs in a worker (server/workers). */
export function renderUserRows({ rows, firstRowNumber }: { rows: UserExportRow[]; firstRowNumber: number }): string {
  return rowsXml(
    rows.map((row) => cells(toAdminUser(row))),
    firstRowNumber,
  );
}
