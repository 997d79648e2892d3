import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import {
  ZAcceptInvitationRequest,
  ZInvitationAccepted,
  ZInvitationTokenParams,
  ZInvitationView,
} from '#shared/schemas/admins.js';
import { guardForm } from '../form-guard/guarded-forms.js';
import { acceptInvitation, showInvitation } from './admin-invitations.service.js';

const tags = ['admin: administrators'];

// The invitee's page (docs/decisions/0037): no login, the link's token is the key. The form is guarded
// like the other public forms (per address, a proof of work when busy: docs/decisions/0023); both calls
// count against the global per-address limit. Never cached: the answer is one person's.
export const adminInvitationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/invitations/:token',
    { schema: { tags, params: ZInvitationTokenParams, response: { 200: ZInvitationView } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return showInvitation(deps, request.params.token);
    },
  );
  app.post(
    '/admin/invitations/:token',
    {
      schema: {
        tags,
        params: ZInvitationTokenParams,
        body: ZAcceptInvitationRequest,
        response: { 200: ZInvitationAccepted },
      },
    },
    async (request, reply) => {
      await guardForm(deps, request, 'admin-invitation');
      reply.header('cache-control', 'private, no-store');
      return acceptInvitation(deps, request.params.token, request.body.password, request.ip);
    },
  );
};
