import type { TSavedSearchFilters } from '#shared/schemas/saved-searches.js';
import type { IndexQuery } from './index-types.js';
import type { ParsedSearch } from './query-terms.js';

/** The index's question for the list's filters: empty ones ask nothing. */
export function indexQueryOf(filters: TSavedSearchFilters, parsed: ParsedSearch): IndexQuery {
  return {
    terms: parsed.terms,
    location: filters.location || undefined,
    domain: filters.domain || undefined,
    position: filters.position || undefined,
    minSalary: filters.minSalary,
    maxSalary: filters.maxSalary,
  };
}
