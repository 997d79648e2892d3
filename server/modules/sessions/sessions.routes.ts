import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZMessageResponse } from '#shared/schemas/common.js';
import { LOGGED_OUT_EVERYWHERE_MESSAGE, LOGGED_OUT_MESSAGE } from '#shared/schemas/session.js';
import { logOut, logOutEverywhere } from './sessions.service.js';

/**
 * Logout ends the session on the server (ASVS 3.3.1): the token it was given is refused from then on,
 * wherever it was copied. "Log out everywhere" ends every session of the student's account. Neither is
 * refused during maintenance: leaving always works.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const logout = { tags: ['accounts'], response: { 200: ZMessageResponse } };

  app.post('/logout', { onRequest: app.requireUser, schema: logout }, async (request) => {
    await logOut(db, authOf(request).session);
    return { message: LOGGED_OUT_MESSAGE };
  });

  app.post('/logout-everywhere', { onRequest: app.requireUser, schema: logout }, async (request) => {
    await logOutEverywhere(db, authOf(request).id);
    return { message: LOGGED_OUT_EVERYWHERE_MESSAGE };
  });

  app.post(
    '/admin/logout',
    { onRequest: app.requireAdmin, schema: { ...logout, tags: ['admin'] } },
    async (request) => {
      await logOut(db, authOf(request).session);
      return { message: LOGGED_OUT_MESSAGE };
    },
  );
};
