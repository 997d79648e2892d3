import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.js';

// spec 001 §3 Excel upload record. The endpoint may land after this screen: the shape is the spec's.
export const ZExcelFile = z.object({
  _id: z.string(),
  originalName: z.string(),
  jobsCreated: z.number(),
  uploadedBy: z.object({ username: z.string() }).nullable().optional(),
  createdAt: z.string(),
});
export type TExcelFile = z.infer<typeof ZExcelFile>;

// GET /admin/excel-files -> the uploaded spreadsheets, newest first.
export function getExcelFiles(signal?: AbortSignal): Promise<TExcelFile[]> {
  return apiRequest('/admin/excel-files', { signal, schema: z.array(ZExcelFile) });
}

export function getExcelFilesQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'excel-files'], queryFn: ({ signal }) => getExcelFiles(signal) });
}

export function useExcelFiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getExcelFilesQueryOptions(), enabled });
}
