import type { Insertable, Selectable } from 'kysely';
import type { DB } from '#server/db/database.js';
import { dialectOf } from '#server/db/dialect.js';
import type { MailOutboxTable } from '#server/db/schema.js';
import { insertEvent } from '../hearing-back/events.repo.js';

export type OutboxRow = Selectable<MailOutboxTable>;

export async function insertOutboxMails(db: DB, mails: Insertable<MailOutboxTable>[]): Promise<void> {
  await db.insertInto('mail_outbox').values(mails).execute();
}

/**
 * Claim up to `limit` due mails for `lockMs`. On PostgreSQL, FOR UPDATE SKIP LOCKED lets several
 * processes claim disjoint rows; SQLite has one writer, so the single UPDATE is already atomic.
 * A process that dies leaves its lock to expire, and another claim picks the mail up again.
 */
export async function claimDueMails(db: DB, now: Date, limit: number, lockMs: number): Promise<OutboxRow[]> {
  const nowText = now.toISOString();
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  const isPostgres = dialectOf(db) === 'postgres';
  return db
    .updateTable('mail_outbox')
    .set({ locked_until: lockedUntil })
    .where('id', 'in', (eb) => {
      let due = eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowText)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', nowText)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      if (isPostgres) due = due.forUpdate().skipLocked();
      return due;
    })
    .returningAll()
    .execute();
}

/**
 * Extend this sender's claim on a mail just before sending it, if it still holds it: a batch can take
 * longer than one claim, and by then another process may have claimed the mail (then: false, skip it).
 */
export async function renewMailClaim(db: DB, mail: OutboxRow, lockMs: number): Promise<boolean> {
  if (mail.locked_until === null) return false;
  const result = await db
    .updateTable('mail_outbox')
    .set({ locked_until: new Date(Date.now() + lockMs).toISOString() })
    .where('id', '=', mail.id)
    .where('status', '=', 'pending')
    .where('locked_until', '=', mail.locked_until)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markMailSent(db: DB, id: string, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sent', sent_at: now.toISOString(), locked_until: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markMailRetry(db: DB, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      next_attempt_at: nextAttemptAt.toISOString(),
      locked_until: null,
      last_error: error,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: DB, id: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'failed', locked_until: null, last_error: error, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export function listRecentMails(db: DB, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

export function findMail(db: DB, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAttachmentFiles(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('files').select(['id', 'content_type', 'data']).where('id', 'in', ids).execute();
}

/** The delivery outcome of an application's mail to the company (docs/spec/product-decisions.md → Applications: mailStatus). */
export async function recordApplicationDelivery(db: DB, applicationId: string, mailStatus: 'sent' | 'undelivered') {
  const now = new Date().toISOString();
  await db
    .updateTable('applications')
    .set({ mail_status: mailStatus, updated_at: now })
    .where('id', '=', applicationId)
    .execute();
  if (mailStatus !== 'sent') return;
  // The first delivery is a step of the application's history (docs/decisions/0033); a forward after
  // a failure that had been delivered before is not a new one.
  const first = await db
    .updateTable('applications')
    .set({ delivered_at: now })
    .where('id', '=', applicationId)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  if (first.numUpdatedRows > 0n) {
    await insertEvent(db, { application_id: applicationId, kind: 'sent', actor: 'system', created_at: now });
  }
}
