import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '../db/database.js';
import { AppError } from '../lib/errors.js';
import type { TokenService } from '../modules/auth/tokens.js';
import { getSettings } from '../modules/settings/settings.service.js';
import { bearerToken } from './auth-guard.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call the student side makes: refused with 503 while maintenance mode is on. */
    studentFacing?: boolean;
  }
}

export const MAINTENANCE_MESSAGE = 'The platform is under maintenance. Please try again soon.';

/** DECISIONS → Applications: maintenanceMode on → student-facing calls answer 503; admin and health keep working. */
export function registerMaintenanceGuard(app: FastifyInstance, db: DB, tokens: TokenService): void {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.studentFacing) return;
    if ((await getSettings(db)).maintenanceMode && !(await isAdminRequest(request, tokens))) {
      throw new AppError('SERVICE_UNAVAILABLE', MAINTENANCE_MESSAGE, { maintenanceMode: true });
    }
  });
}

/** Calls shared by both sides (global jobs, resumes) keep working for a signed-in administrator. */
async function isAdminRequest(request: FastifyRequest, tokens: TokenService): Promise<boolean> {
  const token = bearerToken(request);
  return token !== null && (await tokens.verify(token))?.role === 'admin';
}
