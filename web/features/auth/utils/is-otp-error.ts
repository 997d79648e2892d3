import { OTP_ERROR_CODES } from '#shared/error-codes.js';
import { errorCodeOf } from '#web/lib/api-client.js';

/** The server refused the code: wrong, expired, too many tries, or a new one asked for too soon. */
export function isOtpError(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== null && OTP_ERROR_CODES.includes(code);
}
