import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '#web/lib/api-client.js';

// docs/spec/product-decisions.md → Files: GET /api/resume/{userId}, the owner or an admin only.
export function downloadResume({ userId, filename }: { userId: string; filename: string }): Promise<void> {
  return apiDownload(`/resume/${encodeURIComponent(userId)}`, filename);
}

export function useDownloadResume() {
  return useMutation({ mutationFn: downloadResume });
}
