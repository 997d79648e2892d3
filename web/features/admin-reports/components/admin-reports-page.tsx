import { Flag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '#web/components/admin/admin-page.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { type ReportQueueState, useReportQueue } from '../api/get-report-queue.js';
import { HolidaysPanel } from './holidays-panel.js';
import { type PendingDecision, ReportDecisionDialogs } from './report-decision-dialogs.js';
import { ReportedListingCard } from './reported-listing-card.js';

const FETCH_FAILED = 'Failed to fetch the reports';
const STATES: { value: ReportQueueState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** /admin/reports: the complaint queue, each listing's reports with their deadline (docs/decisions/0035). */
export function AdminReportsPage() {
  // Open or closed lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const state: ReportQueueState = params.get('state') === 'closed' ? 'closed' : 'open';
  const setState = (next: ReportQueueState) => setParams(next === 'open' ? {} : { state: next }, { replace: true });
  const [pending, setPending] = useState<PendingDecision>(null);
  const queue = useReportQueue(state);

  useEffect(() => {
    if (queue.error) toast.error(getErrorMessage(queue.error, FETCH_FAILED), { id: 'admin-reports' });
  }, [queue.error]);

  const data = queue.data;
  return (
    <AdminPage
      title="Reports"
      description="Listings reported by students and visitors. Each report is answered within 7 working days."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="inline-flex self-start rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">Which reports</legend>
          {STATES.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={state === value}
              onClick={() => setState(value)}
              className={`min-h-9 rounded-md px-4 text-sm font-semibold ${state === value ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {label}
            </button>
          ))}
        </fieldset>
        {data && (
          <p className="text-sm text-slate-700" aria-live="polite">
            <strong>{data.openCount}</strong> open ·{' '}
            <strong className={data.overdueCount > 0 ? 'text-red-700' : undefined}>{data.overdueCount}</strong> overdue
          </p>
        )}
      </div>
      {queue.isPending ? (
        <ListSkeleton rows={4} label="Loading the reports" />
      ) : queue.isError && !data ? (
        <ErrorState message={getErrorMessage(queue.error, FETCH_FAILED)} onRetry={() => void queue.refetch()} />
      ) : !data || data.listings.length === 0 ? (
        <EmptyState icon={Flag} message={state === 'open' ? 'No open reports' : 'No closed reports yet'} />
      ) : (
        <div
          aria-busy={queue.isPlaceholderData || undefined}
          className={`space-y-4 ${queue.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.listings.map((listing) => (
            <ReportedListingCard
              key={`${listing.listingKind}:${listing.listingId}`}
              listing={listing}
              onDecide={state === 'open' ? (decision) => setPending({ listing, decision }) : undefined}
            />
          ))}
        </div>
      )}
      <HolidaysPanel />
      <ReportDecisionDialogs pending={pending} onClose={() => setPending(null)} />
    </AdminPage>
  );
}
