import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useMyApplications } from '../api/get-my-applications.js';
import { ApplicationItem } from './application-item.js';
import { DashboardList, EmptyList } from './dashboard-list.js';

export const MY_APPLICATIONS_ID = 'my-applications';

const FETCH_FAILED = msg`Failed to fetch applications`;

/** docs/spec/student-side.md §2: the My Applications list; its empty state links to /internships. */
export function MyApplications() {
  const query = useMyApplications();
  const { error, errorUpdatedAt } = query;
  // The i18n object stays the same across a language switch, so switching does not toast the failure again.
  const { i18n } = useLingui();

  // docs/spec/student-side.md §8: a failed fetch shows the server's message, else 'Failed to fetch applications'.
  useEffect(() => {
    if (errorUpdatedAt > 0 && error) toast.error(getErrorMessage(error, i18n._(FETCH_FAILED)));
  }, [error, errorUpdatedAt, i18n]);

  return (
    <DashboardList
      id={MY_APPLICATIONS_ID}
      icon={Briefcase}
      title={<Trans>My Applications</Trans>}
      query={query}
      errorMessage={getErrorMessage(error, i18n._(FETCH_FAILED))}
      empty={
        <EmptyList
          icon={Inbox}
          className="py-10"
          title={<Trans>No applications yet</Trans>}
          hint={<Trans>Find an internship you like and apply in one click.</Trans>}
        />
      }
    >
      {(applications) =>
        applications.map((application) => <ApplicationItem key={application._id} application={application} />)
      }
    </DashboardList>
  );
}
