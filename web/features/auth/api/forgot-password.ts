import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.js';

export type TForgotPasswordRequest = { email: string };

// docs/spec/student-side.md §7: POST /api/forgot-password {email}; the body is not shown, success shows 'OTP sent to your email!'.
export async function forgotPassword(body: TForgotPasswordRequest): Promise<void> {
  await apiRequest('/forgot-password', { method: 'POST', body, auth: false });
}

type UseForgotPasswordOptions = {
  mutationConfig?: Omit<UseMutationOptions<void, Error, TForgotPasswordRequest>, 'mutationFn'>;
};

export function useForgotPassword({ mutationConfig }: UseForgotPasswordOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
