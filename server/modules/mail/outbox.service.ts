import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { MailOutboxTable } from '#server/db/schema.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { toJson } from '#server/lib/json-column.js';
import { insertOutboxMails } from './outbox.repo.js';

export interface MailAttachment {
  fileId: string;
  filename: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Set for a mail that carries an application to a company; its outcome updates mailStatus. */
  applicationId?: string;
  /** Extra headers (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** The outbox row of a mail, due now. */
function outboxRow(mail: OutgoingMail, now: string): Insertable<MailOutboxTable> {
  return {
    id: newId(),
    to_address: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: toJson(mail.attachments ?? []),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    application_id: mail.applicationId ?? null,
    created_at: now,
    sent_at: null,
    headers: mail.headers ? toJson(mail.headers) : null,
  };
}

/**
 * Write a mail to the outbox. Call it with the same transaction as the change that caused the mail,
 * so both are committed or neither is (ARCHITECTURE → Data that must never be lost).
 */
export async function enqueueMail(db: DB, mail: OutgoingMail): Promise<string> {
  const row = outboxRow(mail, nowIso());
  await insertOutboxMails(db, [row]);
  return row.id;
}

/** Several mails in one statement (an alert digest's batch), in the caller's transaction. */
export async function enqueueMails(db: DB, mails: OutgoingMail[]): Promise<void> {
  const now = nowIso();
  if (mails.length > 0)
    await insertOutboxMails(
      db,
      mails.map((mail) => outboxRow(mail, now)),
    );
}
