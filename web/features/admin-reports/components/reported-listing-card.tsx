import { CheckCircle2, ExternalLink, Pencil, Trash2, TriangleAlert, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { REPORT_REASON_LABELS, type ReportDecision } from '#shared/reports.js';
import type { TQueuedReport, TReportedListing } from '#shared/schemas/reports.js';
import { Badge } from '#web/components/admin/badge.js';
import { Button } from '#web/components/ui/button.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { formatDate, formatDateTime } from '#web/lib/india-dates.js';

const OUTCOMES = {
  dismissed: 'Dismissed',
  edited: 'Listing edited',
  deactivated: 'Listing deactivated',
  deleted: 'Listing deleted',
} as const;

function ReportRow({ report }: { report: TQueuedReport }) {
  return (
    <li className="space-y-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{REPORT_REASON_LABELS[report.reason]}</span>
        <span className="font-mono text-xs text-slate-600">{report.reference}</span>
        <span className="text-slate-500">{formatDateTime(report.createdAt)}</span>
        {report.fromStudent && <Badge tone="indigo">Student</Badge>}
        {report.outcome && (
          <Badge tone="green">
            {OUTCOMES[report.outcome]}
            {report.closedBy ? ` by ${report.closedBy}` : ''}
          </Badge>
        )}
      </div>
      {report.details && <p className="text-sm whitespace-pre-line text-slate-700">{report.details}</p>}
      {report.contact && <p className="text-sm text-slate-600">Contact: {report.contact}</p>}
      {report.outcomeNote && <p className="text-sm text-slate-600">Reason given: {report.outcomeNote}</p>}
    </li>
  );
}

/** One reported listing with its reports, the deadline and the decisions that close them. */
export function ReportedListingCard({
  listing,
  onDecide,
}: {
  listing: TReportedListing;
  /** Absent for closed reports: nothing left to decide. */
  onDecide?: (decision: ReportDecision) => void;
}) {
  const isInternship = listing.listingKind === 'internship';
  const titleId = `reported-${listing.listingKind}-${listing.listingId}`;
  const editHref = isInternship
    ? `${paths.admin.jobs.getHref()}?search=${encodeURIComponent(listing.title)}`
    : paths.admin.globalJobs.getHref();
  return (
    <article
      aria-labelledby={titleId}
      className={`overflow-hidden rounded-xl bg-white shadow-sm ring-1 ${listing.overdue ? 'ring-2 ring-red-400' : 'ring-slate-200'}`}
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-slate-900">
            {listing.title}
          </h2>
          <p className="text-sm text-slate-600">
            {isInternship ? 'Internship' : 'Global job'} · {listing.company}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {onDecide &&
              (listing.overdue ? (
                <Badge tone="red">
                  <TriangleAlert aria-hidden="true" className="size-3.5" />
                  Overdue: was due {formatDate(`${listing.dueDate}T12:00:00+05:30`)}
                </Badge>
              ) : (
                <Badge tone="amber">Due by {formatDate(`${listing.dueDate}T12:00:00+05:30`)}</Badge>
              ))}
            {!listing.exists && <Badge tone="slate">Listing no longer exists</Badge>}
            {listing.exists && listing.isActive === false && <Badge tone="slate">Inactive</Badge>}
            <Badge tone="slate">
              {listing.reports.length} report{listing.reports.length === 1 ? '' : 's'}
            </Badge>
          </div>
        </div>
        {onDecide && (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {listing.exists && (
              <Link
                to={editHref}
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                aria-describedby={titleId}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </Link>
            )}
            <Button variant="secondary" size="sm" onClick={() => onDecide('dismiss')} aria-describedby={titleId}>
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Dismiss
            </Button>
            {isInternship && listing.exists && listing.isActive && (
              <Button variant="secondary" size="sm" onClick={() => onDecide('deactivate')} aria-describedby={titleId}>
                <XCircle aria-hidden="true" className="size-4" />
                Deactivate
              </Button>
            )}
            <Button variant="danger" size="sm" onClick={() => onDecide('delete')} aria-describedby={titleId}>
              <Trash2 aria-hidden="true" className="size-4" />
              {listing.exists ? 'Delete' : 'Close as deleted'}
            </Button>
          </div>
        )}
      </div>
      <ul className="divide-y divide-slate-100">
        {listing.reports.map((report) => (
          <ReportRow key={report._id} report={report} />
        ))}
      </ul>
    </article>
  );
}
