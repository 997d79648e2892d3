import { randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type Role = 'user' | 'admin';

export interface SessionClaims {
  sub: string;
  role: Role;
  /** The account's token version when signed; a block, a password change or "log out everywhere" bumps it (docs/spec/product-decisions.md → Accounts). */
  ver: number;
}

/** A verified session: the claims, the session's own id (ended by a logout) and when the token expires. */
export interface Session extends SessionClaims {
  sid: string;
  expiresAt: Date;
}

const ISSUER = 'internship-platform';
const AUDIENCE = 'session';
// Admin sessions last at most 12 hours (issue: security, sessions).
const LIFETIME: Record<Role, string> = { user: '7d', admin: '12h' };
/** The same limits as ages: a token older than its role allows is refused whatever its `exp` says. */
const MAX_AGE_SECONDS: Record<Role, number> = { user: 7 * 24 * 3600, admin: 12 * 3600 };

export class TokenService {
  /**
   * The secret imported once: given raw bytes, jose imports them into WebCrypto on every call, which
   * cost about as much as the rest of an authenticated request.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign({ sub, role, ver }: SessionClaims): Promise<string> {
    return new SignJWT({ role, ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomBytes(16).toString('base64url'))
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(LIFETIME[role])
      .sign(await this.key);
  }

  /** The session of a valid token, or null for anything forged, tampered, expired or malformed. */
  async verify(token: string): Promise<Session | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const { sub, role, ver, jti, exp } = payload as Partial<SessionClaims> & { jti?: unknown; exp?: unknown };
      if (typeof sub !== 'string' || (role !== 'user' && role !== 'admin') || typeof ver !== 'number') return null;
      // A token without its session id cannot be ended by a logout: refused (signed before logout ended sessions).
      if (typeof jti !== 'string' || typeof exp !== 'number') return null;
      if (!isYoungEnough(payload.iat, role)) return null;
      return { sub, role, ver, sid: jti, expiresAt: new Date(exp * 1000) };
    } catch {
      return null;
    }
  }
}

/** Issued, at most a minute in the future (clock skew), and no older than the role's lifetime. */
function isYoungEnough(issuedAt: number | undefined, role: Role): boolean {
  if (typeof issuedAt !== 'number') return false;
  const age = Date.now() / 1000 - issuedAt;
  return age >= -60 && age <= MAX_AGE_SECONDS[role];
}
