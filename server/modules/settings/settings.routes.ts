import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicSettings } from '../../../shared/schemas/settings.js';
import type { AppDeps } from '../../app-deps.js';
import { getPublicSettings } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/settings/public',
    { schema: { tags: ['settings'], summary: 'Settings the public pages need', response: { 200: ZPublicSettings } } },
    () => getPublicSettings(db),
  );
};
