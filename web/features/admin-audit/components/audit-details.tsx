import type { TAuditEntry } from '../api/get-audit-log.js';
import { detailLines } from '../utils/audit-details.js';

/** An entry's details: an edit's changes as "field: before → after", anything else as "key: value". */
export function AuditDetails({ details }: Pick<TAuditEntry, 'details'>) {
  const lines = detailLines(details);
  if (lines.length === 0) return <span className="text-slate-400">–</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs break-words text-slate-600">
      {lines.map((line) => (
        <li key={line.key} title={line.full !== line.text ? line.full : undefined}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
