import { useEffect } from 'react';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';

/** docs/spec/student-side.md §8: one error toast per failure, with the server's message or the fallback. */
export function useErrorToast(error: Error | null, errorUpdatedAt: number, fallback: string, skip = false) {
  useEffect(() => {
    if (!error || skip) return;
    toast.error(getErrorMessage(error, fallback), { id: `${fallback}-${errorUpdatedAt}` });
  }, [error, errorUpdatedAt, fallback, skip]);
}
