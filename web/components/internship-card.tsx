import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ArrowRight, Building2, Clock, IndianRupee, type LucideIcon, MapPin, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TJob } from '#shared/schemas/job.js';
import { paths } from '../config/paths.js';
import { formatRupees } from '../lib/format-rupees.js';
import { indiaDaysSince } from '../lib/india-dates.js';
import { HydrateLater } from './hydrate-later.js';
import { DomainBadge, FeaturedBadge, TypeBadge } from './internship-badges.js';
import { ResponsivenessLine } from './responsiveness-line.js';
import { SaveInternshipButton } from './save-internship-button.js';

type InternshipCardProps = {
  job: TJob;
  /** Where View Details goes: the list passes /internships/{id} with its page and filters, so the detail's back link can restore them. */
  detailHref?: string;
  /** Why it was recommended; shown joined with ' · '. */
  reasons?: string[];
  /** The title's level: one below the heading of the list the card sits in (default 3). */
  headingLevel?: 3 | 4;
};

/**
 * One internship in a list — the search results, the home page's featured ones, the recommendations
 * (docs/spec/student-side.md §2): type, domain, title, company, location, duration and salary, how the
 * company replies when there are figures (docs/decisions/0033), with 'View Details' and Save (issue 21).
 */
export function InternshipCard(props: InternshipCardProps) {
  // A page of cards is most of a list's take-over: each card is taken over in a task of its own
  // (docs/decisions/0048), so a phone's main thread is never held long.
  return (
    <HydrateLater>
      <CardContent {...props} />
    </HydrateLater>
  );
}

function CardContent({ job, detailHref, reasons, headingLevel = 3 }: InternshipCardProps) {
  const { t } = useLingui();
  const titleId = `internship-${job._id}-title`;
  const Title = headingLevel === 4 ? 'h4' : 'h3';
  return (
    // On a phone the card is compact (three fit on a 390×844 screen) and tapping anywhere on it opens
    // the detail: the View Details link stretches over the card.
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3.5 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          <TypeBadge type={job.type} />
          <DomainBadge domain={job.domain} />
          {job.featured && <FeaturedBadge />}
        </div>
        {/* Beside the link, never in it; above the link's stretched area on a phone (z-10). */}
        <SaveInternshipButton job={job} describedBy={titleId} />
      </div>
      <Title
        id={titleId}
        className="mt-1.5 line-clamp-2 text-base leading-snug font-semibold text-balance text-slate-900 sm:mt-3 sm:text-lg"
      >
        {job.title}
      </Title>
      <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 sm:mt-1">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="min-w-0 truncate">{job.company}</span>
      </p>
      <dl className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700 sm:mt-4 sm:grid sm:grid-cols-2 sm:gap-y-2">
        <CardFact icon={MapPin} label={t`Location`}>
          {job.location}
        </CardFact>
        <CardFact icon={Clock} label={t`Duration`}>
          {job.duration}
        </CardFact>
        <CardFact icon={IndianRupee} label={t({ message: 'Salary', comment: 'the monthly stipend' })} wide>
          <span className="font-semibold text-slate-900">{formatRupees(job.salary)}</span>
          {/* A phone has room for the three facts on one line with the short form. */}
          <span className="text-slate-500 sm:hidden">
            {t({ message: '/month', comment: 'after an amount in rupees: the stipend per month, in short' })}
          </span>
          <span className="text-slate-500 max-sm:hidden">
            {' '}
            <Trans>per month</Trans>
          </span>
        </CardFact>
      </dl>
      <ResponsivenessLine figures={job.responsiveness} className="mt-2 sm:mt-3" />
      {reasons && reasons.length > 0 && (
        <p className="mt-3 flex gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-xs leading-relaxed text-indigo-900 sm:mt-4">
          <Sparkles aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-indigo-600" />
          <span>
            <span className="sr-only">
              <Trans>Why it fits you:</Trans>{' '}
            </span>
            {reasons.join(' · ')}
          </span>
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-1.5 sm:flex-col sm:items-stretch sm:pt-4">
        <PostedAgo createdAt={job.createdAt} />
        <Link
          to={detailHref ?? paths.internship.getHref(job._id)}
          aria-describedby={titleId}
          className={clsx(
            'inline-flex shrink-0 items-center gap-1 rounded-lg text-sm font-semibold text-indigo-700',
            'max-sm:after:absolute max-sm:after:inset-0 max-sm:after:rounded-2xl',
            'sm:h-10 sm:w-full sm:justify-center sm:gap-2 sm:bg-white sm:px-4 sm:ring-1 sm:ring-indigo-200 sm:ring-inset sm:transition-colors sm:hover:bg-indigo-50',
          )}
        >
          <Trans>View Details</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** 'Posted today', 'Posted yesterday', 'Posted 3 days ago': days counted in India (web/lib/india-dates.ts). */
export function PostedAgo({ createdAt }: { createdAt: string }) {
  const days = indiaDaysSince(createdAt);
  if (days === null) return <span />;
  return (
    <p className="min-w-0 truncate text-xs text-slate-500">
      <Plural value={days} _0="Posted today" _1="Posted yesterday" other="Posted # days ago" />
    </p>
  );
}

/** One line of the card's facts: an icon standing for the label, which screen readers read. */
function CardFact({
  icon: Icon,
  label,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex items-center gap-1 sm:gap-1.5', wide ? 'sm:col-span-2' : 'min-w-0')}>
      <dt>
        {/* On a phone the salary's ₹ says it already. */}
        <Icon aria-hidden="true" className={clsx('size-4 text-slate-400', wide && 'max-sm:hidden')} />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}

export function InternshipCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-2">
        <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
        <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
      </div>
      <div className="mt-3 h-5 w-4/5 animate-pulse sm:mt-4 rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="mt-2 h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:mt-5">
        <div className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      </div>
      <div className="mt-3 h-5 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none sm:mt-6 sm:h-10" />
    </div>
  );
}
