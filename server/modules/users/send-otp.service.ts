import type { AppDeps } from '#server/app-deps.js';
import type { Language } from '#shared/languages.js';
import { mailDomainOf } from '../form-guard/form-guard.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { existingAccountMail, registrationCodeMail } from '../mail/templates.js';
import type { OtpService } from '../otp/otp.service.js';
import { getSettings } from '../settings/settings.service.js';
import { findUserByEmail } from './users.repo.js';
import { assertRegistrationOpen } from './users.service.js';

export const OTP_SENT = 'OTP sent to your email!';

/**
 * Send a registration code. An email that already has an account gets the same answer, and the same
 * limits, but its owner is mailed a notice instead of a code (docs/decisions/0010), so the answer does
 * not tell who has an account. The code is written in `language` (the registration form's); the notice
 * in the account's own (docs/decisions/0031).
 */
export async function sendRegistrationCode(deps: AppDeps, otp: OtpService, email: string, language: Language) {
  const { db, config } = deps;
  await assertRegistrationOpen(db);
  await otp.checkSendAllowed(db, email, 'register');
  const { platformName } = await getSettings(db);
  const existing = await findUserByEmail(db, email);
  await db.transaction().execute(async (trx) => {
    const code = await otp.issue(trx, email, 'register');
    const mail = existing
      ? existingAccountMail(
          platformName,
          `${config.publicUrl}/login`,
          `${config.publicUrl}/forgot-password`,
          existing.language,
        )
      : registrationCodeMail(platformName, code, language);
    await enqueueMail(trx, { to: email, ...mail });
  });
  await deps.guard.mailQueued(mailDomainOf(email));
  deps.kickMail();
  return { message: OTP_SENT };
}
