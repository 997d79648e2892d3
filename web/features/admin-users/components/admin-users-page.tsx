import { Download, Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { USERS_PAGE_SIZE } from '#shared/constants.js';
import { AdminPage, Panel } from '#web/components/admin/admin-page.js';
import { ConfirmDialog } from '#web/components/admin/confirm-dialog.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { Pager } from '#web/components/admin/pager.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { useIsWideScreen } from '#web/components/admin/use-media-query.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useBlockUser } from '../api/block-user.js';
import { useDownloadUsers } from '../api/download-users.js';
import { type TAdminUser, useAdminUsers } from '../api/get-admin-users.js';
import { type DateRange, filterByRegistrationDate, pageCount } from '../utils/user-list.js';
import { DateFilterDialog } from './date-filter-dialog.js';
import { UserCards } from './user-cards.js';
import { UserDetailDialog } from './user-detail-dialog.js';
import { UsersTable } from './users-table.js';
import { UsersToolbar } from './users-toolbar.js';

const NO_RANGE: DateRange = { startDate: '', endDate: '' };

/** /admin/users (docs/spec/admin-side.md §2 Users). */
export function AdminUsersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DateRange>(NO_RANGE);
  const [isDateFilterOpen, setIsDateFilterOpen] = useState(false);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [blockTarget, setBlockTarget] = useState<TAdminUser | null>(null);
  const users = useAdminUsers({ page, search: search || undefined });
  const isWide = useIsWideScreen();

  useEffect(() => {
    if (users.error) toast.error(getErrorMessage(users.error, 'Failed to fetch users'), { id: 'admin-users' });
  }, [users.error]);

  const block = useBlockUser({
    mutationConfig: {
      onSuccess: ({ message }) => {
        toast.success(message);
        setBlockTarget(null);
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to update user status')),
    },
  });
  const download = useDownloadUsers({
    mutationConfig: {
      onSuccess: () => toast.success('Users data downloaded successfully!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to download users data')),
    },
  });

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const loaded = users.data?.users ?? [];
  const shown = filterByRegistrationDate(loaded, range);
  const total = users.data?.total ?? 0;
  const pages = pageCount(total, USERS_PAGE_SIZE);
  const hasFilters = Boolean(search || range.startDate || range.endDate);
  const viewing = loaded.find((user) => user._id === viewingId) ?? null;
  const blockingId = block.isPending ? (block.variables?.id ?? null) : null;
  // Unblocking gives access back and needs no warning; blocking ends the student's sessions, so it asks.
  const onToggleBlock = (user: TAdminUser) =>
    user.isBlocked ? block.mutate({ id: user._id, isBlocked: false }) : setBlockTarget(user);
  const applyRange = (next: DateRange) => {
    setRange(next);
    setIsDateFilterOpen(false);
    if (next.startDate || next.endDate) toast.success('Date filter applied successfully!');
  };
  const listProps = { users: shown, onView: (user: TAdminUser) => setViewingId(user._id), onToggleBlock, blockingId };

  return (
    <AdminPage
      title="Users"
      description={users.data ? `${total.toLocaleString('en-IN')} registered students` : 'Registered students'}
      actions={
        <Button
          variant="secondary"
          isLoading={download.isPending}
          onClick={() =>
            download.mutate({ startDate: range.startDate || undefined, endDate: range.endDate || undefined })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? 'Preparing...' : 'Download Excel'}
        </Button>
      }
    >
      <Panel>
        <UsersToolbar
          search={search}
          onSearch={onSearch}
          range={range}
          onOpenDateFilter={() => setIsDateFilterOpen(true)}
          onClearDateFilter={() => setRange(NO_RANGE)}
        />
        {users.isPending ? (
          <ListSkeleton rows={8} label="Loading users" />
        ) : users.isError && !users.data ? (
          <ErrorState
            message={getErrorMessage(users.error, 'Failed to fetch users')}
            onRetry={() => void users.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState icon={Users} message={hasFilters ? 'No users found matching your filters.' : 'No users found'} />
        ) : (
          <div
            aria-busy={users.isPlaceholderData || undefined}
            className={users.isPlaceholderData ? 'opacity-60' : undefined}
          >
            {isWide ? <UsersTable {...listProps} /> : <UserCards {...listProps} />}
          </div>
        )}
        {users.data && (
          <Pager
            label="User pages"
            page={page}
            pageCount={pages}
            onPageChange={setPage}
            summary={shown.length !== loaded.length ? `${shown.length} of ${loaded.length} on this page` : undefined}
          />
        )}
      </Panel>
      <DateFilterDialog open={isDateFilterOpen} onOpenChange={setIsDateFilterOpen} range={range} onApply={applyRange} />
      <UserDetailDialog
        user={viewing}
        onClose={() => setViewingId(null)}
        onToggleBlock={onToggleBlock}
        blockingId={blockingId}
      />
      <ConfirmDialog
        open={blockTarget !== null}
        onOpenChange={(open) => !open && setBlockTarget(null)}
        title={`Block ${blockTarget?.name ?? 'this user'}?`}
        description="They are signed out at once and cannot sign in or apply until you unblock them."
        confirmLabel="Block User"
        pendingLabel="Blocking..."
        isPending={block.isPending}
        onConfirm={() => blockTarget && block.mutate({ id: blockTarget._id, isBlocked: true })}
      />
    </AdminPage>
  );
}
