import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { TSendOtpRequest } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: POST /api/send-otp {email}; the body is not read, success shows 'OTP sent to your email!'.
export async function sendOtp(body: TSendOtpRequest): Promise<void> {
  await apiRequest('/send-otp', { method: 'POST', body, auth: false });
}

type UseSendOtpOptions = {
  mutationConfig?: Omit<UseMutationOptions<void, Error, TSendOtpRequest>, 'mutationFn'>;
};

export function useSendOtp({ mutationConfig }: UseSendOtpOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendOtp });
}
