import type { TJobsQuery } from '#shared/schemas/job.js';
import { indexQueryOf } from './index-query.js';
import { parseSearch } from './query-terms.js';
import type { SearchIndex } from './search-index.js';

/** What a search asks for: the public list's query without its paging. */
export type SearchFilters = Omit<TJobsQuery, 'page' | 'limit'>;

export interface SearchPage {
  ids: string[];
  total: number;
  /** What was searched, when a word was corrected (docs/decisions/0040). */
  searchedFor?: string;
}

/** A page of the public list from the index: the query's words read into terms, a word that matched nothing corrected. */
export function searchPage(
  index: SearchIndex,
  filters: SearchFilters,
  page: { offset: number; limit: number },
  now: number,
): SearchPage {
  const parsed = parseSearch(filters.search);
  const { corrections, ...found } = index.search({ ...indexQueryOf(filters, parsed), sort: filters.sort }, page, now);
  if (!corrections) return found;
  const to = new Map(corrections.map((c) => [c.word, c.to]));
  return { ...found, searchedFor: parsed.words.map((word) => to.get(word) ?? word).join(' ') };
}
