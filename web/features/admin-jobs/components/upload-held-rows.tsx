import type { THeldRow } from '#shared/schemas/admin-jobs.js';
import { describeRiskFlags } from './risk-badges.js';

/**
 * The rows an import held for review, with their reasons (docs/decisions/0038): they went in inactive;
 * the rest of the sheet is live. The answer lists the first few hundred and counts them all.
 */
export function UploadHeldRows({ count, rows }: { count: number; rows: THeldRow[] }) {
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-900">
        {count} held for review. {count === 1 ? 'It is' : 'They are'} inactive until you publish{' '}
        {count === 1 ? 'it' : 'them'} from the list (Held for review).
      </p>
      <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto text-sm text-amber-900">
        {rows.map((row) => (
          <li key={row.row}>
            <span className="font-semibold">Row {row.row}</span> · {row.title}: {describeRiskFlags(row.riskFlags)}
          </li>
        ))}
      </ul>
      {rows.length < count && <p className="mt-1 text-xs text-amber-800">and {count - rows.length} more.</p>}
    </div>
  );
}
