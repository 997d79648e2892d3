import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TJobSuggestions, TJobSuggestionsQuery } from '#shared/schemas/job.js';
import { apiRequest } from '#web/lib/api-client.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';

/** Type-ahead from the open listings (GET /api/jobs/suggestions; docs/decisions/0040). */
export function getSuggestions(query: TJobSuggestionsQuery, signal?: AbortSignal): Promise<TJobSuggestions> {
  return apiRequest<TJobSuggestions>('/jobs/suggestions', { query, signal });
}

/** Fewer letters than this ask for nothing: one letter starts too many words to help. */
export const SUGGEST_FROM = 2;

/** Asked once typing pauses this long: a phone on a slow network should not fetch at every key. */
const PAUSE_MS = 200;

/** The suggestions for what the field holds now; none while it is shorter than SUGGEST_FROM. */
export function useSuggestions(field: TJobSuggestionsQuery['field'], text: string): string[] {
  const trimmed = useDebouncedValue(text.trim(), PAUSE_MS);
  const { data } = useQuery({
    queryKey: ['internships', 'suggestions', field, trimmed.toLowerCase()],
    queryFn: ({ signal }) => getSuggestions({ field, text: trimmed }, signal),
    enabled: trimmed.length >= SUGGEST_FROM,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    // A failed suggestion is no loss: the search itself still works.
    retry: false,
  });
  if (trimmed.length < SUGGEST_FROM) return [];
  // What is already typed in full is no suggestion.
  return (data?.suggestions ?? []).filter((suggestion) => suggestion.toLowerCase() !== trimmed.toLowerCase());
}
