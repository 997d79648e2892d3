import { ZJobInput } from '../../../shared/schemas/admin-jobs.js';
import type { DB } from '../../db/database.js';
import { AppError, badRequest, type RowProblem } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { toJobColumns } from '../admin-jobs/admin-jobs.mapper.js';
import { insertJobs } from '../admin-jobs/admin-jobs.repo.js';
import { findAdminById } from '../admins/admins.repo.js';
import { storeFile } from '../files/uploads.js';
import { type Cell, readFirstSheet } from './sheet-reader.js';

// DECISIONS → Internships: the columns, header names case-insensitive.
export const IMPORT_COLUMNS = [
  'title',
  'company',
  'location',
  'domain',
  'position',
  'salary',
  'description',
  'requirements',
  'duration',
  'type',
  'email',
] as const;
const REQUIRED = ['title', 'company', 'location', 'domain', 'position', 'salary', 'description', 'duration'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

const text = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

function headerIndex(header: Cell[]): Map<Column, number> {
  const index = new Map<Column, number>();
  header.forEach((cell, i) => {
    const name = text(cell).toLowerCase() as Column;
    if ((IMPORT_COLUMNS as readonly string[]).includes(name) && !index.has(name)) index.set(name, i);
  });
  const missing = REQUIRED.filter((column) => !index.has(column));
  if (missing.length > 0)
    throw badRequest(`The sheet is missing the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  return index;
}

/** Check every row first; any problem means nothing is imported, and every problem is reported. */
export function validateRows(rows: Cell[][]) {
  if (rows.length < 2) throw badRequest('The sheet has no internships under its header row');
  const index = headerIndex(rows[0]);
  const problems: RowProblem[] = [];
  const valid = rows.slice(1).flatMap((row, i) => {
    const rowNumber = i + 2;
    const get = (column: Column) => (index.has(column) ? text(row[index.get(column) as number]) : '');
    const salaryText = get('salary').replace(/[₹,\s]/g, '');
    const parsed = ZJobInput.safeParse({
      title: get('title'),
      company: get('company'),
      location: get('location'),
      domain: get('domain'),
      position: get('position'),
      salary: salaryText === '' ? undefined : Number.isNaN(Number(salaryText)) ? salaryText : Number(salaryText),
      description: get('description'),
      requirements: get('requirements')
        .split(/\r?\n/)
        .map((r) => r.trim())
        .filter(Boolean),
      duration: get('duration'),
      type: get('type') || undefined,
      email: get('email'),
    });
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) {
      problems.push({ row: rowNumber, column: String(issue.path[0] ?? ''), reason: issue.message });
    }
    return [];
  });
  return { valid, problems };
}

/** One transaction: the stored file, its upload record and every internship, or nothing. */
export async function importJobs(db: DB, adminId: string, file: { filename: string; data: Buffer }) {
  const rows = await readFirstSheet(file.data);
  const { valid, problems } = validateRows(rows);
  if (problems.length > 0) {
    const badRows = new Set(problems.map((p) => p.row)).size;
    throw new AppError(
      'BAD_REQUEST',
      `${badRows} row${badRows === 1 ? ' has' : 's have'} problems; nothing was imported`,
      { errors: problems },
    );
  }
  const admin = await findAdminById(db, adminId);
  const now = nowIso();
  const uploadId = newId();
  await db.transaction().execute(async (trx) => {
    const fileId = await storeFile(trx, 'spreadsheet', {
      filename: file.filename,
      contentType: file.filename.toLowerCase().endsWith('.xls')
        ? 'application/vnd.ms-excel'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: file.data,
    });
    await trx
      .insertInto('excel_uploads')
      .values({
        id: uploadId,
        original_name: file.filename,
        file_id: fileId,
        jobs_created: valid.length,
        uploaded_by: adminId,
        uploaded_by_username: admin?.username ?? 'admin',
        created_at: now,
      })
      .execute();
    await insertJobs(
      trx,
      valid.map((input, i) => ({
        id: newId(),
        ...toJobColumns({ ...input, expiryDate: input.expiryDate ?? null }),
        upload_id: uploadId,
        // Keep the sheet's order: the first row is the newest.
        created_at: new Date(Date.parse(now) - i).toISOString(),
        updated_at: now,
      })),
    );
  });
  return { message: `Successfully imported ${valid.length} jobs`, jobsCreated: valid.length };
}
