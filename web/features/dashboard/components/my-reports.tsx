import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import type { TMyReport } from '#shared/schemas/reports.js';
import { useReportOutcomes, useReportReasons } from '#web/components/report-listing/report-reasons.js';
import { paths } from '#web/config/paths.js';
import { formatDate } from '#web/lib/india-dates.js';
import { useMyReports } from '../api/get-my-reports.js';
import { DashboardPanel } from './dashboard-panel.js';

function ReportItem({ report }: { report: TMyReport }) {
  const reasons = useReportReasons();
  const outcomes = useReportOutcomes();
  const sent = formatDate(report.createdAt);
  const closed = formatDate(report.closedAt);
  const title =
    report.listingKind === 'internship' && report.outcome !== 'deleted' ? (
      <Link
        to={paths.internship.getHref(report.listingId)}
        className="font-semibold text-indigo-700 underline-offset-2 hover:underline"
      >
        {report.listingTitle}
      </Link>
    ) : (
      <span className="font-semibold text-slate-900">{report.listingTitle}</span>
    );
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0">{title}</p>
        <span
          className={
            report.outcome
              ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900'
              : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900'
          }
        >
          {report.outcome ? <Trans>Answered</Trans> : <Trans>Being checked</Trans>}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Reference <span className="font-mono">{report.reference}</span> · sent {sent}
        </Trans>
      </p>
      <p className="mt-1 text-sm text-slate-700">{reasons[report.reason]}</p>
      {report.outcome && (
        <p className="mt-2 text-sm font-medium text-slate-900">
          {outcomes[report.outcome]} <span className="font-normal text-slate-600">({closed})</span>
          {report.outcomeNote && <span className="mt-1 block font-normal text-slate-700">{report.outcomeNote}</span>}
        </p>
      )}
    </li>
  );
}

/** The listings the student reported and what became of them; shown once there is one. */
export function MyReports() {
  const { t } = useLingui();
  const reports = useMyReports();
  if (!reports.data || reports.data.length === 0) return null;
  return (
    <DashboardPanel
      id="my-reports-heading"
      icon={Flag}
      title={t`My reports`}
      intro={<Trans>Listings you reported. We answer each report within 7 working days.</Trans>}
    >
      <ul className="mt-4 space-y-3">
        {reports.data.map((report) => (
          <ReportItem key={report.reference} report={report} />
        ))}
      </ul>
    </DashboardPanel>
  );
}
