import { Globe, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { TGlobalJob } from '#shared/schemas/global-job.js';
import { AdminPage, Panel } from '#web/components/admin/admin-page.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { SearchField } from '#web/components/admin/search-field.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { useIsWideScreen } from '#web/components/admin/use-media-query.js';
import { useSelection } from '#web/components/admin/use-selection.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useGlobalJobs } from '../api/get-global-jobs.js';
import { GlobalDeleteDialogs, type GlobalDeleteRequest } from './global-delete-dialogs.js';
import { GlobalJobFormDialog } from './global-job-form-dialog.js';
import { GlobalJobCards, GlobalJobsTable } from './global-jobs-list.js';

function matches(job: TGlobalJob, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [job.country_name, job.company_name, job.continents].some((value) => value.toLowerCase().includes(needle));
}

/** /admin/global (docs/spec/admin-side.md §2 'Jobs'): global jobs with an add/edit modal and bulk delete. */
export function AdminGlobalJobsPage() {
  const jobs = useGlobalJobs();
  const isWide = useIsWideScreen();
  const [search, setSearch] = useState('');
  const selection = useSelection();
  const { selectedIds } = selection;
  const [form, setForm] = useState<{ open: boolean; job: TGlobalJob | null }>({ open: false, job: null });
  const [deleteRequest, setDeleteRequest] = useState<GlobalDeleteRequest>(null);
  const [onlyBroken, setOnlyBroken] = useState(false);

  useEffect(() => {
    if (jobs.error) toast.error(getErrorMessage(jobs.error, 'Failed to fetch global jobs'), { id: 'admin-global' });
  }, [jobs.error]);

  // The daily link check (docs/decisions/0036): how many links may be broken, and those alone on request.
  const brokenCount = useMemo(() => (jobs.data ?? []).filter((job) => job.linkBroken).length, [jobs.data]);
  const brokenOnly = onlyBroken && brokenCount > 0;
  const shown = useMemo(
    () => (jobs.data ?? []).filter((job) => matches(job, search) && (!brokenOnly || job.linkBroken)),
    [jobs.data, search, brokenOnly],
  );
  const toggleAll = (checked: boolean) =>
    selection.toggleAll(
      shown.map((job) => job._id),
      checked,
    );
  const requestBulkDelete = () => {
    if (selectedIds.size === 0) toast.error('Please select jobs to delete');
    else setDeleteRequest({ kind: 'selected', ids: [...selectedIds] });
  };
  const listProps = {
    jobs: shown,
    selectedIds,
    onToggleSelect: selection.toggle,
    onToggleAll: toggleAll,
    onEdit: (job: TGlobalJob) => setForm({ open: true, job }),
    onDelete: (job: TGlobalJob) => setDeleteRequest({ kind: 'one', job }),
  };
  const isEmpty = jobs.data?.length === 0;

  return (
    <AdminPage
      title="Global Jobs"
      description="Companies abroad that students can apply to directly."
      actions={
        <Button onClick={() => setForm({ open: true, job: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Global Job
        </Button>
      }
    >
      <Panel>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:px-5">
          <SearchField
            id="global-search"
            label="Search"
            value={search}
            onChange={setSearch}
            placeholder="Country, company or continent"
            className="flex-1"
          />
          <Button variant="danger" onClick={requestBulkDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete Selected{selectedIds.size > 0 ? ` (${selectedIds.size})` : ''}
          </Button>
        </div>
        {brokenCount > 0 && (
          <div className="flex flex-col gap-2 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between sm:px-5">
            <p className="flex items-center gap-2">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {brokenCount === 1 ? '1 link may be broken' : `${brokenCount} links may be broken`}: the daily check
              failed three times in a row, and students see a warning.
            </p>
            <Button variant="secondary" size="sm" aria-pressed={brokenOnly} onClick={() => setOnlyBroken(!brokenOnly)}>
              {brokenOnly ? 'Show all global jobs' : 'Show only these'}
            </Button>
          </div>
        )}
        {jobs.isPending ? (
          <ListSkeleton rows={8} label="Loading global jobs" />
        ) : jobs.isError ? (
          <ErrorState
            message={getErrorMessage(jobs.error, 'Failed to fetch global jobs')}
            onRetry={() => void jobs.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={Globe}
            message={
              isEmpty ? 'No global jobs found. Create your first global job!' : 'No global jobs match your search.'
            }
          />
        ) : isWide ? (
          <GlobalJobsTable {...listProps} />
        ) : (
          <GlobalJobCards {...listProps} />
        )}
        {jobs.data && jobs.data.length > 0 && (
          <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-5">
            Showing {shown.length} of {jobs.data.length} global jobs
          </p>
        )}
      </Panel>
      <GlobalJobFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        job={form.job}
      />
      <GlobalDeleteDialogs
        request={deleteRequest}
        onClose={() => setDeleteRequest(null)}
        onDeleted={selection.forget}
      />
    </AdminPage>
  );
}
