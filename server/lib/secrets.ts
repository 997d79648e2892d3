import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from a cryptographic source (docs/spec/product-decisions.md → Accounts). */
export function newNumericCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A long random token for links (password reset). */
export function newUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Codes and tokens are stored as keyed hashes, never as they are. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
