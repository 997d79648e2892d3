import escapeHtml from 'escape-html';
import type { FastifyPluginAsync } from 'fastify';
import type { DB } from '../../db/database.js';
import { isLoopback } from '../../lib/loopback.js';
import { findMail, listRecentMails } from './outbox.repo.js';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:920px;margin:2rem auto;padding:0 1rem;color:#1e293b}
article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f8fafc;
padding:.75rem;border-radius:6px}small{color:#64748b}`;

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
    const mails = await listRecentMails(db, 50);
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<small>To ${escapeHtml(mail.to_address)} · ${escapeHtml(mail.created_at)} · ${escapeHtml(mail.status)}</small>
<pre>${escapeHtml(mail.text)}</pre><a href="/dev/mailbox/${escapeHtml(mail.id)}">View as HTML</a></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${PAGE_STYLE}</style></head><body>
<h1>Local mailbox</h1><p>Mails are kept here because no SMTP_URL is set. Newest first.</p>
${items || '<p>No mails yet.</p>'}</body></html>`);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const mail = await findMail(db, request.params.id);
    if (!mail) return reply.status(404).type('text/plain').send('No such mail');
    // The stored HTML is shown as the recipient would see it, sandboxed: no scripts, no same-origin access.
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'")
      .send(mail.html);
  });
};
