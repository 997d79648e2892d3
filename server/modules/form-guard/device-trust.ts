import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { keyedHash, sameHash } from '#server/lib/secrets.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The mark a browser keeps after signing in to an account (OWASP's "device cookies"): wrong passwords
 * typed by strangers raise the cost of signing in to that account from anywhere else, never from a
 * device its owner has signed in from before. One cookie per account (a shared lab computer keeps one
 * for each student), HttpOnly and SameSite=Strict, sent only to the sign-in call, holding a random id
 * and a keyed hash of it with the account: it says nothing of the account and cannot be forged.
 */
export class DeviceTrust {
  constructor(
    private readonly secret: string,
    /** Whether the site is served over HTTPS (the cookie is then Secure). */
    private readonly secure: boolean,
  ) {}

  private name(account: string): string {
    return `device_${keyedHash(this.secret, `device name:${account}`).slice(0, 16)}`;
  }

  private seal(account: string, id: string): string {
    return keyedHash(this.secret, `device:${account}:${id}`).slice(0, 32);
  }

  /** The id of this browser's mark for `account`, if it has a genuine one. */
  read(request: FastifyRequest, account: string): string | null {
    const value = request.cookies?.[this.name(account)];
    const [id, seal] = value?.split('.') ?? [];
    if (!id || !seal || !/^[0-9a-f]{32}$/.test(seal)) return null;
    return sameHash(seal, this.seal(account, id)) ? id : null;
  }

  /** Mark this browser as one that signed in to `account` (keeping its id if it had one). */
  mark(reply: FastifyReply, account: string, path: string, id = randomBytes(12).toString('base64url')): void {
    reply.setCookie(this.name(account), `${id}.${this.seal(account, id)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      path,
      maxAge: YEAR_SECONDS,
    });
  }
}
