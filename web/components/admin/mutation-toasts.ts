import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';

/**
 * The `mutationConfig` callbacks of an admin save or delete (docs/spec/admin-side.md §8): on success the
 * server's message, or `fallback` when it sends none, is toasted and `then` runs; a failure toasts the
 * error, or `failure` when it has no message.
 */
export function mutationToasts<T extends { message: string }>(
  fallback: string | ((data: T) => string),
  failure: string,
  then: () => void,
) {
  return {
    onSuccess: (data: T) => {
      toast.success(data.message || (typeof fallback === 'string' ? fallback : fallback(data)));
      then();
    },
    onError: (error: Error) => toast.error(getErrorMessage(error, failure)),
  };
}
