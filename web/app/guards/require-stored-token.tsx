import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#web/config/paths.js';
import { createRedirectState } from '#web/lib/redirect.js';
import { useSession } from '#web/lib/session.js';

/**
 * docs/spec/student-side.md §2: /global-jobs needs a token in browser storage, otherwise redirect to /login.
 * Only the token is checked (not the account type), as the spec says; the page itself sends
 * the visitor to /login on a 401 or 403 answer.
 */
export function RequireStoredToken() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={paths.login.getHref()} replace state={createRedirectState(location)} />;
  return <Outlet />;
}
