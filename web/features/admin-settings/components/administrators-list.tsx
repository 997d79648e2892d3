import { ShieldCheck } from 'lucide-react';
import type { TAdministrator } from '#shared/schemas/admins.js';
import { Badge } from '#web/components/admin/badge.js';
import { Button } from '#web/components/ui/button.js';
import { formatDate } from '#web/lib/india-dates.js';

const LAST_ADMIN_REASON_ID = 'last-admin-reason';

/**
 * The administrators, one level as the spec has (docs/decisions/0037); each can be removed but the last,
 * whose button is disabled with the reason beside it.
 */
export function AdministratorsList({
  admins,
  onRemove,
}: {
  admins: TAdministrator[];
  onRemove: (admin: TAdministrator) => void;
}) {
  const isLast = admins.length <= 1;
  return (
    <section aria-labelledby="administrators-heading">
      <h3 id="administrators-heading" className="text-base font-semibold text-slate-900">
        Administrators ({admins.length})
      </h3>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {admins.map((admin) => (
          <li key={admin._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
                <ShieldCheck aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                  {admin.username}
                  {admin.isYou && <Badge tone="indigo">You</Badge>}
                </p>
                <p className="text-sm break-words text-slate-600">{admin.email}</p>
                <p className="text-xs text-slate-500">Administrator since {formatDate(admin.createdAt)}</p>
              </div>
            </div>
            <div className="flex flex-col gap-1 sm:items-end">
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50 hover:text-red-800"
                disabled={isLast}
                aria-label={admin.isYou ? 'Remove yourself' : `Remove ${admin.username}`}
                aria-describedby={isLast ? LAST_ADMIN_REASON_ID : undefined}
                onClick={() => onRemove(admin)}
              >
                {admin.isYou ? 'Remove me' : 'Remove'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {isLast && (
        <p id={LAST_ADMIN_REASON_ID} className="mt-2 text-sm text-slate-600">
          The last administrator cannot be removed. Invite another administrator first.
        </p>
      )}
    </section>
  );
}
