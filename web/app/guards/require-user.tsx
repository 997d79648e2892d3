import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { createRedirectState } from '#web/lib/redirect.js';
import { useSession } from '#web/lib/session.js';

/** docs/spec/student-side.md §2: /dashboard needs a logged-in student, otherwise redirect to /login (remembering where from). */
export function RequireUser() {
  const { isLoading, userType, user, endedByUser } = useSession();
  const location = useLocation();
  const { t } = useLingui();
  if (isLoading) return <FullPageSpinner label={t`Checking your session`} />;
  // docs/spec/student-side.md §2: logout goes to /, not to the login page.
  if (endedByUser && !user) return <Navigate to={paths.home.getHref()} replace />;
  if (userType !== 'user' || !user) {
    return <Navigate to={paths.login.getHref()} replace state={createRedirectState(location)} />;
  }
  return <Outlet />;
}
