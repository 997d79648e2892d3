import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminPasswordUpdate, ZAdminProfileUpdate } from '../../../shared/schemas/admin.js';
import { ZAdmin } from '../../../shared/schemas/auth.js';
import { ZSettings } from '../../../shared/schemas/settings.js';
import type { AppDeps } from '../../app-deps.js';
import { authOf } from '../../plugins/auth-guard.js';
import { getSettings, saveSettings } from '../settings/settings.service.js';
import { changeAdminPassword, changeAdminProfile } from './admin-settings.service.js';

const tags = ['admin: settings'];

export const adminSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/admin/settings', { schema: { tags, response: { 200: ZSettings } } }, () => getSettings(deps.db));
  app.put(
    '/admin/settings',
    { schema: { tags, body: ZSettings, response: { 200: z.object({ message: z.string(), settings: ZSettings }) } } },
    async (request) => ({
      message: 'System settings updated successfully!',
      settings: await saveSettings(deps.db, request.body),
    }),
  );
  app.put(
    '/admin/profile',
    {
      schema: { tags, body: ZAdminProfileUpdate, response: { 200: z.object({ message: z.string(), admin: ZAdmin }) } },
    },
    (request) => changeAdminProfile(deps, authOf(request).id, request.body),
  );
  app.put(
    '/admin/password',
    {
      schema: {
        tags,
        body: ZAdminPasswordUpdate,
        response: { 200: z.object({ message: z.string(), token: z.string() }) },
      },
    },
    (request) => changeAdminPassword(deps, authOf(request).id, request.body),
  );
};
