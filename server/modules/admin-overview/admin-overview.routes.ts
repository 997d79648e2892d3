import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZAnalytics, ZStats } from '#shared/schemas/admin.js';
import { ZCompanyResponsivenessList } from '#shared/schemas/hearing-back.js';
import { getAnalytics, getStats } from './admin-overview.service.js';

export const adminOverviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { responsiveness } = deps;
  app.addHook('onRequest', app.requireAdmin);
  app.get('/admin/stats', { schema: { tags: ['admin'], response: { 200: ZStats } } }, () => getStats(deps));
  app.get('/admin/analytics', { schema: { tags: ['admin'], response: { 200: ZAnalytics } } }, () =>
    getAnalytics(deps, responsiveness),
  );
  app.get(
    '/admin/companies/responsiveness',
    { schema: { tags: ['admin'], response: { 200: ZCompanyResponsivenessList } } },
    () => responsiveness.table(),
  );
};
