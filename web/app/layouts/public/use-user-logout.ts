import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session.js';

/** spec 000 §2: logout clears the session and goes to /. */
export function useUserLogout(): (options?: { sessionEnded?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return useCallback(
    async (options?: { sessionEnded?: boolean }) => {
      // A chosen logout makes guarded pages send the visitor home, not to /login (see RequireUser).
      signOut(options);
      await navigate(paths.home.getHref());
    },
    [navigate, signOut],
  );
}
