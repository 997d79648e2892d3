import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '#server/modules/auth/tokens.js';

/** Another key than the server's: what someone who does not hold JWT_SECRET can sign with. */
export const OTHER_KEY = 'not-the-server-key-not-the-server-key-42';

export interface DecodedClaims {
  sub: string;
  role: string;
  ver: number;
  jti: string;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

/** The payload of a JWT, read without checking anything (tests look at what the server issued). */
export function decodeClaims(token: string): DecodedClaims {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** The same token with `changes` written into its payload; header and signature kept as they were. */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeClaims(token), ...changes })).toString('base64url');
  return [header, payload, signature].join('.');
}

/**
 * A session token shaped exactly like the server's (HS256, issuer, audience, a session id), signed with `key`, issued
 * `issuedSecondsAgo` ago and valid for `lifetimeSeconds`; the options replace the issuer or audience, or
 * leave out the session id.
 */
export function sessionToken(
  key: string,
  claims: { sub: string; role: Role; ver: number },
  {
    issuedSecondsAgo = 0,
    lifetimeSeconds = 3600,
    issuer = 'internship-platform',
    audience = 'session',
    withSessionId = true,
  }: {
    issuedSecondsAgo?: number;
    lifetimeSeconds?: number;
    issuer?: string;
    audience?: string;
    withSessionId?: boolean;
  } = {},
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000) - issuedSecondsAgo;
  const jwt = new SignJWT({ role: claims.role, ver: claims.ver }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (withSessionId) jwt.setJti(randomUUID());
  return jwt
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(new TextEncoder().encode(key));
}
