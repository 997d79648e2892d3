import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { AuditLogTable } from '#server/db/schema.js';

export async function insertAuditEntry(db: DB, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditFilter {
  adminId?: string;
  action?: string;
  /** UTC instants, half-open. */
  from?: string;
  to?: string;
}

/** Newest first, a page after `cursor` (the last entry's time and id). */
export function listAuditEntries(
  db: DB,
  filter: AuditFilter,
  cursor: { createdAt: string; id: string } | null,
  limit: number,
) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
  if (filter.adminId) query = query.where('admin_id', '=', filter.adminId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.createdAt),
        eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  return query.execute();
}

/** Entries older than `before` (the housekeeping round). */
export async function deleteAuditEntriesBefore(db: DB, before: string): Promise<void> {
  await db.deleteFrom('audit_log').where('created_at', '<', before).execute();
}
