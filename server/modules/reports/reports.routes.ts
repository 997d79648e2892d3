import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZMyReports, ZReportReceipt, ZReportRequest } from '#shared/schemas/reports.js';
import { guardForm } from '../form-guard/guarded-forms.js';
import { myReports, submitReport } from './reports.service.js';

const student = { studentFacing: true } as const;
const tags = ['reports'];

// Anyone reports a listing (docs/decisions/0035); a signed-in student's report is theirs to follow.
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/reports',
    {
      config: student,
      onRequest: app.recogniseUser,
      schema: { tags, body: ZReportRequest, response: { 201: ZReportReceipt } },
    },
    async (request, reply) => {
      await guardForm(deps, request, 'report');
      const receipt = await submitReport(deps.db, request.body, { userId: request.auth?.id ?? null, ip: request.ip });
      return reply.status(201).send(receipt);
    },
  );
  app.get(
    '/reports/mine',
    { config: student, onRequest: app.requireUser, schema: { tags, response: { 200: ZMyReports } } },
    (request) => myReports(deps.db, authOf(request).id),
  );
};
