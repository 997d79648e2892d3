import { ApiError, buildApiUrl, SESSION_EXPIRED_EVENT } from '../../../lib/api-client.js';
import { clearStoredSession, readToken } from '../../../lib/session-storage.js';

export type UploadProgress = { loaded: number; total: number };

type SendOptions = {
  method: 'POST' | 'PUT';
  body: unknown;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message : undefined;
}

/**
 * A JSON request through XMLHttpRequest, because fetch reports no upload progress and a profile save can
 * carry a 10 MB resume as base64. Same contract as apiRequest: bearer token from the stored session,
 * errors as ApiError with the server's message, a 401 for the still-stored token ends the session.
 */
export function sendJsonWithProgress(
  path: string,
  { method, body, onProgress, signal }: SendOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = readToken();
    xhr.open(method, buildApiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data);
        return;
      }
      if (xhr.status === 401 && token !== null && readToken() === token) {
        clearStoredSession();
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      }
      reject(new ApiError(xhr.status, messageOf(data) ?? `Request failed with status ${xhr.status}`, data));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));

    if (signal?.aborted) {
      reject(new DOMException('The request was aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}
