import { formatDateTime } from '#web/lib/india-dates.js';
import { AuditDetails } from './audit-details.js';
import type { AuditListProps } from './audit-table.js';

/** The activity log as cards on a phone. */
export function AuditCards({ entries }: AuditListProps) {
  return (
    <ul aria-label="Activity log" className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <li key={entry._id} className="space-y-2 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">{entry.action}</p>
            <time dateTime={entry.createdAt} className="shrink-0 text-xs text-slate-500">
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          <p className="text-sm break-all text-slate-600">
            {entry.adminName} · on {entry.target || '–'} · from {entry.ip}
          </p>
          <AuditDetails details={entry.details} />
        </li>
      ))}
    </ul>
  );
}
