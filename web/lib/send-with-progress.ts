import { t } from '@lingui/core/macro';
import type { ZodType } from 'zod';
import { ApiError, buildApiUrl, endSessionOnExpiry, parseBodyText, serverMessage } from './api-client.js';
import { currentLanguage } from './i18n.js';
import { readToken } from './session-storage.js';

type SendOptions<T> = {
  method: 'POST' | 'PUT';
  /** FormData goes as multipart (the browser sets the boundary); anything else as JSON. */
  body: FormData | unknown;
  /** The share of the body sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Validates and types the answer. */
  schema?: ZodType<T>;
};

const aborted = () => new DOMException('The request was aborted', 'AbortError');

/**
 * A request whose upload shows progress (a profile with a 10 MB resume as base64, a spreadsheet):
 * XMLHttpRequest, because fetch reports no upload progress. Same contract as apiRequest: the stored
 * session's bearer token, errors as ApiError with the server's message, a 401 for the still-stored
 * token ends the session.
 */
export function sendWithProgress<T = unknown>(
  path: string,
  { method, body, onProgress, signal, schema }: SendOptions<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const token = readToken();
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    xhr.open(method, buildApiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (!isForm) xhr.setRequestHeader('Content-Type', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const data = parseBodyText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (!schema) return resolve(data as T);
        const parsed = schema.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, t`Unexpected answer from the server`, data));
        return;
      }
      endSessionOnExpiry(xhr.status, token);
      reject(new ApiError(xhr.status, serverMessage(data) ?? `Request failed with status ${xhr.status}`, data));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(aborted()));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(isForm ? (body as FormData) : JSON.stringify(body));
  });
}
