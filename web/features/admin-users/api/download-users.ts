import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload } from '#web/lib/api-client.js';
import { usersExportFilename } from '../utils/users-export-filename.js';

export type DownloadUsersVariables = { startDate?: string; endDate?: string };

// GET /admin/users/download?startDate&endDate (YYYY-MM-DD, inclusive) -> the users as .xlsx.
export function downloadUsers({ startDate, endDate }: DownloadUsersVariables): Promise<void> {
  return apiDownload('/admin/users/download', usersExportFilename(startDate, endDate), {
    query: { startDate, endDate },
  });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<void, Error, DownloadUsersVariables>, 'mutationFn'> };

export function useDownloadUsers({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadUsers });
}
