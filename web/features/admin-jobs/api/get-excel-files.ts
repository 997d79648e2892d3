import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TExcelFile, ZExcelFilesResponse } from '#shared/schemas/admin-jobs.js';
import { apiRequest } from '#web/lib/api-client.js';

// GET /admin/excel-files -> the uploaded spreadsheets, newest first.
export function getExcelFiles(signal?: AbortSignal): Promise<TExcelFile[]> {
  return apiRequest('/admin/excel-files', { signal, schema: ZExcelFilesResponse });
}

export function getExcelFilesQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'excel-files'], queryFn: ({ signal }) => getExcelFiles(signal) });
}

export function useExcelFiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getExcelFilesQueryOptions(), enabled });
}
