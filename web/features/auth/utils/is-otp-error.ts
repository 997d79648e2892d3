import { ApiError } from '../../../lib/api-client.js';

/** The server refused the code ('Invalid OTP', 'Invalid or expired OTP', 'Too many wrong attempts…'). */
export function isOtpError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 429) && /\botp\b/i.test(error.message);
}
