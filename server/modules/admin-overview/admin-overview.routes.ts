import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZAnalytics, ZStats } from '#shared/schemas/admin.js';
import { getAnalytics, getStats } from './admin-overview.service.js';

export const adminOverviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/admin/stats', { schema: { tags: ['admin'], response: { 200: ZStats } } }, () => getStats(db));
  app.get('/admin/analytics', { schema: { tags: ['admin'], response: { 200: ZAnalytics } } }, () => getAnalytics(db));
};
