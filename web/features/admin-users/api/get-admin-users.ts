import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { USERS_PAGE_SIZE } from '#shared/constants.js';
import { ZAdminUsersResponse } from '#shared/schemas/admin.js';
import { apiRequest } from '#web/lib/api-client.js';

export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;
export type { TAdminUser } from '#shared/schemas/admin.js';
export type AdminUsersQuery = { page: number; search?: string };

// docs/spec/admin-side.md §7: GET /admin/users?page&limit=100 (bearer header) -> {users, total}; search is the server's.
export function getAdminUsers({ page, search }: AdminUsersQuery, signal?: AbortSignal): Promise<TAdminUsersResponse> {
  return apiRequest('/admin/users', {
    query: { page, limit: USERS_PAGE_SIZE, search },
    signal,
    schema: ZAdminUsersResponse,
  });
}

export function getAdminUsersQueryOptions(query?: AdminUsersQuery) {
  return queryOptions({
    queryKey: query ? ['admin', 'users', query] : ['admin', 'users'],
    queryFn: ({ signal }) => getAdminUsers(query ?? { page: 1 }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(getAdminUsersQueryOptions(query));
}
