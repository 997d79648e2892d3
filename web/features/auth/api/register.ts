import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '#shared/schemas/account.js';
import type { TAuthResponse } from '#shared/schemas/user.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: POST /api/register, the profile with files as base64 -> {token, user}. confirmPassword is never sent.
export function registerStudent(body: TRegisterRequest): Promise<TAuthResponse> {
  return apiRequest<TAuthResponse>('/register', { method: 'POST', body, auth: false });
}

type UseRegisterOptions = {
  mutationConfig?: Omit<UseMutationOptions<TAuthResponse, Error, TRegisterRequest>, 'mutationFn'>;
};

export function useRegister({ mutationConfig }: UseRegisterOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: registerStudent });
}
