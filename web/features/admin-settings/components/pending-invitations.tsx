import { Mail } from 'lucide-react';
import type { TAdminInvitation } from '#shared/schemas/admins.js';
import { Badge } from '#web/components/admin/badge.js';
import { Button } from '#web/components/ui/button.js';
import { formatDateTime } from '#web/lib/india-dates.js';

/** Invitations not used yet (docs/decisions/0037): whom, by whom, until when; each can be withdrawn. */
export function PendingInvitations({
  invitations,
  onWithdraw,
  now = Date.now(),
}: {
  invitations: TAdminInvitation[];
  onWithdraw: (invitation: TAdminInvitation) => void;
  now?: number;
}) {
  return (
    <section aria-labelledby="invitations-heading">
      <h3 id="invitations-heading" className="text-base font-semibold text-slate-900">
        Pending invitations ({invitations.length})
      </h3>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No invitations are waiting.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {invitations.map((invitation) => {
            const isExpired = Date.parse(invitation.expiresAt) <= now;
            return (
              <li
                key={invitation._id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                    <Mail aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                      {invitation.username}
                      {isExpired ? <Badge tone="amber">Expired</Badge> : <Badge tone="blue">Waiting</Badge>}
                    </p>
                    <p className="text-sm break-words text-slate-600">{invitation.email}</p>
                    <p className="text-xs text-slate-500">
                      Invited by {invitation.invitedBy} · {isExpired ? 'expired' : 'link works until'}{' '}
                      {formatDateTime(invitation.expiresAt)}
                    </p>
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start ring-1 ring-slate-300 ring-inset sm:self-center"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() => onWithdraw(invitation)}
                >
                  Withdraw
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
