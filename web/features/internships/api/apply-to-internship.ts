import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplyResponse } from '#shared/schemas/application.js';
import { apiRequest } from '#web/lib/api-client.js';
import { getApplicationStatusQueryOptions } from './get-application-status.js';

export type ApplyVariables = { jobId: string; coverLetter: string };

// docs/spec/student-side.md §7: POST /jobs/{id}/apply {coverLetter}; errors may carry requiresResume or applicationLimitReached.
export function applyToInternship({ jobId, coverLetter }: ApplyVariables): Promise<TApplyResponse> {
  return apiRequest<TApplyResponse>(`/jobs/${encodeURIComponent(jobId)}/apply`, {
    method: 'POST',
    body: { coverLetter },
  });
}

type UseApplyOptions = {
  userId: string | null;
  mutationConfig?: Omit<UseMutationOptions<TApplyResponse, Error, ApplyVariables>, 'mutationFn'>;
};

export function useApplyToInternship({ userId, mutationConfig }: UseApplyOptions) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: applyToInternship,
    // Success, already applied or closed: the status box must show what the server now knows, and every
    // internship's answer today's count (another internship opened next must not show the old number).
    onSettled: async (...args) => {
      const [, , { jobId }] = args;
      const [scope, kind] = getApplicationStatusQueryOptions(jobId, userId).queryKey;
      await queryClient.invalidateQueries({ queryKey: [scope, kind] });
      await onSettled?.(...args);
    },
  });
}
