import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZAdminLoginRequest, ZAdminLoginResponse, ZAdminMeResponse } from '#shared/schemas/auth.js';
import { guardedSignIn } from '../form-guard/guarded-forms.js';
import { getAdmin, INVALID_ADMIN_LOGIN, loginAdmin } from './admins.service.js';

export const adminAuthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, tokens } = deps;
  app.post(
    '/admin/login',
    { schema: { tags: ['admin'], body: ZAdminLoginRequest, response: { 200: ZAdminLoginResponse } } },
    (request, reply) =>
      guardedSignIn(
        deps,
        request,
        reply,
        {
          form: 'admin-login',
          account: `admin:${request.body.username.toLowerCase()}`,
          cookiePath: '/api/admin/login',
          wrong: INVALID_ADMIN_LOGIN,
        },
        () => loginAdmin(db, tokens, request.body),
      ),
  );

  app.get(
    '/admin/me',
    { onRequest: app.requireAdmin, schema: { tags: ['admin'], response: { 200: ZAdminMeResponse } } },
    async (request) => ({ admin: await getAdmin(db, authOf(request).id) }),
  );
};
