import type { DB } from '#server/db/database.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { toJson } from '#server/lib/json-column.js';
import { insertOutboxMail } from './outbox.repo.js';

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
}

/**
 * Write a mail to the outbox. Call it with the same transaction as the change that caused the mail,
 * so both are committed or neither is (ARCHITECTURE → Data that must never be lost).
 */
export async function enqueueMail(db: DB, mail: OutgoingMail): Promise<string> {
  const id = newId();
  const now = nowIso();
  await insertOutboxMail(db, {
    id,
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
  });
  return id;
}
