import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import {
  ZAdministratorsResponse,
  ZAdminRemoved,
  ZInvitationSent,
  ZInviteAdminRequest,
} from '#shared/schemas/admins.js';
import { ZIdParams, ZMessageResponse } from '#shared/schemas/common.js';
import { inviteAdmin, withdrawInvitation } from './admin-invitations.service.js';
import { listAdministrators, removeAdministrator } from './administrators.service.js';

const tags = ['admin: administrators'];

// Several administrators (docs/decisions/0037): the list, invitations, removal.
export const administratorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/admin/admins', { schema: { tags, response: { 200: ZAdministratorsResponse } } }, (request) =>
    listAdministrators(deps, authOf(request).id),
  );
  app.post(
    '/admin/admins/invitations',
    { schema: { tags, body: ZInviteAdminRequest, response: { 201: ZInvitationSent } } },
    async (request, reply) => reply.status(201).send(await inviteAdmin(deps, authOf(request).id, request.body)),
  );
  app.delete(
    '/admin/admins/invitations/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } } },
    (request) => withdrawInvitation(deps, request.params.id),
  );
  app.delete(
    '/admin/admins/:id',
    { schema: { tags, params: ZIdParams, response: { 200: ZAdminRemoved } } },
    (request) => removeAdministrator(deps, request.params.id),
  );
};
