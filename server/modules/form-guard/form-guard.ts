import type { DB } from '#server/db/database.js';
import { AppError } from '#server/lib/errors.js';
import { type GuardedForm, PROOF_OF_WORK_HEADER } from '#shared/proof-of-work.js';
import { ProofOfWork } from '../proof-of-work/proof-of-work.js';
import { readHits, recordHit } from '../rate-limit/rate-limit.repo.js';

// Limits keyed to what is attacked, never a lockout (docs/decisions/0023). Below these counts nothing
// is asked; above them the form asks for a proof of work whose expected cost doubles each time the
// count doubles, so a lab behind one address pays a second at worst while a script pays more with
// every try. Counts live in the database (rate_limits), so every process sees the same ones.
export const LIMITS = {
  /** Posts of the guarded forms from one address in 10 minutes: a lab of 60 registering sends about 130. */
  formsPerAddress: { free: 150, windowMs: 10 * 60 * 1000 },
  /** Wrong passwords from one address in 15 minutes (a lab's students mistype too). */
  failuresPerAddress: { free: 30, windowMs: 15 * 60 * 1000 },
  /** Wrong passwords for one account in 15 minutes, from devices it has not signed in from. */
  failuresPerAccount: { free: 10, windowMs: 15 * 60 * 1000, maxLevel: 4 },
  /** Wrong passwords through one device's sign-in mark before it is trusted no more (15 minutes). */
  failuresPerDevice: { free: 10, windowMs: 15 * 60 * 1000 },
  /** Code and recovery mails to one recipient domain in an hour (a mail-bomb guard). */
  mailsPerDomain: { free: 300, windowMs: 60 * 60 * 1000 },
} as const;

export const PROOF_NEEDED_MESSAGE =
  'This form is unusually busy. Your browser is doing a short check; the request is sent by itself when it is done.';

/** 0 below `free`; then 1, and one more each time the count doubles. */
export function levelFor(count: number, free: number): number {
  return count < free ? 0 : 1 + Math.floor(Math.log2(count / free));
}

/** Who is asking, and about what. */
export interface FormAttempt {
  form: GuardedForm;
  ip: string;
  /** The request's proof of work header, if it sent one. */
  proof: string | undefined;
  /** The domain of the address a code or recovery mail would go to. */
  mailDomain?: string;
  /** Sign-in forms: the account tried, and whether this device signed in to it before (device-trust.ts). */
  account?: { key: string; trustedDevice: string | null };
}

export const proofOf = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers[PROOF_OF_WORK_HEADER];
  return Array.isArray(value) ? value[0] : value;
};

const key = {
  forms: (ip: string) => `form:ip:${ip}`,
  addressFailures: (ip: string) => `fail:ip:${ip}`,
  accountFailures: (account: string) => `fail:account:${account}`,
  deviceFailures: (device: string) => `fail:device:${device}`,
  domainMails: (domain: string) => `mail:domain:${domain}`,
  usedProof: (id: string) => `pow:${id}`,
};

export class FormGuard {
  private readonly pow: ProofOfWork;

  constructor(
    private readonly db: DB,
    secret: string,
  ) {
    this.pow = new ProofOfWork(secret);
  }

  /**
   * Let the attempt through, or answer 428 with a challenge when its address, target or account is
   * unusually busy and it brought no good proof of that level. The attempt is then counted.
   */
  async check(attempt: FormAttempt, now = new Date()): Promise<void> {
    const level = await this.levelFor(attempt, now);
    if (level > 0) await this.requireProof(attempt, level, now);
    await recordHit(this.db, key.forms(attempt.ip), now, LIMITS.formsPerAddress.windowMs);
  }

  /** Whether a device's sign-in mark still counts: not after many wrong passwords through it. */
  async deviceStillTrusted(device: string, now = new Date()): Promise<boolean> {
    return (await readHits(this.db, key.deviceFailures(device), now)) < LIMITS.failuresPerDevice.free;
  }

  /** A wrong password: it raises the cost for the address, the account (on other devices) and the device. */
  async signInFailed(attempt: FormAttempt, now = new Date()): Promise<void> {
    const hits = [
      recordHit(this.db, key.addressFailures(attempt.ip), now, LIMITS.failuresPerAddress.windowMs),
      attempt.account &&
        recordHit(this.db, key.accountFailures(attempt.account.key), now, LIMITS.failuresPerAccount.windowMs),
      attempt.account?.trustedDevice &&
        recordHit(this.db, key.deviceFailures(attempt.account.trustedDevice), now, LIMITS.failuresPerDevice.windowMs),
    ];
    await Promise.all(hits);
  }

  /** A code or recovery mail is on its way to `domain`. */
  async mailQueued(domain: string, now = new Date()): Promise<void> {
    await recordHit(this.db, key.domainMails(domain), now, LIMITS.mailsPerDomain.windowMs);
  }

  private async levelFor({ ip, mailDomain, account }: FormAttempt, now: Date): Promise<number> {
    const trusted = Boolean(account?.trustedDevice);
    const [forms, addressFailures, accountFailures, domainMails] = await Promise.all([
      readHits(this.db, key.forms(ip), now),
      account && !trusted ? readHits(this.db, key.addressFailures(ip), now) : 0,
      account && !trusted ? readHits(this.db, key.accountFailures(account.key), now) : 0,
      mailDomain ? readHits(this.db, key.domainMails(mailDomain), now) : 0,
    ]);
    return Math.max(
      levelFor(forms, LIMITS.formsPerAddress.free),
      levelFor(addressFailures, LIMITS.failuresPerAddress.free),
      // Capped: the owner on a new phone pays a few seconds at most, and can always recover by mail.
      Math.min(LIMITS.failuresPerAccount.maxLevel, levelFor(accountFailures, LIMITS.failuresPerAccount.free)),
      levelFor(domainMails, LIMITS.mailsPerDomain.free),
    );
  }

  private async requireProof({ form, proof }: FormAttempt, level: number, now: Date): Promise<void> {
    const verified = await this.pow.verify(proof, form);
    if (verified && verified.level >= level) {
      // A proof is good for one request: the first use counts it, a second is refused.
      const ttl = Math.max(1000, verified.expiresAt - now.getTime());
      const uses = await recordHit(this.db, key.usedProof(verified.id), now, ttl);
      if (uses.count === 1) return;
    }
    throw new AppError('PROOF_OF_WORK_REQUIRED', PROOF_NEEDED_MESSAGE, {
      challenge: await this.pow.challenge(form, level),
    });
  }
}

/** The domain of an email address, lower-cased (the part after the last @). */
export function mailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export { PROOF_OF_WORK_HEADER };
