import { API_BASE } from './api-client.js';
import type { UserType } from './session-storage.js';

/** The call that ends a session on the server, by who holds it (shared/schemas/session.ts). */
export const LOGOUT_PATHS = { user: '/logout', admin: '/admin/logout' } as const;

/**
 * Ends `token`'s session on the server, so a copy of it is refused from now on. The browser forgets it
 * at once whatever happens here: the call is sent with keepalive (it survives the page going away),
 * and a failure (offline) is not the student's problem to solve.
 */
export function endServerSession(token: string, userType: UserType): void {
  try {
    void fetch(`${API_BASE}${LOGOUT_PATHS[userType]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // fetch itself unavailable: nothing more to do than forget the token, which the caller does.
  }
}
