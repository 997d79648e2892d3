import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { ApiError, buildApiUrl } from '#web/lib/api-client.js';
import { readToken } from '#web/lib/session-storage.js';

/** The resume PDF as a Blob, fetched with the bearer header (a plain link could not send it). */
export async function getResumeBlob(userId: string): Promise<Blob> {
  const token = readToken();
  const headers = new Headers({ Accept: 'application/pdf' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildApiUrl(`/resume/${encodeURIComponent(userId)}`), { headers });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    const message =
      typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, data);
  }
  // Typed as PDF so the browser's own viewer shows it.
  return new Blob([await response.blob()], { type: 'application/pdf' });
}

export type ViewResumeVariables = { userId: string; tab: Window | null };

/**
 * Shows the resume in a new tab. The tab is opened by the click itself (popup blockers allow that) and
 * pointed at an object URL once the PDF has arrived; the site's CSP does not allow blob: frames, so an
 * inline frame is not an option.
 */
export async function viewResume({ userId, tab }: ViewResumeVariables): Promise<void> {
  try {
    const url = URL.createObjectURL(await getResumeBlob(userId));
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    // The tab has loaded the PDF long before this.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Opens the waiting tab; call it in the click handler, before anything asynchronous. */
export function openWaitingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Loading resume…';
    tab.document.body.textContent = 'Loading resume…';
  }
  return tab;
}

type Options = { mutationConfig?: Omit<UseMutationOptions<void, Error, ViewResumeVariables>, 'mutationFn'> };

export function useViewResume({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: viewResume });
}
