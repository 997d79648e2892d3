import type { Location } from 'react-router';

/** Router state a guard leaves so the login page can send the visitor back where they came from. */
export type RedirectState = { from: string };

export function createRedirectState(location: Location): RedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The remembered location when it is a same-site path, else the fallback. */
export function getRedirectTarget(state: unknown, fallback: string): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return fallback;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return from;
}
