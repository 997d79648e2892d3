import { useLingui } from '@lingui/react/macro';
import type { TSavedSearchFilters } from '#shared/schemas/saved-searches.js';
import { formatRupees } from '#web/lib/format-rupees.js';

/** A saved search's name is at most this long (shared/schemas/saved-searches.ts). */
export const SAVED_SEARCH_NAME_MAX = 80;

/**
 * A saved search in words (issue 21, item 2), for the list page's Save dialog and the dashboard's list:
 * `describe` says every keyword and filter ("Keywords: web developer · City: Bengaluru"), `suggestName`
 * makes a short name from them ("web developer in Bengaluru").
 */
export function useSavedSearchWords() {
  const { t } = useLingui();

  const stipend = ({ minSalary, maxSalary }: TSavedSearchFilters): string | null => {
    const min = minSalary === undefined ? null : formatRupees(minSalary);
    const max = maxSalary === undefined ? null : formatRupees(maxSalary);
    if (min && max) return t`Stipend ${min}–${max} a month`;
    if (min) return t`Stipend from ${min} a month`;
    if (max) return t`Stipend up to ${max} a month`;
    return null;
  };

  const describe = (filters: TSavedSearchFilters): string => {
    const { search, location, domain, position } = filters;
    const parts = [
      search && t`Keywords: ${search}`,
      location && t`City: ${location}`,
      domain && t`Domain: ${domain}`,
      position && t`Position: ${position}`,
      stipend(filters),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t`All internships, no filters`;
  };

  const suggestName = ({ search, location, domain, position }: TSavedSearchFilters): string => {
    const what = search || position || domain;
    const name = what
      ? location
        ? t({ message: `${what} in ${location}`, comment: 'a saved search’s name: keywords, then the city' })
        : what
      : location
        ? t`Internships in ${location}`
        : t`All internships`;
    return name.slice(0, SAVED_SEARCH_NAME_MAX);
  };

  return { describe, suggestName };
}
