import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { attachment } from '#server/lib/attachment.js';
import { indiaDate } from '#server/lib/india-time.js';
import { ZAuditExportQuery, ZAuditPage, ZAuditQuery } from '#shared/schemas/audit.js';
import { listAudit, streamAuditWorkbook } from './audit.service.js';

const tags = ['admin: audit log'];

export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/admin/audit', { schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditPage } } }, (request) =>
    listAudit(deps.db, request.query),
  );
  app.get('/admin/audit/export', { schema: { tags, querystring: ZAuditExportQuery } }, async (request, reply) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachment(`audit_log_${indiaDate()}.xlsx`))
      .header('cache-control', 'private, no-store')
      .send(streamAuditWorkbook(deps, request.query)),
  );
};
