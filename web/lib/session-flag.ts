// 'At most once per browser session' flags (the splash screen, the home intro video) in sessionStorage.
// Storage can be unavailable (privacy modes, blocked cookies): reading then says 'not seen yet' and
// writing does nothing, so the worst case is seeing the thing again, never an error.

export function hasSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

export function clearSessionFlag(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}

/** Set when this tab's session began with a registration: the dashboard says "Welcome", not "Welcome back". */
export const NEW_ACCOUNT_FLAG = 'newAccount';
