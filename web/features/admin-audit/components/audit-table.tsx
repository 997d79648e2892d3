import { DataTable, Td, Th } from '#web/components/admin/table.js';
import { formatDateTime } from '#web/lib/india-dates.js';
import type { TAuditEntry } from '../api/get-audit-log.js';
import { AuditDetails } from './audit-details.js';

export type AuditListProps = { entries: TAuditEntry[] };

export function AuditTable({ entries }: AuditListProps) {
  return (
    <DataTable caption="Activity log">
      <thead>
        <tr>
          <Th>Time</Th>
          <Th>Administrator</Th>
          <Th>Action</Th>
          <Th>On</Th>
          <Th>Address</Th>
          <Th>Details</Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id} className="align-top hover:bg-slate-50">
            <Td className="align-top whitespace-nowrap">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </Td>
            <Td className="align-top whitespace-nowrap font-medium text-slate-900">{entry.adminName}</Td>
            <Td className="align-top">{entry.action}</Td>
            <Td className="max-w-36 align-top break-all whitespace-normal">{entry.target || '–'}</Td>
            <Td className="align-top whitespace-nowrap tabular-nums">{entry.ip}</Td>
            <Td className="min-w-48 align-top whitespace-normal">
              <AuditDetails details={entry.details} />
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
