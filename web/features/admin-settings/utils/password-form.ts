import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants.js';

// spec 001 §5: new and confirm must match; at least 6 characters.
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
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'Password must be at least 6 characters long',
      });
    }
  });
export type PasswordFormValues = z.infer<typeof ZPasswordForm>;
