import { type UseMutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type THolidays, ZHolidays } from '#shared/schemas/reports.js';
import { apiRequest } from '#web/lib/api-client.js';

const KEY = ['admin', 'reports', 'holidays'];

// docs/decisions/0035: GET and PUT /admin/reports/holidays {holidays: [{date, name}]}.
export function useHolidays() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/admin/reports/holidays', { signal, schema: ZHolidays }),
  });
}

export function useSaveHolidays({
  mutationConfig,
}: {
  mutationConfig?: Omit<UseMutationOptions<{ message: string }, Error, THolidays>, 'mutationFn'>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (body: THolidays) =>
      apiRequest<{ message: string }>('/admin/reports/holidays', { method: 'PUT', body }),
    onSuccess: (...args) => {
      // Holidays move the deadlines: the queue is read again with the list.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
      mutationConfig?.onSuccess?.(...args);
    },
  });
}
