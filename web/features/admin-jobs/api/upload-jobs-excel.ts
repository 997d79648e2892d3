import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUploadResponse, ZUploadResponse } from '#shared/schemas/admin-jobs.js';
import { type TErrorResponse, ZErrorResponse } from '#shared/schemas/common.js';
import { ApiError } from '#web/lib/api-client.js';
import { sendWithProgress } from '#web/lib/send-with-progress.js';
import { getExcelFilesQueryOptions } from './get-excel-files.js';
import { invalidateJobs } from './invalidate-jobs.js';

export type TRowError = NonNullable<TErrorResponse['errors']>[number];

/** The bad rows a 400 answer lists, or none (docs/spec/product-decisions.md → Internships: an invalid sheet imports nothing and lists every bad row). */
export function getUploadRowErrors(error: unknown): TRowError[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = ZErrorResponse.safeParse(error.data);
  return parsed.success ? (parsed.data.errors ?? []) : [];
}

export type UploadVariables = { file: File; onProgress?: (percent: number) => void };

/** POST /admin/jobs/bulk-upload, multipart field `excel`, with the upload's progress (0–100). */
export function uploadJobsExcel({ file, onProgress }: UploadVariables): Promise<TUploadResponse> {
  const form = new FormData();
  form.append('excel', file, file.name);
  return sendWithProgress('/admin/jobs/bulk-upload', {
    method: 'POST',
    body: form,
    onProgress,
    schema: ZUploadResponse,
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
