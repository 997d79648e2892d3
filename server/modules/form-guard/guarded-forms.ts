import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps.js';
import { refuse } from '#server/lib/errors.js';
import type { GuardedForm } from '#shared/proof-of-work.js';
import { type FormAttempt, mailDomainOf, proofOf } from './form-guard.js';

type Guards = Pick<AppDeps, 'guard' | 'devices'>;

/** A guarded form that is not a sign-in: counted for its address, and for the mail domain it writes to. */
export async function guardForm(
  { guard }: Guards,
  request: FastifyRequest,
  form: GuardedForm,
  mailTo?: string,
): Promise<void> {
  await guard.check({
    form,
    ip: request.ip,
    proof: proofOf(request.headers),
    mailDomain: mailTo === undefined ? undefined : mailDomainOf(mailTo),
  });
}

/**
 * A sign-in (students and administrators): guarded like any form, and a wrong password raises the
 * cost for the address, the account and the device that typed it (form-guard.ts), never for the
 * owner's own devices. `verify` resolves with the result, or null for a wrong account or password.
 * The browser is marked as one that signed in to the account (device-trust.ts).
 */
export async function guardedSignIn<T>(
  { guard, devices }: Guards,
  request: FastifyRequest,
  reply: FastifyReply,
  { form, account, cookiePath, wrong }: { form: GuardedForm; account: string; cookiePath: string; wrong: string },
  verify: () => Promise<T | null>,
): Promise<T> {
  const device = devices.read(request, account);
  const trustedDevice = device && (await guard.deviceStillTrusted(device)) ? device : null;
  const attempt: FormAttempt = {
    form,
    ip: request.ip,
    proof: proofOf(request.headers),
    account: { key: account, trustedDevice },
  };
  await guard.check(attempt);
  const result = await verify();
  if (result === null) {
    await guard.signInFailed(attempt);
    throw refuse('WRONG_CREDENTIALS', wrong);
  }
  devices.mark(reply, account, cookiePath, device ?? undefined);
  return result;
}
