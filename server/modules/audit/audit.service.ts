import type { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import type { AuditLogTable } from '#server/db/schema.js';
import { fromJson } from '#server/lib/json-column.js';
import { streamXlsx } from '#server/lib/xlsx-stream.js';
import type { TAuditEntry, TAuditPage, TAuditQuery } from '#shared/schemas/audit.js';
import { dateRange } from '../admin-users/users-export.js';
import { type AuditFilter, listAuditEntries } from './audit.repo.js';
import { AUDIT_COLUMNS } from './audit-rows.js';

function detailsOf(stored: string): Record<string, unknown> {
  const value = fromJson<unknown>(stored, {});
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}

export function toAuditEntry(row: Selectable<AuditLogTable>): TAuditEntry {
  return {
    _id: row.id,
    adminId: row.admin_id,
    adminName: row.admin_name,
    action: row.action,
    target: row.target,
    details: detailsOf(row.details),
    ip: row.ip,
    createdAt: row.created_at,
  };
}

const filterOf = (query: Pick<TAuditQuery, 'adminId' | 'action' | 'from' | 'to'>): AuditFilter => {
  const { from, to } = dateRange(query.from, query.to);
  return { adminId: query.adminId, action: query.action, from, to };
};

const encodeCursor = (row: { created_at: string; id: string }) =>
  Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
function decodeCursor(cursor?: string) {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return createdAt && id ? { createdAt, id } : null;
}

export async function listAudit(db: DB, query: TAuditQuery): Promise<TAuditPage> {
  const { limit } = query;
  const rows = await listAuditEntries(db, filterOf(query), decodeCursor(query.cursor), limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { entries: page.map(toAuditEntry), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

const BATCH = 1000;

async function* auditRowsXml(deps: Pick<AppDeps, 'db' | 'workers'>, filter: AuditFilter): AsyncGenerator<string> {
  let cursor: { createdAt: string; id: string } | null = null;
  let firstRowNumber = 2;
  for (;;) {
    const rows = await listAuditEntries(deps.db, filter, cursor, BATCH);
    if (rows.length > 0) yield await deps.workers.run('renderAuditRows', { rows, firstRowNumber });
    firstRowNumber += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

/** The log (filtered as on the page) as a workbook, streamed: rows read in batches, each made into XML in a worker. */
export function streamAuditWorkbook(
  deps: Pick<AppDeps, 'db' | 'workers'>,
  query: Pick<TAuditQuery, 'adminId' | 'action' | 'from' | 'to'>,
): Readable {
  return streamXlsx({
    sheetName: 'Audit log',
    columns: AUDIT_COLUMNS.map(([header, width]) => ({ header, width })),
    rows: auditRowsXml(deps, filterOf(query)),
  });
}
