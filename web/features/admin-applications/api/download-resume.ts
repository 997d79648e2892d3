import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { resumeFileName } from '#shared/file-names.js';
import { apiDownload } from '#web/lib/api-client.js';

export type ResumeOwner = { _id: string; name: string };

// GET /resume/{userId}: the owner or an admin only (docs/spec/product-decisions.md → Files).
export function downloadResume(owner: ResumeOwner): Promise<void> {
  return apiDownload(`/resume/${encodeURIComponent(owner._id)}`, resumeFileName(owner.name));
}

type Options = { mutationConfig?: Omit<UseMutationOptions<void, Error, ResumeOwner>, 'mutationFn'> };

export function useDownloadResume({ mutationConfig }: Options = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadResume });
}
