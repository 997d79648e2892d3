import { Download, FileSpreadsheet } from 'lucide-react';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { formatDateTime } from '#web/lib/india-dates.js';
import { toast } from '#web/lib/toast.js';
import { useDownloadExcelFile } from '../api/download-excel-file.js';
import { useExcelFiles } from '../api/get-excel-files.js';

/** docs/spec/admin-side.md §2: originalName, jobsCreated, uploadedBy username and createdAt, with a download per file. */
export function ExcelFilesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const files = useExcelFiles({ enabled: open });
  const download = useDownloadExcelFile({
    mutationConfig: {
      onSuccess: () => toast.success('Excel file downloaded successfully!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to download Excel file')),
    },
  });

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Uploaded Excel Files" size="lg">
      {files.isPending ? (
        <ListSkeleton rows={3} label="Loading uploaded files" />
      ) : files.isError ? (
        <ErrorState
          message={getErrorMessage(files.error, 'Failed to fetch uploaded Excel files')}
          onRetry={() => void files.refetch()}
        />
      ) : files.data.length === 0 ? (
        <EmptyState icon={FileSpreadsheet} message="No Excel files uploaded yet." />
      ) : (
        <ul className="divide-y divide-slate-100">
          {files.data.map((file) => (
            <li key={file._id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{file.originalName}</p>
                  <p className="text-xs text-slate-500">
                    {file.jobsCreated} {file.jobsCreated === 1 ? 'job' : 'jobs'} created · by {file.uploadedBy.username}{' '}
                    · {formatDateTime(file.createdAt)}
                  </p>
                </div>
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="shrink-0"
                isLoading={download.isPending && download.variables?._id === file._id}
                onClick={() => download.mutate(file)}
                aria-label={`Download ${file.originalName}`}
              >
                <Download aria-hidden="true" className="size-4" />
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
