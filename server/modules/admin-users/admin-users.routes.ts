import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { attachment } from '#server/lib/attachment.js';
import { ZAdminUsersQuery, ZAdminUsersResponse, ZBlockRequest, ZUsersDownloadQuery } from '#shared/schemas/admin.js';
import { ZIdParams, ZMessageResponse } from '#shared/schemas/common.js';
import { blockUser, listUsersForAdmin } from './admin-users.service.js';
import { dateRange, exportFilename, streamUsersWorkbook } from './users-export.js';

const tags = ['admin: users'];

export const adminUsersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/users',
    { schema: { tags, querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersResponse } } },
    (request) => listUsersForAdmin(db, request.query),
  );
  app.put(
    '/admin/users/:id/block',
    { schema: { tags, params: ZIdParams, body: ZBlockRequest, response: { 200: ZMessageResponse } } },
    (request) => blockUser(db, request.params.id, request.body.isBlocked),
  );
  app.get('/admin/users/download', { schema: { tags, querystring: ZUsersDownloadQuery } }, async (request, reply) => {
    const { startDate, endDate } = request.query;
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachment(exportFilename(startDate, endDate)))
      .header('cache-control', 'private, no-store')
      .send(streamUsersWorkbook(deps, dateRange(startDate, endDate)));
  });
};
