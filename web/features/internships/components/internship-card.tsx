import { ArrowRight, Building2, Clock, IndianRupee, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { TJob } from '../../../../shared/schemas/job.js';
import { buttonClassName } from '../../../components/ui/button-styles.js';
import { formatRupees } from '../../../lib/format-rupees.js';
import { DomainBadge, FeaturedBadge, TypeBadge } from './internship-badges.js';

type InternshipCardProps = {
  job: TJob;
  /** /internships/{id} with the list's page and filters, so its back link can restore them. */
  detailHref: string;
};

/** spec 000 §2: type, domain, title, company, location, duration and salary, with 'View Details'. */
export function InternshipCard({ job, detailHref }: InternshipCardProps) {
  const titleId = `internship-${job._id}-title`;
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
      <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold text-balance text-slate-900">
        {job.title}
      </h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="min-w-0 truncate">{job.company}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-700">
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Location</span>
          </dt>
          <dd className="truncate">{job.location}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <Clock aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd className="truncate">{job.duration}</dd>
        </div>
        <div className="col-span-2 flex items-center gap-1.5">
          <dt>
            <IndianRupee aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Salary</span>
          </dt>
          <dd>
            <span className="font-semibold text-slate-900">{formatRupees(job.salary)}</span>
            <span className="text-slate-500"> per month</span>
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <Link
          to={detailHref}
          aria-describedby={titleId}
          className={buttonClassName({ variant: 'secondary', className: 'w-full' })}
        >
          View Details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export function InternshipCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex gap-2">
        <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200" />
        <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
      </div>
      <div className="mt-4 h-5 w-4/5 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="h-4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="mt-6 h-10 animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}
