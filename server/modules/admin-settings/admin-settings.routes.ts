import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { authOf } from '#server/plugins/auth-guard.js';
import {
  ZAdminPasswordSaved,
  ZAdminPasswordUpdate,
  ZAdminProfileSaved,
  ZAdminProfileUpdate,
} from '#shared/schemas/admin.js';
import { ZSettings, ZSettingsSaved } from '#shared/schemas/settings.js';
import { getSettings, saveSettings } from '../settings/settings.service.js';
import { changeAdminPassword, changeAdminProfile } from './admin-settings.service.js';

const tags = ['admin: settings'];

export const adminSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireAdmin);
  app.get('/admin/settings', { schema: { tags, response: { 200: ZSettings } } }, () => getSettings(deps.db));
  app.put(
    '/admin/settings',
    { schema: { tags, body: ZSettings, response: { 200: ZSettingsSaved } } },
    async (request) => ({
      message: 'System settings updated successfully!',
      settings: await saveSettings(deps.db, request.body),
    }),
  );
  app.put(
    '/admin/profile',
    {
      schema: { tags, body: ZAdminProfileUpdate, response: { 200: ZAdminProfileSaved } },
    },
    (request) => changeAdminProfile(deps, authOf(request).id, request.body),
  );
  app.put(
    '/admin/password',
    {
      schema: {
        tags,
        body: ZAdminPasswordUpdate,
        response: { 200: ZAdminPasswordSaved },
      },
    },
    (request) => changeAdminPassword(deps, authOf(request).id, request.body),
  );
};
