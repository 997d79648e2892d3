import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { TExcelFile } from '#shared/schemas/admin-jobs.js';
import { apiDownload } from '#web/lib/api-client.js';

// GET /admin/excel-files/{id}/download -> the original spreadsheet, saved under its original name.
export function downloadExcelFile(file: Pick<TExcelFile, '_id' | 'originalName'>): Promise<void> {
  return apiDownload(`/admin/excel-files/${encodeURIComponent(file._id)}/download`, file.originalName);
}

type Options = { mutationConfig?: Omit<UseMutationOptions<void, Error, TExcelFile>, 'mutationFn'> };

export function useDownloadExcelFile({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadExcelFile });
}
