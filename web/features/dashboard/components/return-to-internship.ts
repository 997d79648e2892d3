const BASE = 'https://same-site.invalid';
const INTERNSHIP_PATH = /^\/internships\/[^/]+$/;

/**
 * The `return` query of /dashboard?edit=resume&return=… as a path on this site, or null. Only an internship's
 * own page may be named (/internships/{id}, its query kept): never an absolute or protocol-relative address,
 * so a link from elsewhere cannot use the dashboard to send a student off the site.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !INTERNSHIP_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The way back: the internship with its apply form opened on arrival (internships' `apply=1`). */
export function continueHref(returnPath: string): string {
  const url = new URL(returnPath, BASE);
  url.searchParams.set('apply', '1');
  return `${url.pathname}${url.search}`;
}

/** The internship's title, carried in the navigation's state by the resume modal (a link cannot set it). */
export function returnTitleOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTitle } = state as { returnTitle?: unknown };
  return typeof returnTitle === 'string' && returnTitle.trim() ? returnTitle : null;
}

/** Whether the dashboard was opened to add the resume (the resume modal's 'Upload Resume'). */
export const EDIT_RESUME = 'resume';
