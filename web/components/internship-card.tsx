import { clsx } from 'clsx';
import { ArrowRight, Building2, MapPin, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { TJob } from '../../shared/schemas/job.js';
import { paths } from '../config/paths.js';
import { formatRupees } from '../lib/format-rupees.js';

const TYPE_COLOURS: Record<TJob['type'], string> = {
  'Full-time': 'bg-indigo-50 text-indigo-700 ring-indigo-100',
  'Part-time': 'bg-amber-50 text-amber-800 ring-amber-100',
  Remote: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
};

type InternshipCardProps = {
  job: TJob;
  /** Why it was recommended; shown joined with ' · '. */
  reasons?: string[];
  /** The title's level: one below the heading of the list the card sits in (default 3). */
  headingLevel?: 3 | 4;
};

/** spec 000 §2: type, title, company, location, salary and a View Details link. */
export function InternshipCard({ job, reasons, headingLevel = 3 }: InternshipCardProps) {
  const Title = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <span className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold ring-1', TYPE_COLOURS[job.type])}>
          {job.type}
        </span>
        {job.featured && (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-700">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            Featured
          </span>
        )}
      </div>
      <Title className="mt-4 text-lg leading-snug font-semibold text-slate-900">{job.title}</Title>
      <dl className="mt-3 space-y-1.5 text-sm text-slate-600">
        <div className="flex items-center gap-2">
          <dt>
            <Building2 aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Company</span>
          </dt>
          <dd className="truncate">{job.company}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <MapPin aria-hidden="true" className="size-4 text-slate-400" />
            <span className="sr-only">Location</span>
          </dt>
          <dd className="truncate">{job.location}</dd>
        </div>
      </dl>
      {reasons && reasons.length > 0 && (
        <p className="mt-4 flex gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-xs leading-relaxed text-indigo-900">
          <Sparkles aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-indigo-600" />
          <span>
            <span className="sr-only">Why it fits you: </span>
            {reasons.join(' · ')}
          </span>
        </p>
      )}
      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <p className="text-slate-900">
          <span className="text-lg font-bold">{formatRupees(job.salary)}</span>
          <span className="text-sm text-slate-500">/month</span>
        </p>
        <Link
          to={paths.internship.getHref(job._id)}
          className="inline-flex items-center gap-1 rounded-lg px-1 py-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900"
        >
          View Details
          <span className="sr-only">: {job.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export function InternshipCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-60 animate-pulse rounded-2xl bg-white p-6 ring-1 ring-slate-200 motion-reduce:animate-none"
    >
      <div className="h-5 w-20 rounded-full bg-slate-100" />
      <div className="mt-5 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-1/2 rounded bg-slate-100" />
      <div className="mt-2 h-4 w-1/3 rounded bg-slate-100" />
      <div className="mt-10 h-5 w-1/3 rounded bg-slate-200" />
    </div>
  );
}
