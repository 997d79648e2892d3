import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type TAdminLoginRequest, type TAdminLoginResponse, ZAdminLoginResponse } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api-client.js';

// docs/spec/product-decisions.md → API: POST /api/admin/login {username, password} -> {token, admin}.
export function adminLogin(body: TAdminLoginRequest): Promise<TAdminLoginResponse> {
  // No bearer header: a failed login must never end another session (see api-client).
  return apiRequest('/admin/login', { method: 'POST', body, schema: ZAdminLoginResponse, auth: false });
}

type UseAdminLoginOptions = {
  mutationConfig?: Omit<UseMutationOptions<TAdminLoginResponse, Error, TAdminLoginRequest>, 'mutationFn'>;
};

export function useAdminLogin({ mutationConfig }: UseAdminLoginOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: adminLogin });
}
