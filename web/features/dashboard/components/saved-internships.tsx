import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSavedInternships, useToggleSaved } from '#web/lib/saved-internships.js';
import { toast } from '#web/lib/toast.js';
import { DashboardList, EmptyList } from './dashboard-list.js';
import { SavedItem } from './saved-item.js';

export const SAVED_INTERNSHIPS_ID = 'saved-internships';

/** The internships the student saved (issue 21), newest first, with when each closes. */
export function SavedInternships() {
  const { t } = useLingui();
  // Saved on other pages, maybe in another tab: ask again whenever the dashboard opens.
  const { studentId, query } = useSavedInternships({ refetchOnMount: 'always' });
  const unsave = useToggleSaved(studentId, {
    onError: (error) => toast.error(getErrorMessage(error, t`Could not remove this internship. Please try again.`)),
  });

  return (
    <DashboardList
      id={SAVED_INTERNSHIPS_ID}
      icon={Bookmark}
      title={<Trans>Saved internships</Trans>}
      query={query}
      loadingLabel={t`Loading saved internships`}
      errorMessage={getErrorMessage(query.error, t`Could not load your saved internships.`)}
      empty={
        <EmptyList
          icon={Bookmark}
          className="py-8"
          browseVariant="secondary"
          title={<Trans>No saved internships yet</Trans>}
          hint={<Trans>Tap Save on an internship to keep it here and see when it closes.</Trans>}
        />
      }
    >
      {(items) =>
        items.map((item) => (
          <SavedItem
            key={item._id}
            item={item}
            isBusy={unsave.isPending && unsave.variables?.job._id === item._id}
            onUnsave={(job) => unsave.mutate({ job, save: false })}
          />
        ))
      }
    </DashboardList>
  );
}
