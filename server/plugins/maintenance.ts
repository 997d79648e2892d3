import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { TokenService } from '../modules/auth/tokens.js';
import type { PublicReads } from '../modules/public-cache/public-reads.js';
import { bearerToken } from './auth-guard.js';
import { hookFor } from './sync-hook.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call the student side makes: refused with 503 while maintenance mode is on. */
    studentFacing?: boolean;
  }
}

export const MAINTENANCE_MESSAGE = 'The platform is under maintenance. Please try again soon.';

/** docs/spec/product-decisions.md → Applications: maintenanceMode on → student-facing calls answer 503; admin and health keep working. */
export function registerMaintenanceGuard(app: FastifyInstance, publicReads: PublicReads, tokens: TokenService): void {
  app.addHook(
    'onRequest',
    hookFor(
      (request) => request.routeOptions.config?.studentFacing === true,
      async (request) => {
        if ((await publicReads.settings()).maintenanceMode && !(await isAdminRequest(request, tokens))) {
          throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE, { maintenanceMode: true });
        }
      },
    ),
  );
}

/** Calls shared by both sides (global jobs, resumes) keep working for a signed-in administrator. */
async function isAdminRequest(request: FastifyRequest, tokens: TokenService): Promise<boolean> {
  const token = bearerToken(request);
  return token !== null && (await tokens.verify(token))?.role === 'admin';
}
