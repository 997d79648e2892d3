import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency } from '#shared/saved-searches.js';
import type { TSavedSearch } from '#shared/schemas/saved-searches.js';
import { deleteSavedSearch, getSavedSearchesQueryOptions, updateSavedSearch } from '#web/lib/saved-searches.js';

type Options = { onError?: (error: Error) => void };

/**
 * A change to one saved search: the list shows it at once, goes back if the server refuses, and is asked
 * for again (the next alert's time comes from the server).
 */
function useSavedSearchChange<Change>(
  userId: string | null,
  send: (change: Change) => Promise<unknown>,
  apply: (list: TSavedSearch[], change: Change) => TSavedSearch[],
  { onError }: Options,
) {
  const queryClient = useQueryClient();
  const { queryKey } = getSavedSearchesQueryOptions(userId);
  return useMutation({
    // One after another, in the order made: a quick Daily-then-Off never reaches the server reversed.
    scope: { id: 'saved-searches' },
    mutationFn: send,
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list: TSavedSearch[] | undefined) => list && apply(list, change));
      return { before };
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      onError?.(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export type FrequencyChange = { id: string; frequency: AlertFrequency };

/** PATCH /api/saved-searches/{id} with a new alert frequency. */
export function useChangeFrequency(userId: string | null, options: Options = {}) {
  return useSavedSearchChange(
    userId,
    ({ id, frequency }: FrequencyChange) => updateSavedSearch(id, { frequency }),
    (list, { id, frequency }) => list.map((search) => (search._id === id ? { ...search, frequency } : search)),
    options,
  );
}

/** DELETE /api/saved-searches/{id}. */
export function useDeleteSavedSearch(userId: string | null, options: Options = {}) {
  return useSavedSearchChange(
    userId,
    (id: string) => deleteSavedSearch(id),
    (list, id) => list.filter((search) => search._id !== id),
    options,
  );
}
