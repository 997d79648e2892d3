import { Trans, useLingui } from '@lingui/react/macro';
import { useIsFetching } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SAVED_SEARCHES_SECTION } from '#shared/saved-searches.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSavedSearches } from '#web/lib/saved-searches.js';
import { toast } from '#web/lib/toast.js';
import { useChangeFrequency, useDeleteSavedSearch } from '../api/change-saved-search.js';
import { DashboardList, EmptyList } from './dashboard-list.js';
import { SavedSearchItem } from './saved-search-item.js';

/** The student's saved searches and their alert mails (issue 21, item 2), newest first. */
export function SavedSearches() {
  const { t } = useLingui();
  // Saved on the list page, maybe in another tab: ask again whenever the dashboard opens.
  const { studentId, query } = useSavedSearches({ refetchOnMount: 'always' });
  const changeFrequency = useChangeFrequency(studentId, {
    onError: (error) => toast.error(getErrorMessage(error, t`Could not change the alert mails. Please try again.`)),
  });
  const remove = useDeleteSavedSearch(studentId, {
    onError: (error) => toast.error(getErrorMessage(error, t`Could not delete this search. Please try again.`)),
  });
  useScrollToSection(!query.isPending);

  return (
    <DashboardList
      id={SAVED_SEARCHES_SECTION}
      icon={BellRing}
      title={<Trans>Saved searches</Trans>}
      query={query}
      loadingLabel={t`Loading saved searches`}
      errorMessage={getErrorMessage(query.error, t`Could not load your saved searches.`)}
      empty={
        <EmptyList
          icon={BellRing}
          className="py-8"
          browseVariant="secondary"
          title={<Trans>No saved searches yet</Trans>}
          hint={
            <Trans>
              Search the internships, then tap Save this search above the results: we mail you new ones that match.
            </Trans>
          }
        />
      }
    >
      {(searches) =>
        searches.map((search) => {
          const { _id: id, name } = search;
          return (
            <SavedSearchItem
              key={id}
              search={search}
              onFrequencyChange={(frequency) => changeFrequency.mutate({ id, frequency })}
              onDelete={() => remove.mutate(id, { onSuccess: () => toast.success(t`Search “${name}” deleted`) })}
            />
          );
        })
      }
    </DashboardList>
  );
}

/**
 * /dashboard#saved-searches (the alert mail's manage link): the browser looked for the section before the
 * page had it, so the section scrolls itself into view, once, when it and the lists above it are loaded.
 */
function useScrollToSection(isLoaded: boolean) {
  const { hash } = useLocation();
  const isFetching = useIsFetching() > 0;
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (hasScrolled.current || hash !== `#${SAVED_SEARCHES_SECTION}` || !isLoaded || isFetching) return;
    hasScrolled.current = true;
    document.getElementById(SAVED_SEARCHES_SECTION)?.scrollIntoView?.({ block: 'start' });
  }, [hash, isLoaded, isFetching]);
}
