import { Briefcase, FileSpreadsheet, Plus, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { AdminPage, Panel } from '#web/components/admin/admin-page.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { Pager } from '#web/components/admin/pager.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { useIsWideScreen } from '#web/components/admin/use-media-query.js';
import { useSelection } from '#web/components/admin/use-selection.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useAdminJobs } from '../api/get-admin-jobs.js';
import { useJobLocations } from '../api/get-job-locations.js';
import { useToggleJobStatus } from '../api/toggle-job-status.js';
import { BulkUploadDialog } from './bulk-upload-dialog.js';
import { ExcelFilesDialog } from './excel-files-dialog.js';
import { ExpiringSoonPanel } from './expiring-soon-panel.js';
import { HeldFilter } from './held-filter.js';
import { JobCards } from './job-cards.js';
import { type DeleteRequest, JobDeleteDialogs } from './job-delete-dialogs.js';
import { JobFormDialog } from './job-form-dialog.js';
import { JobsTable } from './jobs-table.js';
import { JobsToolbar } from './jobs-toolbar.js';
import { PublishJobDialog } from './publish-job-dialog.js';
import { useJobsListState } from './use-jobs-list-state.js';

type Modal = 'form' | 'upload' | 'files' | null;

/** /admin/jobs (docs/spec/admin-side.md §2 Internships). */
export function AdminJobsPage() {
  const { query, setPage, toggleSort, setLocation, setSearch, setHeldOnly } = useJobsListState();
  const jobs = useAdminJobs(query);
  const isWide = useIsWideScreen();
  const locations = useJobLocations();
  const selection = useSelection();
  const { selectedIds } = selection;
  const [modal, setModal] = useState<Modal>(null);
  const [editing, setEditing] = useState<TAdminJob | null>(null);
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest>(null);
  const [publishing, setPublishing] = useState<TAdminJob | null>(null);
  const toggle = useToggleJobStatus({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to update job status')),
    },
  });

  useEffect(() => {
    if (jobs.error) toast.error(getErrorMessage(jobs.error, 'Failed to fetch jobs'), { id: 'admin-jobs' });
  }, [jobs.error]);

  // A deletion can empty the last page: step back to the last one that has rows.
  const pages = jobs.data?.pagination.pages ?? 1;
  useEffect(() => {
    if (!jobs.isPlaceholderData && query.page > pages) setPage(pages);
  }, [jobs.isPlaceholderData, query.page, pages, setPage]);

  const rows = jobs.data?.jobs ?? [];
  const hasFilters = Boolean(query.location || query.search || query.held);

  const toggleAll = (checked: boolean) =>
    selection.toggleAll(
      rows.map((job) => job._id),
      checked,
    );

  const requestBulkDelete = () => {
    // docs/spec/admin-side.md §5: none selected gives 'Please select jobs to delete'.
    if (selectedIds.size === 0) toast.error('Please select jobs to delete');
    else setDeleteRequest({ kind: 'selected', ids: [...selectedIds] });
  };
  const requestLocationDelete = () => {
    // docs/spec/admin-side.md §5: a location is needed.
    if (!query.location) toast.error('Select a location.');
    else setDeleteRequest({ kind: 'location', location: query.location });
  };
  const onDeleted = (request: NonNullable<DeleteRequest>) => {
    if (request.kind === 'location') setLocation('');
    if (request.kind === 'one') selection.forget([request.job._id]);
    if (request.kind === 'selected') selection.clear();
  };
  const listProps = {
    jobs: rows,
    selectedIds,
    onToggleSelect: selection.toggle,
    onToggleAll: toggleAll,
    onEdit: (job: TAdminJob) => openForm(job),
    onDelete: (job: TAdminJob) => setDeleteRequest({ kind: 'one', job }),
    onToggleStatus: (job: TAdminJob) => toggle.mutate({ id: job._id, isActive: !job.isActive }),
    onPublish: setPublishing,
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  };
  const openForm = (job: TAdminJob | null) => {
    setEditing(job);
    setModal('form');
  };

  return (
    <AdminPage
      title="Internships"
      description="Create, edit, import and remove internship postings."
      actions={
        <>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Internship
          </Button>
          <Button variant="secondary" onClick={() => setModal('upload')}>
            <Upload aria-hidden="true" className="size-4" />
            Bulk Upload
          </Button>
          <Button variant="secondary" onClick={() => setModal('files')}>
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            Uploaded Files
          </Button>
        </>
      }
    >
      <ExpiringSoonPanel />
      <Panel>
        <JobsToolbar
          search={query.search ?? ''}
          onSearch={setSearch}
          location={query.location ?? ''}
          locations={locations.data ?? []}
          onLocation={(location) => {
            setLocation(location);
            selection.clear();
          }}
          selectedCount={selectedIds.size}
          onBulkDelete={requestBulkDelete}
          onDeleteByLocation={requestLocationDelete}
          filters={
            <HeldFilter
              count={jobs.data?.heldCount ?? 0}
              active={query.held === 'true'}
              onChange={(heldOnly) => {
                setHeldOnly(heldOnly);
                selection.clear();
              }}
            />
          }
        />
        {jobs.isPending ? (
          <ListSkeleton rows={8} label="Loading internships" />
        ) : jobs.isError && !jobs.data ? (
          <ErrorState
            message={getErrorMessage(jobs.error, 'Failed to fetch jobs')}
            onRetry={() => void jobs.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Briefcase}
            message={
              hasFilters ? 'No internships match your filters.' : 'No jobs found. Create your first job posting!'
            }
          >
            {!hasFilters && (
              <Button onClick={() => openForm(null)}>
                <Plus aria-hidden="true" className="size-4" />
                Add Internship
              </Button>
            )}
          </EmptyState>
        ) : (
          <div
            aria-busy={jobs.isPlaceholderData || undefined}
            className={jobs.isPlaceholderData ? 'opacity-60' : undefined}
          >
            {isWide ? (
              <JobsTable {...listProps} sort={query.sort} order={query.order} onSort={toggleSort} />
            ) : (
              <JobCards {...listProps} />
            )}
          </div>
        )}
        {jobs.data && rows.length > 0 && (
          <Pager
            label="Internship pages"
            page={query.page}
            pageCount={pages}
            onPageChange={setPage}
            summary={`${jobs.data.pagination.total} internships`}
          />
        )}
      </Panel>
      <JobFormDialog open={modal === 'form'} onOpenChange={(open) => !open && setModal(null)} job={editing} />
      <BulkUploadDialog open={modal === 'upload'} onOpenChange={(open) => !open && setModal(null)} />
      <ExcelFilesDialog open={modal === 'files'} onOpenChange={(open) => !open && setModal(null)} />
      <JobDeleteDialogs request={deleteRequest} onClose={() => setDeleteRequest(null)} onDeleted={onDeleted} />
      <PublishJobDialog job={publishing} onClose={() => setPublishing(null)} />
    </AdminPage>
  );
}
