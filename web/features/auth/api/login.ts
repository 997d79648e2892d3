import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { TLoginRequest } from '#shared/schemas/account.js';
import type { TAuthResponse } from '#shared/schemas/user.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/student-side.md §7: POST /api/login {email, password} -> {token, user}.
export function login(body: TLoginRequest): Promise<TAuthResponse> {
  // No bearer header: a failed login must never end another session (see api-client).
  return apiRequest<TAuthResponse>('/login', { method: 'POST', body, auth: false });
}

type UseLoginOptions = {
  mutationConfig?: Omit<UseMutationOptions<TAuthResponse, Error, TLoginRequest>, 'mutationFn'>;
};

export function useLogin({ mutationConfig }: UseLoginOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: login });
}
