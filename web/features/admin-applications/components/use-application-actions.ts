import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useDownloadResume } from '../api/download-resume.js';
import { useForwardApplication } from '../api/forward-application.js';
import { useReopenApplication } from '../api/reopen-application.js';
import { useUpdateApplicationStatus } from '../api/update-application-status.js';
import { openWaitingTab, useViewResume } from '../api/view-resume.js';

/** The per-application actions with their toasts (docs/spec/admin-side.md §8), shared by the list and the detail modal. */
export function useApplicationActions() {
  const status = useUpdateApplicationStatus({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to update application status')),
    },
  });
  const forward = useForwardApplication({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to forward application')),
    },
  });
  const reopen = useReopenApplication({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to reopen application')),
    },
  });
  const resume = useDownloadResume({
    mutationConfig: {
      onSuccess: () => toast.success('Resume downloaded successfully!'),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to download resume')),
    },
  });
  const view = useViewResume({
    mutationConfig: { onError: (error) => toast.error(getErrorMessage(error, 'Failed to download resume')) },
  });
  return {
    changeStatus: status.mutate,
    updatingId: status.isPending ? (status.variables?.id ?? null) : null,
    forward: forward.mutate,
    forwardingId: forward.isPending ? (forward.variables ?? null) : null,
    reopen: reopen.mutate,
    reopeningId: reopen.isPending ? (reopen.variables ?? null) : null,
    downloadResume: resume.mutate,
    downloadingUserId: resume.isPending ? (resume.variables?._id ?? null) : null,
    viewResume: (userId: string) => view.mutate({ userId, tab: openWaitingTab() }),
    viewingUserId: view.isPending ? (view.variables?.userId ?? null) : null,
  };
}

export type ApplicationActions = ReturnType<typeof useApplicationActions>;
