import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.js';

export type ResumeOwner = { _id: string; name: string };

/** spec 001 §7: saved as {name}_Resume.pdf; characters a file name cannot hold become '_'. */
export function resumeFilename(name: string): string {
  const safe = name.trim().replace(/[\\/:*?"<>|]+/g, '_') || 'Applicant';
  return `${safe}_Resume.pdf`;
}

// GET /resume/{userId}: the owner or an admin only (DECISIONS.md → Files).
export function downloadResume(owner: ResumeOwner): Promise<void> {
  return apiDownload(`/resume/${encodeURIComponent(owner._id)}`, resumeFilename(owner.name));
}

type Options = { mutationConfig?: Omit<UseMutationOptions<void, Error, ResumeOwner>, 'mutationFn'> };

export function useDownloadResume({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadResume });
}
