import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '#shared/constants.js';
import { ADMIN_PASSWORD_TOO_SHORT } from '#shared/schemas/password.js';

// The new administrator's password (docs/decisions/0037): the rules of every administrator's password
// (docs/decisions/0003: 12 characters; the server also refuses the most common ones), typed twice.
export const ZInvitationPasswordForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, context) => {
    if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
      context.addIssue({ code: 'custom', path: ['password'], message: ADMIN_PASSWORD_TOO_SHORT });
      return;
    }
    if (password !== confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
    }
  });
export type InvitationPasswordValues = z.infer<typeof ZInvitationPasswordForm>;
