import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload } from '#web/lib/api-client.js';
import { auditExportFilename } from '../utils/audit-export-filename.js';
import type { AuditFilters } from './get-audit-log.js';

// docs/decisions/0034: GET /admin/audit/export?adminId&action&from&to -> the filtered log as .xlsx.
export function downloadAuditLog({ adminId, action, from, to }: AuditFilters): Promise<void> {
  return apiDownload('/admin/audit/export', auditExportFilename(from, to), { query: { adminId, action, from, to } });
}

type Options = { mutationConfig?: Omit<UseMutationOptions<void, Error, AuditFilters>, 'mutationFn'> };

export function useDownloadAuditLog({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadAuditLog });
}
