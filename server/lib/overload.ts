import { AppError } from './errors.js';

export const OVERLOADED_MESSAGE = 'We are handling too many requests right now. Please try again in a few seconds.';
export const OVERLOADED_RETRY_AFTER_SECONDS = 5;

/**
 * However long a queue has stood, so few waiting in it are not worth refusing from: a page's calls
 * and a few more behind a slow moment (a host that takes the CPU, the first run of a code path, a few
 * slow queries) are served late rather than refused (docs/decisions/0022).
 */
export const A_FEW = 16;

/** The product's 503 for a request refused because the process is overloaded, with Retry-After. */
export function overloaded(): AppError {
  return new AppError(
    'OVERLOADED',
    OVERLOADED_MESSAGE,
    {},
    {
      'retry-after': String(OVERLOADED_RETRY_AFTER_SECONDS),
    },
  );
}
