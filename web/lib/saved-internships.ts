import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJob } from '#shared/schemas/job.js';
import type { TSavedInternship, TSavedInternships, TSaveReceipt } from '#shared/schemas/saved.js';
import { apiRequest } from './api-client.js';
import { useSession } from './session.js';

// Saved internships (issue 21, item 1). One query holds the student's list: the Save buttons on the
// cards and the detail read it, the dashboard's Saved section shows it, and a toggle updates it at once
// and then asks the server again, so all three always agree.

export function getSavedInternships(signal?: AbortSignal): Promise<TSavedInternship[]> {
  // Typed, not parsed: the cards load this on every page, and a schema here would bring the validator with it.
  return apiRequest<TSavedInternships>('/saved', { signal }).then(({ saved }) => saved);
}

/** `userId` keeps one student's list from showing for another who signs in on the same tab. */
export function getSavedInternshipsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['saved-internships', userId],
    queryFn: ({ signal }) => getSavedInternships(signal),
    enabled: userId !== null,
  });
}

/** The signed-in student's id (null for a visitor or an administrator) and their saved list. */
export function useSavedInternships({ refetchOnMount }: { refetchOnMount?: 'always' } = {}) {
  const { userType, user } = useSession();
  const studentId = userType === 'user' ? (user?._id ?? null) : null;
  const query = useQuery({ ...getSavedInternshipsQueryOptions(studentId), refetchOnMount });
  return { studentId, isVisitor: userType === null, query };
}

export type SaveToggle = { job: TJob; save: boolean };

function saveInternship(jobId: string) {
  return apiRequest<TSaveReceipt>(`/saved/${encodeURIComponent(jobId)}`, { method: 'PUT' });
}

function unsaveInternship(jobId: string): Promise<unknown> {
  return apiRequest(`/saved/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

/**
 * Saves or unsaves: the list changes at once, goes back if the server refuses, and is asked for again.
 * Saving is idempotent on the server, so a Save tapped before the list is known is safe to send.
 */
export function useToggleSaved(userId: string | null, { onError }: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getSavedInternshipsQueryOptions(userId);
  return useMutation({
    // One after another, in the order tapped: a quick Save-then-Unsave never reaches the server reversed.
    scope: { id: 'saved-internships' },
    mutationFn: ({ job, save }: SaveToggle) => (save ? saveInternship(job._id) : unsaveInternship(job._id)),
    onMutate: async ({ job, save }) => {
      // A list on its way may have been read before this toggle: it is dropped, and asked again after.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      // Tapped before the list arrived: the button shows the toggle from the mutation itself, and the list
      // is left unknown (a list of one would hide the student's other saves) until it is asked again.
      if (before === undefined) return { before };
      queryClient.setQueryData(queryKey, (list = []) => {
        const rest = list.filter((item) => item._id !== job._id);
        return save ? [{ ...job, savedAt: new Date().toISOString() }, ...rest] : rest;
      });
      return { before };
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      onError?.(error);
    },
    // Returned, so the toggle stays pending until the list is asked again: the button never flickers back.
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
