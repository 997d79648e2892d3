import type { TAdmin } from '#shared/schemas/auth.js';
import type { TUser } from '#shared/schemas/user.js';
import { apiRequest } from './api-client.js';

// docs/spec/student-side.md §4: on load the stored user or admin is restored per the stored type and refreshed from the server.

export async function fetchSessionUser(signal?: AbortSignal): Promise<TUser> {
  const { user } = await apiRequest<{ user: TUser }>('/profile', { signal });
  return user;
}

export async function fetchSessionAdmin(signal?: AbortSignal): Promise<TAdmin> {
  const { admin } = await apiRequest<{ admin: TAdmin }>('/admin/me', { signal });
  return admin;
}
