import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Lock, Star } from 'lucide-react';
import type { DOMAINS, JobType } from '#shared/constants.js';

const TYPE_STYLES: Record<JobType, string> = {
  'Full-time': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Part-time': 'bg-sky-50 text-sky-800 ring-sky-200',
  Remote: 'bg-violet-50 text-violet-800 ring-violet-200',
};

// The stored values, shown in the pages' language.
const TYPE_LABELS: Record<JobType, MessageDescriptor> = {
  'Full-time': msg({ message: 'Full-time', comment: 'internship type' }),
  'Part-time': msg({ message: 'Part-time', comment: 'internship type' }),
  Remote: msg({ message: 'Remote', comment: 'internship type: work from home' }),
};

const DOMAIN_LABELS: Record<(typeof DOMAINS)[number], MessageDescriptor> = {
  Technology: msg({ message: 'Technology', comment: 'internship domain' }),
  Design: msg({ message: 'Design', comment: 'internship domain' }),
  Marketing: msg({ message: 'Marketing', comment: 'internship domain' }),
  Finance: msg({ message: 'Finance', comment: 'internship domain' }),
  Healthcare: msg({ message: 'Healthcare', comment: 'internship domain' }),
  Engineering: msg({ message: 'Engineering', comment: 'internship domain' }),
};

const PILL = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function TypeBadge({ type }: { type: JobType }) {
  const { i18n } = useLingui();
  return <span className={clsx(PILL, TYPE_STYLES[type])}>{i18n._(TYPE_LABELS[type])}</span>;
}

/** The internship's domain: one of the six in the pages' language, any other as the listing writes it. */
export function DomainBadge({ domain }: { domain: string }) {
  const { i18n } = useLingui();
  const label = Object.hasOwn(DOMAIN_LABELS, domain)
    ? i18n._(DOMAIN_LABELS[domain as keyof typeof DOMAIN_LABELS])
    : domain;
  return <span className={clsx(PILL, 'bg-indigo-50 text-indigo-800 ring-indigo-200')}>{label}</span>;
}

export function FeaturedBadge() {
  return (
    <span className={clsx(PILL, 'bg-amber-50 text-amber-800 ring-amber-200')}>
      <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-500" />
      <Trans comment="badge: an internship the platform features">Featured</Trans>
    </span>
  );
}

export function ClosedBadge() {
  return (
    <span className={clsx(PILL, 'bg-slate-100 text-slate-700 ring-slate-300')}>
      <Lock aria-hidden="true" className="size-3" />
      <Trans comment="badge: an internship no longer taking applications">Closed</Trans>
    </span>
  );
}
