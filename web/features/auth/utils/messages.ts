import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// docs/spec/student-side.md §5 and §8, verbatim: what the student sees. Tests import these so the texts cannot drift.
// Descriptors (docs/decisions/0031): the components show them in the page's language with i18n._ / t(descriptor).
export const MESSAGES = {
  fillRequired: msg`Please fill in all required fields`,
  passwordsDoNotMatch: msg`Passwords do not match`,
  sendOtpFirst: msg`Please send and verify OTP first`,
  enterOtp: msg`Please enter the OTP`,
  otpSixDigits: msg`OTP must be 6 digits`,
  enterEmail: msg`Please enter your email address`,
  enterCity: msg`Please enter your current city`,
  enterPincode: msg`Please enter your area pincode`,
  enterInstitutions: msg`Please enter institution for all education details`,
  selectAcademicStatus: msg`Please select your current academic status`,
  addSkill: msg`Please add at least one skill`,
  addKeyword: msg`Please add at least one keyword`,
  fillAllFields: msg`Please fill in all fields`,
  passwordTooShort: msg`Password must be at least 6 characters long`,
  invalidResetLink: msg`Invalid reset link`,
  // Not in §5; the same texts the server's contracts use (shared/schemas), so the student learns early.
  invalidEmail: msg`Please enter a valid email address`,
  enterPassword: msg`Please enter your password`,
  invalidPhone: msg`Please enter a valid phone number`,
  invalidPincode: msg`Please enter a valid 6-digit pincode`,
} as const satisfies Record<string, MessageDescriptor>;

// docs/spec/student-side.md §8: success toasts and failure fallbacks.
export const TOASTS = {
  loginSuccess: msg`Login successful!`,
  loginFailed: msg`Login failed`,
  otpSent: msg`OTP sent to your email!`,
  otpFailed: msg`Failed to send OTP`,
  registrationSuccess: msg`Registration successful!`,
  registrationFailed: msg`Registration failed`,
  otpVerified: msg`OTP verified! Please set your new password.`,
  resetSuccess: msg`Password reset successfully!`,
  resetFailed: msg`Failed to reset password`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The message whose id is `id`: form libraries (react-hook-form with zod) carry a problem as a string, so
 * the forms keep the descriptor's id there and show the descriptor in the page's language.
 */
export function messageWithId(id: string | undefined): MessageDescriptor | undefined {
  if (!id) return undefined;
  return Object.values(MESSAGES).find((message) => message.id === id);
}
