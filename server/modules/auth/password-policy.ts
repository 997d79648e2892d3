import { dictionary } from '@zxcvbn-ts/language-common';
import { refuse } from '#server/lib/errors.js';
import { MIN_ADMIN_PASSWORD_LENGTH } from '#shared/constants.js';
import { ADMIN_PASSWORD_TOO_SHORT, PASSWORD_TOO_COMMON_MESSAGE } from '#shared/schemas/password.js';
import type { Role } from './tokens.js';

/** How many of the most common passwords are refused (the list is ranked by how often each was found). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

// zxcvbn-ts's ranked list of passwords found in breaches, shipped in the package (no network call).
const common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

/** Whether `password` is one of the most common passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** Why a new password of an account of `role` is refused (beyond the schema's length), or null. */
export function newPasswordProblem(password: string, role: Role): string | null {
  if (role === 'admin' && password.length < MIN_ADMIN_PASSWORD_LENGTH) return ADMIN_PASSWORD_TOO_SHORT;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}

/** Refuses (400, with the code the web branches on) a new password the policy does not accept. */
export function acceptNewPassword(password: string, role: Role): void {
  const problem = newPasswordProblem(password, role);
  if (problem)
    throw refuse(problem === PASSWORD_TOO_COMMON_MESSAGE ? 'PASSWORD_TOO_COMMON' : 'PASSWORD_TOO_SHORT', problem);
}
