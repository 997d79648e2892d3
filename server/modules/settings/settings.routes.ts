import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZPublicSettings } from '#shared/schemas/settings.js';
import { toPublicSettings } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { publicReads }) => {
  app.get(
    '/settings/public',
    {
      // Read from the versioned cache (the flood guard does not count it).
      config: { cachedRead: true },
      schema: { tags: ['settings'], summary: 'Settings the public pages need', response: { 200: ZPublicSettings } },
    },
    // Every page load asks; the settings row is read again only when the content version moves.
    async () => toPublicSettings(await publicReads.settings()),
  );
};
