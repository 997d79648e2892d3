// docs/spec/student-side.md §5 and §8, verbatim: what the student sees. Tests import these so the texts cannot drift.
export const MESSAGES = {
  fillRequired: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  sendOtpFirst: 'Please send and verify OTP first',
  enterOtp: 'Please enter the OTP',
  otpSixDigits: 'OTP must be 6 digits',
  enterEmail: 'Please enter your email address',
  enterCity: 'Please enter your current city',
  enterPincode: 'Please enter your area pincode',
  enterInstitutions: 'Please enter institution for all education details',
  selectAcademicStatus: 'Please select your current academic status',
  addSkill: 'Please add at least one skill',
  addKeyword: 'Please add at least one keyword',
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidResetLink: 'Invalid reset link',
  // Not in §5; the same texts the server's contracts use (shared/schemas), so the student learns early.
  invalidEmail: 'Please enter a valid email address',
  enterPassword: 'Please enter your password',
  invalidPhone: 'Please enter a valid phone number',
  invalidPincode: 'Please enter a valid 6-digit pincode',
} as const;

// docs/spec/student-side.md §8: success toasts and failure fallbacks.
export const TOASTS = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  otpSent: 'OTP sent to your email!',
  otpFailed: 'Failed to send OTP',
  registrationSuccess: 'Registration successful!',
  registrationFailed: 'Registration failed',
  otpVerified: 'OTP verified! Please set your new password.',
  resetSuccess: 'Password reset successfully!',
  resetFailed: 'Failed to reset password',
} as const;
