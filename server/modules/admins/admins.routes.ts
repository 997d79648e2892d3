import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminLoginRequest, ZAdminLoginResponse, ZAdminMeResponse } from '../../../shared/schemas/auth.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../plugins/auth-guard.js';
import { getAdmin, loginAdmin } from './admins.service.js';

export const adminAuthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens }) => {
  app.post(
    '/admin/login',
    { schema: { tags: ['admin'], body: ZAdminLoginRequest, response: { 200: ZAdminLoginResponse } } },
    (request) => loginAdmin(db, tokens, request.body, request.ip),
  );

  app.get(
    '/admin/me',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], response: { 200: ZAdminMeResponse } } },
    async (request) => ({ admin: await getAdmin(db, authOf(request).id) }),
  );
};
