import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.js';
import { MESSAGES } from './messages.js';

/** docs/spec/student-side.md §5 Forgot password step 3 and Reset page: fill all, then match, then at least 6 characters. */
export function checkNewPassword(password: string, confirmPassword: string): MessageDescriptor | null {
  if (!password || !confirmPassword) return MESSAGES.fillAllFields;
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

/** The live requirements list of the reset page (docs/spec/student-side.md §2). */
export function passwordRequirements(password: string, confirmPassword: string) {
  const count = MIN_PASSWORD_LENGTH;
  return [
    { label: msg`At least ${count} characters`, isMet: password.length >= MIN_PASSWORD_LENGTH },
    { label: msg`Passwords match`, isMet: password !== '' && password === confirmPassword },
  ];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required, then a plausible format (the server validates strictly). */
export function checkEmail(email: string): MessageDescriptor | null {
  const trimmed = email.trim();
  if (!trimmed) return MESSAGES.enterEmail;
  if (!EMAIL_PATTERN.test(trimmed)) return MESSAGES.invalidEmail;
  return null;
}

/** Keeps the digits of a typed or pasted code, at most six (docs/spec/student-side.md §9: OTP length 6). */
export function normaliseOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}
