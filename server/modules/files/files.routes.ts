import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.js';
import { sendResume } from '#server/lib/attachment.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { ZId } from '#shared/schemas/common.js';
import { pictureOf, resumeFor } from './files.service.js';

const ZUserParams = z.object({ userId: ZId }).strict();
const ZPictureQuery = z.object({ t: z.string().max(50).optional() }).strict();

export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // The owner or an administrator only (docs/spec/product-decisions.md → Files). Always a download, never rendered inline.
  app.get(
    '/resume/:userId',
    // Like every student route, closed to students during maintenance (administrators keep it).
    {
      config: { studentFacing: true },
      onRequest: app.requireAnyRole,
      schema: { tags: ['files'], params: ZUserParams },
    },
    async (request, reply) => {
      const { ownerName, data } = await resumeFor(db, authOf(request), request.params.userId);
      return sendResume(reply, ownerName, data);
    },
  );

  // Public (used in <img>), and only ever the re-encoded image the server made.
  app.get(
    '/profile-picture/:userId',
    { schema: { tags: ['files'], params: ZUserParams, querystring: ZPictureQuery } },
    async (request, reply) => {
      const { contentType, data } = await pictureOf(db, request.params.userId);
      return reply
        .type(contentType)
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'public, max-age=300')
        .send(data);
    },
  );
};
