import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId } from '../../../shared/schemas/common.js';
import type { AppDeps } from '../../app-deps.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth-guard.js';
import { findUserById } from '../users/users.repo.js';
import { findFile } from './files.repo.js';
import { resumeDownloadName } from './resume-name.js';

const ZUserParams = z.object({ userId: ZId }).strict();
const ZPictureQuery = z.object({ t: z.string().max(50).optional() }).strict();

export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // The owner or an administrator only (DECISIONS → Files). Always a download, never rendered inline.
  app.get(
    '/resume/:userId',
    // Like every student route, closed to students during maintenance (administrators keep it).
    {
      config: { studentFacing: true },
      onRequest: app.requireAnyRole,
      schema: { tags: ['files'], params: ZUserParams },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (auth.role === 'user' && auth.id !== request.params.userId)
        throw forbidden('You can only download your own resume');
      const user = await findUserById(db, request.params.userId);
      const file = user?.resume_file_id ? await findFile(db, user.resume_file_id) : undefined;
      if (!user || !file) throw notFound('No resume uploaded');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${resumeDownloadName(user.name)}"`)
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.data));
    },
  );

  // Public (used in <img>), and only ever the re-encoded image the server made.
  app.get(
    '/profile-picture/:userId',
    { schema: { tags: ['files'], params: ZUserParams, querystring: ZPictureQuery } },
    async (request, reply) => {
      const user = await findUserById(db, request.params.userId);
      const file = user?.picture_file_id ? await findFile(db, user.picture_file_id) : undefined;
      if (file?.kind !== 'picture') throw notFound('No profile picture');
      return reply
        .type(file.content_type)
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'public, max-age=300')
        .send(Buffer.from(file.data));
    },
  );
};
