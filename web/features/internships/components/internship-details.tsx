import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Building2, CalendarDays, CheckCircle2, Clock, IndianRupee, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TJob } from '#shared/schemas/job.js';
import { ClosedBadge, DomainBadge, FeaturedBadge, TypeBadge } from '#web/components/internship-badges.js';
import { PostedAgo } from '#web/components/internship-card.js';
import { formatRupees } from '#web/lib/format-rupees.js';
import { formatDate } from '#web/lib/india-dates.js';
import { CompanyResponsiveness } from './company-responsiveness.js';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // dt and dd stay direct children of the grouping div (axe: definition-list, dlitem).
    <div className="grid min-w-0 grid-cols-[2.25rem_1fr] items-start gap-x-3">
      <dt className="contents">
        <span className="row-span-2 mt-0.5 flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          {icon}
        </span>
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</span>
      </dt>
      <dd className="col-start-2 min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Title, company (with how it replies, when counted), badges and the key facts (docs/spec/student-side.md §2 Internship detail). */
export function InternshipHeader({ job }: { job: TJob }) {
  const { t } = useLingui();
  const stipend = formatRupees(job.salary);
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="flex flex-wrap items-center gap-2">
        {job.isClosed && <ClosedBadge />}
        <TypeBadge type={job.type} />
        <DomainBadge domain={job.domain} />
        {job.featured && <FeaturedBadge />}
      </div>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {job.title}
      </h1>
      <p className="mt-2 flex items-start gap-2 text-lg text-slate-700">
        <Building2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-400" />
        {job.company}
      </p>
      <CompanyResponsiveness figures={job.responsiveness} />
      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label={t`Location`}>
          {job.location}
        </Fact>
        <Fact icon={<IndianRupee aria-hidden="true" className="size-5" />} label={t`Salary`}>
          <Trans>{stipend} per month</Trans>
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-5" />} label={t`Duration`}>
          {job.duration}
        </Fact>
        <Fact icon={<Briefcase aria-hidden="true" className="size-5" />} label={t`Position`}>
          {job.position}
        </Fact>
        <Fact icon={<CalendarDays aria-hidden="true" className="size-5" />} label={t`Posted on`}>
          <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          <PostedAgo createdAt={job.createdAt} />
        </Fact>
      </dl>
    </header>
  );
}

/** The description and 'What We're Looking For'. */
export function InternshipBody({ job }: { job: TJob }) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="about-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
      >
        <h2 id="about-title" className="text-xl font-bold text-slate-900">
          <Trans>About the Internship</Trans>
        </h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{job.description}</p>
      </section>
      {job.requirements.length > 0 && (
        <section
          aria-labelledby="requirements-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="requirements-title" className="text-xl font-bold text-slate-900">
            <Trans>What We're Looking For</Trans>
          </h2>
          <ul className="mt-4 space-y-3">
            {job.requirements.map((requirement, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: requirements are plain text and may repeat
              <li key={index} className="flex items-start gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function InternshipDetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-7">
          <div className="flex gap-2">
            <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200" />
            <div className="h-5 w-24 animate-pulse rounded-full bg-slate-200" />
          </div>
          <div className="mt-5 h-8 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="mt-3 h-5 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {['a', 'b', 'c', 'd'].map((key) => (
              <div key={key} className="h-10 animate-pulse rounded bg-slate-100" />
            ))}
          </div>
        </div>
        <div className="h-48 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      </div>
      <div className="h-56 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
    </div>
  );
}
