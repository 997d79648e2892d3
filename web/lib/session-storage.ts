import type { TAdmin } from '#shared/schemas/auth.js';
import type { TUser } from '#shared/schemas/user.js';
import { isStoredAdmin, isStoredUser } from './stored-shapes.js';

// docs/spec/student-side.md §3 'Session data kept in the browser': token, userType, userData, adminData.
export const SESSION_KEYS = {
  token: 'token',
  userType: 'userType',
  userData: 'userData',
  adminData: 'adminData',
} as const;

export type UserType = 'user' | 'admin';

export type StoredSession = {
  token: string | null;
  userType: UserType | null;
  userData: TUser | null;
  adminData: TAdmin | null;
};

// Storage can be unavailable (privacy modes, quota); the app then behaves as logged out.
function getItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function setItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory session still works for this page.
  }
}

function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignore, as above.
  }
}

/** Parses stored JSON and checks its shape; corrupt or outdated data reads as null. */
function readJson<T>(key: string, isShape: (value: unknown) => value is T): T | null {
  const raw = getItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isShape(value) ? value : null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  const token = getItem(SESSION_KEYS.token);
  return token ? token : null;
}

export function readStoredSession(): StoredSession {
  const userType = getItem(SESSION_KEYS.userType);
  return {
    token: readToken(),
    userType: userType === 'user' || userType === 'admin' ? userType : null,
    userData: readJson(SESSION_KEYS.userData, isStoredUser),
    adminData: readJson(SESSION_KEYS.adminData, isStoredAdmin),
  };
}

export function writeUserSession(token: string, user: TUser): void {
  removeItem(SESSION_KEYS.adminData);
  setItem(SESSION_KEYS.token, token);
  setItem(SESSION_KEYS.userType, 'user');
  writeUserData(user);
}

export function writeAdminSession(token: string, admin: TAdmin): void {
  removeItem(SESSION_KEYS.userData);
  setItem(SESSION_KEYS.token, token);
  setItem(SESSION_KEYS.userType, 'admin');
  writeAdminData(admin);
}

export function writeUserData(user: TUser): void {
  setItem(SESSION_KEYS.userData, JSON.stringify(user));
}

export function writeAdminData(admin: TAdmin): void {
  setItem(SESSION_KEYS.adminData, JSON.stringify(admin));
}

/** docs/spec/student-side.md §4: logout clears all stored session data. */
export function clearStoredSession(): void {
  for (const key of Object.values(SESSION_KEYS)) removeItem(key);
}
