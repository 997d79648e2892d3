import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: POST /api/reset-password, {email, otp, newPassword} (code) or {token, newPassword} (link).
export async function resetPassword(body: TResetPasswordRequest): Promise<void> {
  await apiRequest('/reset-password', { method: 'POST', body, auth: false });
}

type UseResetPasswordOptions = {
  mutationConfig?: Omit<UseMutationOptions<void, Error, TResetPasswordRequest>, 'mutationFn'>;
};

export function useResetPassword({ mutationConfig }: UseResetPasswordOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
