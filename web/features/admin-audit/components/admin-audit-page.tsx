import { Download, History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminPage, Panel } from '#web/components/admin/admin-page.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { useIsWideScreen } from '#web/components/admin/use-media-query.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useDownloadAuditLog } from '../api/download-audit-log.js';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log.js';
import { AuditCards } from './audit-cards.js';
import { AuditTable } from './audit-table.js';
import { type AuditFilterDraft, AuditToolbar } from './audit-toolbar.js';

const NO_FILTERS: AuditFilterDraft = { adminId: '', action: '', from: '', to: '' };
const FETCH_FAILED = 'Failed to fetch the activity log';

/** /admin/audit: every administrator's action, newest first (docs/decisions/0034). */
export function AdminAuditPage() {
  const [draft, setDraft] = useState<AuditFilterDraft>(NO_FILTERS);
  const rangeError =
    draft.from && draft.to && draft.from > draft.to ? 'The start date must be on or before the end date' : undefined;
  const filters: AuditFilters = {
    adminId: draft.adminId || undefined,
    action: draft.action || undefined,
    from: draft.from || undefined,
    to: draft.to || undefined,
  };
  const log = useAuditLog(filters, { enabled: !rangeError });
  const isWide = useIsWideScreen();

  useEffect(() => {
    if (log.error) toast.error(getErrorMessage(log.error, FETCH_FAILED), { id: 'admin-audit' });
  }, [log.error]);

  const download = useDownloadAuditLog({
    mutationConfig: {
      onSuccess: () => toast.success('Activity log downloaded successfully!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to download the activity log')),
    },
  });

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <AdminPage
      title="Activity log"
      description="Every administrator's action: who, when, from which address and what changed."
      actions={
        <Button
          variant="secondary"
          isLoading={download.isPending}
          disabled={Boolean(rangeError)}
          onClick={() => download.mutate(filters)}
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? 'Preparing...' : 'Download .xlsx'}
        </Button>
      }
    >
      <Panel>
        <AuditToolbar filters={draft} onChange={setDraft} rangeError={rangeError} empty={NO_FILTERS} />
        {log.isPending && !rangeError ? (
          <ListSkeleton rows={8} label="Loading the activity log" />
        ) : log.isError && !log.data ? (
          <ErrorState message={getErrorMessage(log.error, FETCH_FAILED)} onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState icon={History} message="No actions recorded for these filters" />
        ) : (
          <div
            aria-busy={log.isPlaceholderData || undefined}
            className={log.isPlaceholderData ? 'opacity-60' : undefined}
          >
            {isWide ? <AuditTable entries={entries} /> : <AuditCards entries={entries} />}
            {log.hasNextPage && !log.isPlaceholderData && (
              <div className="flex justify-center border-t border-slate-200 p-4">
                <Button variant="secondary" isLoading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </div>
        )}
      </Panel>
    </AdminPage>
  );
}
