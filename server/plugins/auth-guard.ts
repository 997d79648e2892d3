import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DB } from '../db/database.js';
import { FORBIDDEN_MESSAGE, LOGIN_REQUIRED_MESSAGE, refuse, sessionInvalid } from '../lib/errors.js';
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
    /** onRequest hook of a route open to anyone: a signed-in student is recognised, anyone else passes. */
    recogniseUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';

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
  if (!token) throw refuse('LOGIN_REQUIRED', LOGIN_REQUIRED_MESSAGE);
  const session = await tokens.verify(token);
  if (!session) throw sessionInvalid();
  const account = await findSessionAccount(db, session);
  if (!account || account.tokenVersion !== session.ver || account.sessionEnded) throw sessionInvalid();
  if (account.isBlocked) throw refuse('ACCOUNT_BLOCKED', BLOCKED_MESSAGE);
  return { role: session.role, id: account.id, session };
}

export const authGuardPlugin = fp(
  async (app: FastifyInstance, { db, tokens }: { db: DB; tokens: TokenService }) => {
    app.decorateRequest('auth', null);
    const requireRole = (roles: Role[]) => async (request: FastifyRequest) => {
      const auth = await authenticate(request, db, tokens);
      if (!roles.includes(auth.role)) throw refuse('FORBIDDEN', FORBIDDEN_MESSAGE);
      request.auth = auth;
    };
    app.decorate('requireUser', requireRole(['user']));
    app.decorate('requireAdmin', requireRole(['admin']));
    app.decorate('requireAnyRole', requireRole(['user', 'admin']));
    app.decorate('recogniseUser', async (request: FastifyRequest) => {
      if (!bearerToken(request)) return;
      const auth = await authenticate(request, db, tokens).catch(() => null);
      if (auth?.role === 'user') request.auth = auth;
    });
  },
  { name: 'auth-guard' },
);

/** The account a guard resolved; a route without a guard gets 401 instead of a crash. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw refuse('LOGIN_REQUIRED', LOGIN_REQUIRED_MESSAGE);
  return request.auth;
}
