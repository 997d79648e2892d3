import { Plural, Trans } from '@lingui/react/macro';
import { ExternalLink, Globe2, Link2Off, TriangleAlert } from 'lucide-react';
import type { TGlobalJob } from '#shared/schemas/global-job.js';
import { ReportListingButton } from '#web/components/report-listing/report-listing-button.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { displayLink, toSafeHttpUrl } from '#web/lib/safe-url.js';
import type { CountryGroup } from '../utils/group-by-country.js';

function GlobalJobItem({ job }: { job: TGlobalJob }) {
  const url = toSafeHttpUrl(job.link);
  const titleId = `global-job-${job._id}`;
  // The daily link check failed three times in a row (docs/decisions/0036): said in words beside the link,
  // and read out with both links.
  const warningId = `global-job-${job._id}-warning`;
  const warning = job.linkBroken ? warningId : undefined;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold text-balance text-slate-900">
          {job.company_name}
        </h3>
        {job.continents && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <Globe2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {job.continents}
          </p>
        )}
      </div>
      {url ? (
        <>
          <a
            href={url.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={warning}
            className="relative truncate text-sm text-indigo-700 underline-offset-2 hover:underline"
          >
            {displayLink(url)}
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
          {job.linkBroken && (
            <p id={warningId} className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              <Trans>This link may be broken</Trans>
            </p>
          )}
          <a
            href={url.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={warning ? `${titleId} ${warning}` : titleId}
            className={buttonClassName({ size: 'sm', className: 'mt-auto w-full sm:w-auto sm:self-start' })}
          >
            <Trans>Apply Now</Trans>
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </>
      ) : (
        <p className="mt-auto flex items-center gap-1.5 text-sm text-slate-500">
          <Link2Off aria-hidden="true" className="size-4" />
          <Trans>Link unavailable</Trans>
        </p>
      )}
      <div className="-mb-1 flex justify-end border-t border-slate-100 pt-2">
        <ReportListingButton compact listing={{ kind: 'global_job', id: job._id, title: job.company_name }} />
      </div>
    </article>
  );
}

/** One country's heading and its companies. */
export function CountrySection({ group }: { group: CountryGroup }) {
  const headingId = `country-${group.country.replace(/\W+/g, '-').toLowerCase()}`;
  const count = group.jobs.length;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-baseline gap-2 text-xl font-bold text-slate-900">
        {group.country}
        <span className="text-sm font-medium text-slate-500">
          <Plural value={count} one="# site" other="# sites" />
        </span>
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {group.jobs.map((job) => (
          <li key={job._id}>
            <GlobalJobItem job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GlobalJobsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      {['a', 'b'].map((group) => (
        <div key={group}>
          <div className="h-6 w-40 animate-pulse rounded bg-slate-200" />
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {['1', '2', '3'].map((item) => (
              <div key={item} className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <div className="h-5 w-3/5 animate-pulse rounded bg-slate-200" />
                <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
                <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
                <div className="h-9 w-28 animate-pulse rounded-lg bg-slate-200" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
