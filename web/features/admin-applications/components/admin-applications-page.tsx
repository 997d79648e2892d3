import { FileText, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_APPLICATION_FILTERS } from '#shared/schemas/admin.js';
import { AdminPage, Panel } from '#web/components/admin/admin-page.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { Select } from '#web/components/admin/fields.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { useIsWideScreen } from '#web/components/admin/use-media-query.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { type ApplicationFilter, useAdminApplications } from '../api/get-admin-applications.js';
import { ApplicationCards } from './application-cards.js';
import { ApplicationDetailDialog } from './application-detail-dialog.js';
import { canForward } from './application-format.js';
import { ApplicationStats } from './application-stats.js';
import { ApplicationsTable } from './applications-table.js';
import { ForwardHeldDialog } from './forward-held-dialog.js';
import { useApplicationActions } from './use-application-actions.js';

// docs/spec/admin-side.md §9: the five filter values, shown with the labels of §4.
const FILTER_LABELS: Record<ApplicationFilter, string> = {
  all: 'All Applications',
  sent: 'Email Sent',
  undelivered: 'Email Failed',
  'mail not found': 'No Company Email',
  pending: 'Pending',
};

function readFilter(value: string | null): ApplicationFilter {
  return (ADMIN_APPLICATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as ApplicationFilter) : 'all';
}

/** /admin/applications (docs/spec/admin-side.md §2). */
export function AdminApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const applications = useAdminApplications(filter);
  const all = useAdminApplications('all');
  const actions = useApplicationActions();
  const isWide = useIsWideScreen();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [isForwardOpen, setIsForwardOpen] = useState(false);

  useEffect(() => {
    if (applications.error) {
      toast.error(getErrorMessage(applications.error, 'Failed to fetch applications'), { id: 'admin-applications' });
    }
  }, [applications.error]);

  const rows = applications.data ?? [];
  // The modal follows the list, so a status change shows at once.
  const viewing = rows.find((application) => application._id === viewingId) ?? null;
  const heldIds = rows.filter((row) => row.mailStatus === 'pending' && canForward(row)).map((row) => row._id);

  return (
    <AdminPage title="Applications" description="Review applications, set their status and send them to companies.">
      <ApplicationStats applications={all.data} />
      <Panel>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:px-5">
          <div className="w-full sm:w-64">
            <label htmlFor="applications-filter" className="mb-1.5 block text-sm font-medium text-slate-700">
              Filter by email status
            </label>
            <Select
              id="applications-filter"
              value={filter}
              onChange={(event) =>
                setParams(event.target.value === 'all' ? {} : { filter: event.target.value }, { replace: true })
              }
            >
              {ADMIN_APPLICATION_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {FILTER_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
          {heldIds.length > 0 && (
            <Button onClick={() => setIsForwardOpen(true)}>
              <Send aria-hidden="true" className="size-4" />
              Forward Held ({heldIds.length})
            </Button>
          )}
        </div>
        {applications.isPending ? (
          <ListSkeleton rows={6} label="Loading applications" />
        ) : applications.isError ? (
          <ErrorState
            message={getErrorMessage(applications.error, 'Failed to fetch applications')}
            onRetry={() => void applications.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState icon={FileText} message="No applications found for the selected filter." />
        ) : isWide ? (
          <ApplicationsTable applications={rows} actions={actions} onView={(row) => setViewingId(row._id)} />
        ) : (
          <ApplicationCards applications={rows} actions={actions} onView={(row) => setViewingId(row._id)} />
        )}
      </Panel>
      <ApplicationDetailDialog application={viewing} onClose={() => setViewingId(null)} actions={actions} />
      <ForwardHeldDialog ids={heldIds} open={isForwardOpen} onOpenChange={setIsForwardOpen} />
    </AdminPage>
  );
}
