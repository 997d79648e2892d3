import { MIN_ADMIN_PASSWORD_LENGTH } from '../constants.js';

// What the server says of a new password beyond the spec's minimum of 6 (security findings, ASVS
// 2.1.7): a 400 with code PASSWORD_TOO_COMMON or PASSWORD_TOO_SHORT (shared/error-codes.ts).

/** One of the 10,000 most common passwords, refused for every account. */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';

export const ADMIN_PASSWORD_TOO_SHORT = `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`;

/** Too many wrong passwords where a signed-in account confirms it (account deletion, admin password change). */
export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords. Please try again in 15 minutes.';
