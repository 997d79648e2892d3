import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, buildApiUrl, SESSION_EXPIRED_EVENT } from '../../../lib/api-client.js';
import { clearStoredSession, readToken } from '../../../lib/session-storage.js';
import { getExcelFilesQueryOptions } from './get-excel-files.js';
import { invalidateJobs } from './invalidate-jobs.js';

export const ZUploadResponse = z.object({ message: z.string(), jobsCreated: z.number() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

// DECISIONS.md → Internships: an invalid sheet imports nothing and lists every bad row.
const ZRowError = z.object({ row: z.number(), column: z.string().optional().default(''), reason: z.string() });
export type TRowError = z.infer<typeof ZRowError>;
const ZUploadErrorBody = z.object({ errors: z.array(ZRowError) });

/** The bad rows a 400 answer lists, or none. */
export function getUploadRowErrors(error: unknown): TRowError[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = ZUploadErrorBody.safeParse(error.data);
  return parsed.success ? parsed.data.errors : [];
}

export type UploadVariables = { file: File; onProgress?: (percent: number) => void };

function parseBody(xhr: XMLHttpRequest): unknown {
  try {
    return xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
  } catch {
    return xhr.responseText;
  }
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message : undefined;
}

/**
 * POST /admin/jobs/bulk-upload, multipart field `excel`. XMLHttpRequest rather than fetch because only
 * it reports upload progress. Same contract as apiRequest: bearer token, ApiError with the server's
 * message, a 401 for the still-stored token ends the session.
 */
export function uploadJobsExcel({ file, onProgress }: UploadVariables): Promise<TUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = readToken();
    xhr.open('POST', buildApiUrl('/admin/jobs/bulk-upload'));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const data = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZUploadResponse.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'Unexpected answer from the server', data));
        return;
      }
      if (xhr.status === 401 && token !== null && readToken() === token) {
        clearStoredSession();
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      }
      reject(new ApiError(xhr.status, messageOf(data) ?? `Request failed with status ${xhr.status}`, data));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    const form = new FormData();
    form.append('excel', file, file.name);
    xhr.send(form);
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<TUploadResponse, Error, UploadVariables>, 'mutationFn'> };

export function useUploadJobsExcel({ mutationConfig }: Options = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: uploadJobsExcel,
    onSuccess: async (...args) => {
      await Promise.all([
        invalidateJobs(queryClient),
        queryClient.invalidateQueries({ queryKey: getExcelFilesQueryOptions().queryKey }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
