import type { AppDeps } from '#server/app-deps.js';
import { refuse } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { keyedHash, newUrlToken } from '#server/lib/secrets.js';
import { RESET_LINK_VALID_MINUTES } from '#shared/constants.js';
import type { TResetPasswordRequest } from '#shared/schemas/account.js';
import { hashPassword } from '../auth/password.js';
import { acceptNewPassword } from '../auth/password-policy.js';
import { mailDomainOf } from '../form-guard/form-guard.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { passwordResetMail } from '../mail/templates.js';
import { INVALID_CODE, type OtpService } from '../otp/otp.service.js';
import { getSettings } from '../settings/settings.service.js';
import { findUserByEmail, updatePassword } from '../users/users.repo.js';
import { findResetToken, insertResetToken, markResetTokenUsed, retireResetTokens } from './reset-tokens.repo.js';

export const RESET_SENT = 'OTP sent to your email!';
export const RESET_DONE = 'Password reset successfully!';
export const OTP_VERIFIED = 'OTP verified! Please set your new password.';
export const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';
const LINK_TTL_MS = RESET_LINK_VALID_MINUTES * 60 * 1000;

/**
 * One recovery mail with both the 6-digit code and a single-use link. Known and unknown emails get the
 * same answer and the same limits (a code row is kept for both; only an account's owner gets a mail).
 */
export async function requestPasswordReset(deps: AppDeps, otp: OtpService, email: string) {
  const { db, config } = deps;
  await otp.checkSendAllowed(db, email, 'reset');
  const user = await findUserByEmail(db, email);
  const { platformName } = await getSettings(db);
  await db.transaction().execute(async (trx) => {
    const code = await otp.issue(trx, email, 'reset');
    if (!user) return;
    const token = newUrlToken();
    const now = new Date();
    await insertResetToken(trx, {
      id: newId(),
      user_id: user.id,
      token_hash: keyedHash(config.jwtSecret, token),
      expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMail(trx, { to: email, ...passwordResetMail(platformName, user.name, code, link, user.language) });
  });
  if (user) await deps.guard.mailQueued(mailDomainOf(email));
  deps.kickMail();
  return { message: RESET_SENT };
}

export async function verifyResetCode({ db }: AppDeps, otp: OtpService, email: string, code: string) {
  await otp.verify(db, email, 'reset', code);
  return { message: OTP_VERIFIED };
}

/** Set a new password by code or by link; either way every existing session ends. */
export async function resetPassword(deps: AppDeps, otp: OtpService, input: TResetPasswordRequest) {
  const { db, config } = deps;
  acceptNewPassword(input.newPassword, 'user');
  const passwordHash = await hashPassword(input.newPassword);
  const now = nowIso();

  if ('token' in input) {
    const stored = await findResetToken(db, keyedHash(config.jwtSecret, input.token));
    if (!stored || stored.used_at || stored.expires_at <= now) throw refuse('RESET_LINK_INVALID', INVALID_LINK);
    await db.transaction().execute(async (trx) => {
      if (!(await markResetTokenUsed(trx, stored.id, now))) throw refuse('RESET_LINK_INVALID', INVALID_LINK);
      await updatePassword(trx, stored.user_id, passwordHash, now);
      await retireResetTokens(trx, stored.user_id, now);
    });
    return { message: RESET_DONE };
  }

  const codeId = await otp.verify(db, input.email, 'reset', input.otp);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw refuse('OTP_INVALID', INVALID_CODE);
  await db.transaction().execute(async (trx) => {
    await otp.consume(trx, codeId);
    await updatePassword(trx, user.id, passwordHash, now);
    await retireResetTokens(trx, user.id, now);
  });
  return { message: RESET_DONE };
}
