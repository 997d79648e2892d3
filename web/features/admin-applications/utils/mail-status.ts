import type { BadgeTone } from '#web/components/admin/badge.js';

export type MailStatusKind = 'sent' | 'failed' | 'noEmail' | 'pending';

export const MAIL_STATUS_LABELS: Record<MailStatusKind, string> = {
  sent: 'Email Sent',
  failed: 'Email Failed',
  noEmail: 'No Company Email',
  pending: 'Pending',
};

export const MAIL_STATUS_TONES: Record<MailStatusKind, BadgeTone> = {
  sent: 'green',
  failed: 'red',
  noEmail: 'slate',
  pending: 'amber',
};

/**
 * docs/spec/admin-side.md §4: sent -> Email Sent, undelivered -> Email Failed, 'Mail not found' (and the legacy value
 * 'application received') -> No Company Email; any other value -> Pending.
 */
export function mailStatusKind(mailStatus: string): MailStatusKind {
  if (mailStatus === 'sent') return 'sent';
  if (mailStatus === 'undelivered') return 'failed';
  if (mailStatus === 'Mail not found' || mailStatus === 'application received') return 'noEmail';
  return 'pending';
}

export function mailStatusLabel(mailStatus: string): string {
  return MAIL_STATUS_LABELS[mailStatusKind(mailStatus)];
}

/** Counts per delivery state, for the stat cards. */
export function countByMailStatus(mailStatuses: string[]): Record<MailStatusKind, number> {
  const counts: Record<MailStatusKind, number> = { sent: 0, failed: 0, noEmail: 0, pending: 0 };
  for (const status of mailStatuses) counts[mailStatusKind(status)] += 1;
  return counts;
}
