import type { ApplicationStatus } from '#shared/constants.js';
import { Badge, type BadgeTone } from '#web/components/admin/badge.js';
import { MAIL_STATUS_TONES, mailStatusKind, mailStatusLabel } from '../utils/mail-status.js';

// docs/spec/admin-side.md §2 Analytics colours, used here too: Pending yellow, Reviewed blue, Accepted green, Rejected red.
const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  Pending: 'amber',
  Reviewed: 'blue',
  Accepted: 'green',
  Rejected: 'red',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
}

/** Closed for want of an answer (docs/decisions/0033): a neutral tag beside Pending, which stays the status. */
export function ClosedReasonBadge({ closedReason }: { closedReason: string | null }) {
  return closedReason ? <Badge tone="slate">{closedReason}</Badge> : null;
}

export function MailStatusBadge({ mailStatus }: { mailStatus: string }) {
  return <Badge tone={MAIL_STATUS_TONES[mailStatusKind(mailStatus)]}>{mailStatusLabel(mailStatus)}</Badge>;
}
