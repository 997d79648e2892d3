import { Trans } from '@lingui/react/macro';
import { Banknote, Building2, CalendarDays, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { CONTACT_AFTER_DAYS } from '#shared/hearing-back.js';
import type { TMyApplication } from '#shared/schemas/application.js';
import { paths } from '#web/config/paths.js';
import { formatRupees } from '#web/lib/format-rupees.js';
import { formatDate } from '#web/lib/india-dates.js';
import { ApplicationStatusBadge, NoResponseTag } from './application-status-badge.js';
import { ApplicationHistory, LatestAnswer } from './application-timeline.js';

export function ApplicationItem({ application }: { application: TMyApplication }) {
  const { jobId: job, status, appliedAt, coverLetter, timeline, closedReason, companyContact } = application;
  const company = job.company;
  const appliedOn = formatDate(appliedAt);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 transition-shadow hover:shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link
              to={paths.internship.getHref(job._id)}
              className="rounded break-words hover:text-indigo-700 hover:underline"
            >
              {job.title}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-start gap-1.5 text-sm text-slate-600">
            <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span className="min-w-0 break-words">{job.company}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <ApplicationStatusBadge status={status} />
          {closedReason === 'No response' && <NoResponseTag />}
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans>Location</Trans>
          </dt>
          <MapPin aria-hidden="true" className="size-4 text-slate-400" />
          <dd>{job.location}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans comment="the internship's monthly stipend">Salary</Trans>
          </dt>
          <Banknote aria-hidden="true" className="size-4 text-slate-400" />
          <dd>
            {formatRupees(job.salary)}
            <span className="text-slate-500">
              <Trans comment="after an amount in rupees">/month</Trans>
            </span>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">
            <Trans>Applied on</Trans>
          </dt>
          <CalendarDays aria-hidden="true" className="size-4 text-slate-400" />
          <dd>
            <Trans>
              Applied <time dateTime={appliedAt}>{appliedOn}</time>
            </Trans>
          </dd>
        </div>
      </dl>
      {closedReason === 'No response' && (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            {company} did not answer in time, so this application has closed. You can keep applying to other
            internships.
          </Trans>
        </p>
      )}
      {companyContact && (
        <div className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <p className="min-w-0 break-words">
            <Trans>
              No answer yet after {CONTACT_AFTER_DAYS} days. You can contact the organisation directly at{' '}
              <a
                href={`mailto:${companyContact}`}
                className="font-medium text-indigo-700 underline hover:text-indigo-900"
              >
                {companyContact}
              </a>
              .
            </Trans>
          </p>
        </div>
      )}
      <LatestAnswer timeline={timeline} company={company} />
      <ApplicationHistory timeline={timeline} company={company} />
      {coverLetter.trim() !== '' && (
        <details className="group mt-3 text-sm">
          <summary className="cursor-pointer rounded font-medium text-indigo-700 hover:text-indigo-900">
            <Trans>Your cover letter</Trans>
          </summary>
          <p className="mt-2 rounded-lg bg-slate-50 p-3 whitespace-pre-line break-words text-slate-700">
            {coverLetter}
          </p>
        </details>
      )}
    </li>
  );
}
