import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import {
  ZHolidays,
  ZReportDecisionRequest,
  ZReportDecisionResult,
  ZReportQueue,
  ZReportQueueQuery,
} from '#shared/schemas/reports.js';
import { decideOnReports, holidays, reportQueue, saveHolidays } from './report-queue.service.js';

const tags = ['admin: reports'];

// The complaint queue (docs/decisions/0035).
export const adminReportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/reports',
    { schema: { tags, querystring: ZReportQueueQuery, response: { 200: ZReportQueue } } },
    (request) => reportQueue(db, request.query.state),
  );
  app.post(
    '/admin/reports/decision',
    { schema: { tags, body: ZReportDecisionRequest, response: { 200: ZReportDecisionResult } } },
    (request) => decideOnReports(db, request.body, authOf(request).id),
  );
  app.get('/admin/reports/holidays', { schema: { tags, response: { 200: ZHolidays } } }, () => holidays(db));
  app.put(
    '/admin/reports/holidays',
    {
      schema: {
        tags,
        body: ZHolidays,
        response: { 200: ZHolidays.extend({ message: ZReportDecisionResult.shape.message }) },
      },
    },
    (request) => saveHolidays(db, request.body),
  );
};
