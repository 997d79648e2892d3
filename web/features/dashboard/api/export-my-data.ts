import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '#web/lib/api-client.js';

// DPDP Act 2023 (right to access): GET /api/account/export answers a JSON file of all the student's data.
export function exportMyData({ filename }: { filename: string }): Promise<void> {
  return apiDownload('/account/export', filename);
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
