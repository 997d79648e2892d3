import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { attachment } from '#server/lib/attachment.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZDeleteAccountRequest } from '#shared/schemas/account.js';
import { ZMessageResponse } from '#shared/schemas/common.js';
import { deleteAccount, exportAccount } from './account.service.js';

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/account/export',
    { config: { studentFacing: true }, onRequest: app.requireUser, schema: { tags: ['accounts'] } },
    async (request, reply) => {
      const data = await exportAccount(db, authOf(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', attachment(`my-data-${day}.json`))
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/account',
    {
      config: { studentFacing: true },
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], body: ZDeleteAccountRequest, response: { 200: ZMessageResponse } },
    },
    (request) => deleteAccount(db, authOf(request).id, request.body.password),
  );
};
