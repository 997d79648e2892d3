import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, Eye, type LucideIcon } from 'lucide-react';
import type { ApplicationStatus } from '#shared/constants.js';

// docs/spec/student-side.md §4: Pending, Reviewed, Accepted, Rejected are shown yellow, blue, green, red.
export const STATUS_STYLES: Record<ApplicationStatus, { className: string; Icon: LucideIcon }> = {
  Pending: { className: 'bg-yellow-100 text-yellow-800 ring-yellow-300', Icon: Clock },
  Reviewed: { className: 'bg-blue-100 text-blue-800 ring-blue-300', Icon: Eye },
  Accepted: { className: 'bg-green-100 text-green-800 ring-green-300', Icon: CircleCheck },
  Rejected: { className: 'bg-red-100 text-red-800 ring-red-300', Icon: CircleX },
};

/** The status the API stores, as the student reads it in the pages' language. */
export const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', comment: 'application status: not looked at yet' }),
  Reviewed: msg({ message: 'Reviewed', comment: 'application status: the company has looked at it' }),
  Accepted: msg({ message: 'Accepted', comment: 'application status' }),
  Rejected: msg({ message: 'Rejected', comment: 'application status' }),
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  const { className, Icon } = STATUS_STYLES[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}

/**
 * Closed for want of an answer (docs/decisions/0033): a neutral tag beside the Pending badge, which keeps
 * the spec's status and colour.
 */
export function NoResponseTag() {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 ring-inset">
      <Trans comment="an application closed because the company did not answer in time">No response</Trans>
    </span>
  );
}
