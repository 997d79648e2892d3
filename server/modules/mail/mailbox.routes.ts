import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '#server/db/database.js';
import { isLoopback } from '#server/lib/loopback.js';
import { mailboxPage, storedMailHtml } from './mailbox.service.js';

/**
 * Development only (no SMTP_URL outside production, a server bound to loopback): the mails the product
 * "sent", so a newcomer can register and reset a password offline, shown to this machine alone. Never
 * registered in production.
 */
export const mailboxRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  // This machine only: the connection comes from loopback and no proxy relayed it (a proxy on the same
  // machine connects from loopback on behalf of anyone). Anyone else is told there is no such page.
  app.addHook('onRequest', async (request, reply) => {
    const relayed = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => name in request.headers);
    if (relayed || !isLoopback(request.socket.remoteAddress)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await mailboxPage(db));
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const html = await storedMailHtml(db, request.params.id);
    if (html === null) return reply.status(404).type('text/plain').send('No such mail');
    // The stored HTML is shown as the recipient would see it, sandboxed: no scripts, no same-origin access.
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'")
      .send(html);
  });
};
