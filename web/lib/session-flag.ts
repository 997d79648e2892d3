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
