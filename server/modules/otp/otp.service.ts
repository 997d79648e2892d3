import type { DB } from '#server/db/database.js';
import { refuse, refuseFor, said } from '#server/lib/errors.js';
import { newId } from '#server/lib/ids.js';
import { keyedHash, newNumericCode, sameHash } from '#server/lib/secrets.js';
import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '#shared/constants.js';
import {
  addWrongAttempt,
  type CodePurpose,
  countCodesSince,
  findLatestCode,
  insertCode,
  markCodeUsed,
} from './otp.repo.js';

// docs/spec/product-decisions.md → Accounts: valid 10 minutes, single use, at most 5 wrong tries per code, a new code at most
// every 60 s and 5 an hour per email.
export const CODE_TTL_MS = OTP_VALID_MINUTES * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const RESEND_GAP_MS = OTP_RESEND_SECONDS * 1000;
export const MAX_CODES_PER_HOUR = 5;

export const INVALID_CODE = 'Invalid or expired OTP';
export const WRONG_CODE = 'Invalid OTP';
export const RESEND_TOO_SOON =
  '{seconds, plural, one {Please wait # second before requesting another OTP.} other {Please wait # seconds before requesting another OTP.}}';
export const TOO_MANY_TRIES = 'Too many wrong attempts. Please request a new OTP.';

export class OtpService {
  constructor(private readonly secret: string) {}

  private hash(email: string, purpose: CodePurpose, code: string): string {
    return keyedHash(this.secret, `${purpose}:${email}:${code}`);
  }

  /** Refuse a new code too soon after the last one, or beyond 5 an hour (429 with Retry-After). */
  async checkSendAllowed(db: DB, email: string, purpose: CodePurpose, now = new Date()): Promise<void> {
    const latest = await findLatestCode(db, email, purpose);
    if (latest) {
      const waitMs = Date.parse(latest.created_at) + RESEND_GAP_MS - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw refuseFor('OTP_RESEND_TOO_SOON', said(RESEND_TOO_SOON, { seconds }), seconds);
      }
    }
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
    if ((await countCodesSince(db, email, purpose, hourAgo)) >= MAX_CODES_PER_HOUR) {
      throw refuseFor('OTP_HOURLY_LIMIT', 'Too many OTP requests for this email. Please try again in an hour.', 3600);
    }
  }

  /** Store a new code (hashed) and return it in clear for the mail. */
  async issue(db: DB, email: string, purpose: CodePurpose, now = new Date()): Promise<string> {
    const code = newNumericCode();
    await insertCode(db, {
      id: newId(),
      email,
      purpose,
      code_hash: this.hash(email, purpose, code),
      attempts: 0,
      expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
    return code;
  }

  /**
   * Check a code against the newest one issued; returns its id. Call it outside any transaction, so a
   * wrong try is counted even though the request fails.
   */
  async verify(db: DB, email: string, purpose: CodePurpose, code: string, now = new Date()): Promise<string> {
    const latest = await findLatestCode(db, email, purpose);
    if (!latest || latest.used_at || Date.parse(latest.expires_at) <= now.getTime())
      throw refuse('OTP_INVALID', INVALID_CODE);
    if (latest.attempts >= MAX_WRONG_TRIES) throw refuse('OTP_TOO_MANY_TRIES', TOO_MANY_TRIES);
    if (!sameHash(latest.code_hash, this.hash(email, purpose, code))) {
      await addWrongAttempt(db, latest.id);
      throw latest.attempts + 1 >= MAX_WRONG_TRIES
        ? refuse('OTP_TOO_MANY_TRIES', TOO_MANY_TRIES)
        : refuse('OTP_WRONG', WRONG_CODE);
    }
    return latest.id;
  }

  /** Use a verified code, inside the transaction of the change it authorises: succeeds exactly once. */
  async consume(db: DB, codeId: string, now = new Date()): Promise<void> {
    if (!(await markCodeUsed(db, codeId, now.toISOString()))) throw refuse('OTP_INVALID', INVALID_CODE);
  }
}
