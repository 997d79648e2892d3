import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Building2, Clock, IndianRupee, type LucideIcon, MapPin, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TJob } from '#shared/schemas/job.js';
import { paths } from '../config/paths.js';
import { formatRupees } from '../lib/format-rupees.js';
import { DomainBadge, FeaturedBadge, TypeBadge } from './internship-badges.js';
import { ResponsivenessLine } from './responsiveness-line.js';
import { buttonClassName } from './ui/button-styles.js';

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
 * company replies when there are figures (docs/decisions/0033), with 'View Details'.
 */
export function InternshipCard({ job, detailHref, reasons, headingLevel = 3 }: InternshipCardProps) {
  const { t } = useLingui();
  const titleId = `internship-${job._id}-title`;
  const Title = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={job.type} />
        <DomainBadge domain={job.domain} />
        {job.featured && <FeaturedBadge />}
      </div>
      <Title id={titleId} className="mt-3 text-lg leading-snug font-semibold text-balance text-slate-900">
        {job.title}
      </Title>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="min-w-0 truncate">{job.company}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-700">
        <CardFact icon={MapPin} label={t`Location`}>
          {job.location}
        </CardFact>
        <CardFact icon={Clock} label={t`Duration`}>
          {job.duration}
        </CardFact>
        <CardFact icon={IndianRupee} label={t({ message: 'Salary', comment: 'the monthly stipend' })} wide>
          <span className="font-semibold text-slate-900">{formatRupees(job.salary)}</span>
          <span className="text-slate-500">
            {' '}
            <Trans>per month</Trans>
          </span>
        </CardFact>
      </dl>
      <ResponsivenessLine figures={job.responsiveness} className="mt-3" />
      {reasons && reasons.length > 0 && (
        <p className="mt-4 flex gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-xs leading-relaxed text-indigo-900">
          <Sparkles aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-indigo-600" />
          <span>
            <span className="sr-only">
              <Trans>Why it fits you:</Trans>{' '}
            </span>
            {reasons.join(' · ')}
          </span>
        </p>
      )}
      <div className="mt-auto pt-5">
        <Link
          to={detailHref ?? paths.internship.getHref(job._id)}
          aria-describedby={titleId}
          className={buttonClassName({ variant: 'secondary', className: 'w-full' })}
        >
          <Trans>View Details</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
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
    <div className={wide ? 'col-span-2 flex items-center gap-1.5' : 'flex min-w-0 items-center gap-1.5'}>
      <dt>
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}

export function InternshipCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex gap-2">
        <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
        <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
      </div>
      <div className="mt-4 h-5 w-4/5 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="mt-2 h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      </div>
      <div className="mt-6 h-10 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
    </div>
  );
}
