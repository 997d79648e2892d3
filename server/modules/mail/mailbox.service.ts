import escapeHtml from 'escape-html';
import type { DB } from '#server/db/database.js';
import { findMail, listRecentMails } from './outbox.repo.js';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:920px;margin:2rem auto;padding:0 1rem;color:#1e293b}
article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f8fafc;
padding:.75rem;border-radius:6px}small{color:#64748b}`;

/** The local mailbox page (development only): the last 50 mails, newest first, every value escaped. */
export async function mailboxPage(db: DB): Promise<string> {
  const mails = await listRecentMails(db, 50);
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<small>To ${escapeHtml(mail.to_address)} · ${escapeHtml(mail.created_at)} · ${escapeHtml(mail.status)}</small>
<pre>${escapeHtml(mail.text)}</pre><a href="/dev/mailbox/${escapeHtml(mail.id)}">View as HTML</a></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${PAGE_STYLE}</style></head><body>
<h1>Local mailbox</h1><p>Mails are kept here because no SMTP_URL is set. Newest first.</p>
${items || '<p>No mails yet.</p>'}</body></html>`;
}

/** A stored mail's HTML as the recipient would see it, or null when there is no such mail. */
export async function storedMailHtml(db: DB, id: string): Promise<string | null> {
  return (await findMail(db, id))?.html ?? null;
}
