import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DB } from '../db/database.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { findSessionAccount } from '../modules/auth/auth.repo.js';
import type { Role, Session, TokenService } from '../modules/auth/tokens.js';

export interface AuthContext {
  role: Role;
  id: string;
  /** The verified session the request came with (a logout ends it). */
  session: Session;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a signed-in, unblocked student. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a signed-in administrator. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a student or an administrator (e.g. a resume: owner or admin). */
    requireAnyRole: (request: FastifyRequest) => Promise<void>;
  }
}

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';
const INVALID_SESSION = 'Your session has expired. Please log in again.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Resolves the bearer token to an account on every request that asks for it: the signature, the role,
 * the account's existence, its token version (block, password change, log out everywhere), whether a
 * logout ended this session, and the blocked flag.
 */
async function authenticate(request: FastifyRequest, db: DB, tokens: TokenService): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please log in to continue');
  const session = await tokens.verify(token);
  if (!session) throw unauthorized(INVALID_SESSION);
  const account = await findSessionAccount(db, session);
  if (!account || account.tokenVersion !== session.ver || account.sessionEnded) throw unauthorized(INVALID_SESSION);
  if (account.isBlocked) throw forbidden(BLOCKED_MESSAGE);
  return { role: session.role, id: account.id, session };
}

export const authGuardPlugin = fp(
  async (app: FastifyInstance, { db, tokens }: { db: DB; tokens: TokenService }) => {
    app.decorateRequest('auth', null);
    const requireRole = (roles: Role[]) => async (request: FastifyRequest) => {
      const auth = await authenticate(request, db, tokens);
      if (!roles.includes(auth.role)) throw forbidden('You do not have access to this');
      request.auth = auth;
    };
    app.decorate('requireUser', requireRole(['user']));
    app.decorate('requireAdmin', requireRole(['admin']));
    app.decorate('requireAnyRole', requireRole(['user', 'admin']));
  },
  { name: 'auth-guard' },
);

/** The account a guard resolved; a route without a guard gets 401 instead of a crash. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
