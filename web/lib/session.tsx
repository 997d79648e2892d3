import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { TAdmin } from '#shared/schemas/auth.js';
import type { TUser } from '#shared/schemas/user.js';
import { ApiError, SESSION_EXPIRED_EVENT } from './api-client.js';
import { endServerSession } from './end-server-session.js';
import { isHydrating, onHydrationEnd } from './hydration.js';
import { currentLanguage, switchLanguage } from './i18n.js';
import { fetchSessionAdmin, fetchSessionUser } from './session-refresh.js';
import {
  clearStoredSession,
  readStoredSession,
  SESSION_KEYS,
  type UserType,
  writeAdminData,
  writeAdminSession,
  writeUserData,
  writeUserSession,
} from './session-storage.js';

type SessionState = {
  /** docs/spec/student-side.md §4: stays on until the stored session has been restored and refreshed. */
  isLoading: boolean;
  userType: UserType | null;
  token: string | null;
  user: TUser | null;
  admin: TAdmin | null;
  /** The student or admin chose to log out (guards then go home instead of to a login page). */
  endedByUser: boolean;
};

export type Session = SessionState & {
  signInUser: (token: string, user: TUser) => void;
  signInAdmin: (token: string, admin: TAdmin) => void;
  updateUser: (user: TUser) => void;
  /** Forgets the session here and ends it on the server, unless the server already has (`sessionEnded`). */
  signOut: (options?: { sessionEnded?: boolean }) => void;
};

const SIGNED_OUT: SessionState = {
  isLoading: false,
  userType: null,
  token: null,
  user: null,
  admin: null,
  endedByUser: false,
};

function stateFromStorage(isLoading: boolean): SessionState {
  const { token, userType, userData, adminData } = readStoredSession();
  if (!token || !userType) return SIGNED_OUT;
  return {
    isLoading,
    userType,
    token,
    user: userType === 'user' ? userData : null,
    admin: userType === 'admin' ? adminData : null,
    endedByUser: false,
  };
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The server rendered the page as a visitor sees it: the browser takes it over as that visitor, then
  // restores the stored session (docs/decisions/0048).
  const [state, setState] = useState(() => (isHydrating() ? SIGNED_OUT : stateFromStorage(true)));
  // The restore request in flight; a sign-in or sign-out makes its answer irrelevant.
  const restoreRef = useRef<AbortController | null>(null);

  const endSession = useCallback(() => {
    restoreRef.current?.abort();
    clearStoredSession();
    setState(SIGNED_OUT);
    // Cached answers belong to the account that just left.
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    // On a page the server rendered, once the take-over is over: until then the page is a visitor's.
    if (!isHydrating()) return restoreSession();
    let stopRestoring: (() => void) | undefined;
    const stopWaiting = onHydrationEnd(() => {
      stopRestoring = restoreSession();
    });
    return () => {
      stopWaiting();
      stopRestoring?.();
    };

    /** Restores the stored session and refreshes it from the server; returns a way to stop. */
    function restoreSession(): (() => void) | undefined {
      const { token, userType } = readStoredSession();
      if (!token || !userType) {
        if (token) clearStoredSession(); // a token without a known type cannot be restored
        setState(SIGNED_OUT);
        return undefined;
      }
      setState((current) => (current.token === null ? stateFromStorage(true) : current));
      const controller = new AbortController();
      restoreRef.current = controller;
      const refresh = async () => {
        try {
          if (userType === 'user') {
            const user = await fetchSessionUser(controller.signal);
            if (controller.signal.aborted) return;
            writeUserData(user);
            setState((current) => ({ ...current, user, isLoading: false }));
          } else {
            const admin = await fetchSessionAdmin(controller.signal);
            if (controller.signal.aborted) return;
            writeAdminData(admin);
            setState((current) => ({ ...current, admin, isLoading: false }));
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          // 401/403: the token is no longer good. Anything else (offline, 5xx): keep the stored data.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) endSession();
          else setState((current) => ({ ...current, isLoading: false }));
        }
      };
      void refresh();
      return () => controller.abort();
    }
  }, [endSession]);

  useEffect(() => {
    const onExpired = () => endSession();
    // Another tab logged in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_KEYS.token || event.key === SESSION_KEYS.userType) {
        setState(stateFromStorage(false));
      }
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      window.removeEventListener('storage', onStorage);
    };
  }, [endSession]);

  const signInUser = useCallback((token: string, user: TUser) => {
    restoreRef.current?.abort();
    writeUserSession(token, user);
    setState({ isLoading: false, userType: 'user', token, user, admin: null, endedByUser: false });
    // The account keeps the student's language (docs/decisions/0031): signing in on another phone brings it.
    if (user.language && user.language !== currentLanguage()) void switchLanguage(user.language);
  }, []);

  const signInAdmin = useCallback((token: string, admin: TAdmin) => {
    restoreRef.current?.abort();
    writeAdminSession(token, admin);
    setState({ isLoading: false, userType: 'admin', token, user: null, admin, endedByUser: false });
  }, []);

  const updateUser = useCallback((user: TUser) => {
    writeUserData(user);
    setState((current) => (current.userType === 'user' ? { ...current, user } : current));
  }, []);

  const signOut = useCallback(
    (options?: { sessionEnded?: boolean }) => {
      const { token, userType } = readStoredSession();
      if (token && userType && !options?.sessionEnded) endServerSession(token, userType);
      endSession();
      setState({ ...SIGNED_OUT, endedByUser: true });
    },
    [endSession],
  );

  const value = useMemo<Session>(
    () => ({ ...state, signInUser, signInAdmin, updateUser, signOut }),
    [state, signInUser, signInAdmin, updateUser, signOut],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
