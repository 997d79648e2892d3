import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '#shared/constants.js';
import { ADMIN_PASSWORD_TOO_SHORT } from '#shared/schemas/password.js';

// docs/spec/admin-side.md §5: new and confirm must match; at least 12 characters (security findings: the spec's 6 is
// too few for the account that opens every student's data).
export const ZPasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine(({ newPassword, confirmPassword }, context) => {
    if (newPassword !== confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'New passwords do not match' });
      return;
    }
    if (newPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: ADMIN_PASSWORD_TOO_SHORT });
    }
  });
export type PasswordFormValues = z.infer<typeof ZPasswordForm>;
