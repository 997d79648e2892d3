import type { Selectable } from 'kysely';
import type { AuditLogTable } from '#server/db/schema.js';
import { rowsXml } from '#server/lib/xlsx-stream.js';

export const AUDIT_COLUMNS = [
  ['Time (UTC)', 24],
  ['Administrator', 18],
  ['Action', 30],
  ['On', 34],
  ['Address', 18],
  ['Details', 80],
] as const;

/** The sheet rows of a batch of log entries, numbered from `firstRowNumber`. Runs in a worker (server/workers). */
export function renderAuditRows({
  rows,
  firstRowNumber,
}: {
  rows: Selectable<AuditLogTable>[];
  firstRowNumber: number;
}): string {
  return rowsXml(
    rows.map((row) => [row.created_at, row.admin_name, row.action, row.target, row.ip, row.details]),
    firstRowNumber,
  );
}
