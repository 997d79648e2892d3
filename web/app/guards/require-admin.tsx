import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { createRedirectState } from '#web/lib/redirect.js';
import { useSession } from '#web/lib/session.js';

/** docs/spec/admin-side.md §2: admin routes need a signed-in admin; a spinner while the session resolves, else /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isLoading, userType, admin } = useSession();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (userType !== 'admin' || !admin) {
    return <Navigate to={paths.admin.login.getHref()} replace state={createRedirectState(location)} />;
  }
  return children;
}
