import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.js';
import {
  ZAdminApplication,
  ZAdminApplicationsQuery,
  ZAdminApplicationTimeline,
  ZApplicationIds,
  ZApplicationStatusUpdate,
  ZForwardResult,
} from '#shared/schemas/admin.js';
import { ZIdParams, ZMessageResponse } from '#shared/schemas/common.js';
import { reopenApplication, timelineForAdmin } from '../hearing-back/admin-timeline.service.js';
import {
  changeApplicationStatus,
  forwardApplication,
  forwardApplications,
  listApplicationsForAdmin,
} from './admin-applications.service.js';

const tags = ['admin: applications'];

export const adminApplicationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/admin/applications',
    { schema: { tags, querystring: ZAdminApplicationsQuery, response: { 200: z.array(ZAdminApplication) } } },
    (request) => listApplicationsForAdmin(deps.db, request.query.filter),
  );
  app.put(
    '/admin/applications/:id/status',
    { schema: { tags, params: ZIdParams, body: ZApplicationStatusUpdate, response: { 200: ZMessageResponse } } },
    (request) => changeApplicationStatus(deps, request.params.id, request.body.status),
  );
  app.get(
    '/admin/applications/:id/timeline',
    { schema: { tags, params: ZIdParams, response: { 200: ZAdminApplicationTimeline } } },
    (request) => timelineForAdmin(deps.db, request.params.id),
  );
  app.post(
    '/admin/applications/:id/reopen',
    { schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } } },
    (request) => reopenApplication(deps.db, request.params.id),
  );
  app.post(
    '/admin/applications/:id/forward',
    { schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } } },
    (request) => forwardApplication(deps, request.params.id),
  );
  app.post(
    '/admin/applications/forward',
    {
      schema: {
        tags,
        body: ZApplicationIds,
        response: { 200: ZForwardResult },
      },
    },
    (request) => forwardApplications(deps, request.body.applicationIds),
  );
};
