import { type TAdmin, ZAdminMeResponse } from '../../shared/schemas/auth.js';
import { type TUser, ZUserResponse } from '../../shared/schemas/user.js';
import { apiRequest } from './api-client.js';

// spec 000 §4: on load the stored user or admin is restored per the stored type and refreshed from the server.

export async function fetchSessionUser(signal?: AbortSignal): Promise<TUser> {
  const { user } = await apiRequest('/profile', { signal, schema: ZUserResponse });
  return user;
}

export async function fetchSessionAdmin(signal?: AbortSignal): Promise<TAdmin> {
  const { admin } = await apiRequest('/admin/me', { signal, schema: ZAdminMeResponse });
  return admin;
}
