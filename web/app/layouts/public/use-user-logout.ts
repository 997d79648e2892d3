import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/lib/session.js';

/** docs/spec/student-side.md §2: logout clears the session and goes to /. */
export function useUserLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return useCallback(async () => {
    // A chosen logout makes guarded pages send the visitor home, not to /login (see RequireUser).
    signOut();
    await navigate(paths.home.getHref());
  }, [navigate, signOut]);
}
