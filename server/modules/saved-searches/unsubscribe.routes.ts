import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZUnsubscribeAnswer, ZUnsubscribeParams } from '#shared/schemas/saved-searches.js';
import { describeAlertLink, unsubscribeByLink } from './saved-searches.service.js';

const tags = ['alerts'];

/** What a mail client posts (RFC 8058 §3.1: "List-Unsubscribe=One-Click"); the signed link is the key, the body is not read. */
const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

// The alert mail's unsubscribe link (docs/decisions/0046): no login, no cookies; the signed token in the
// path names the saved search. GET only describes it (mail scanners open links); POST turns alerts off.
// Not student-facing in the maintenance sense: stopping mails works while the site is under maintenance.
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addContentTypeParser(ONE_CLICK_BODY_TYPES, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/alerts/unsubscribe/:token',
    { schema: { tags, params: ZUnsubscribeParams, response: { 200: ZUnsubscribeAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return describeAlertLink(deps.db, deps.alertLinks, request.params.token);
    },
  );

  app.post(
    '/alerts/unsubscribe/:token',
    { schema: { tags, params: ZUnsubscribeParams, response: { 200: ZUnsubscribeAnswer } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return unsubscribeByLink(deps, deps.alertLinks, request.params.token);
    },
  );
};
